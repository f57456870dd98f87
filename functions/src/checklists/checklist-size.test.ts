import { beforeAll, describe, expect, it } from 'vitest';
import { documentSize, MAX_DOCUMENT_BYTES, storedSize } from '../domain/checklists/document-size';
import type { FieldChecklist } from '../domain/checklists/checklist.schema';
import type { TemplateInput } from '../domain/templates/template.schema';
import type { CompanyUser } from '../domain/users/user.schema';
import { db } from '../platform/firebase';
import { createAccount, newCompanyId, signIn, type TestAccount } from '../testing/accounts';
import { inMinutes, validTemplate, validUser } from '../testing/fixtures';
import { call } from '../testing/http';
import { uploadPhoto } from '../testing/photos';

const TOO_LARGE = 'O checklist atingiu o tamanho máximo: encurte as respostas ou os comentários';
/** '€' takes 3 bytes in UTF-8, the most any character of a JavaScript string takes per unit. */
const widest = (length: number) => '€'.repeat(length);

let company: string;
let admin: TestAccount;
let joao: CompanyUser & { token: string };

beforeAll(async () => {
  company = newCompanyId('grande');
  admin = await createAccount({ role: 'admin', companyId: company });
  const res = await call('post', '/api/users', admin.token, validUser({ name: 'João' }));
  joao = { ...(res.body.data as CompanyUser), token: await signIn(res.body.data.email as string) };
});

describe('the size of a checklist document', () => {
  it('when sizes are counted, then they follow Firestore’s rules (UTF-8 + 1 per string, names, 32 per document)', () => {
    expect(storedSize('é')).toBe(3);
    expect(storedSize({ a: [1, true, null] })).toBe(2 + 8 + 1 + 1);
    expect(documentSize('companies/c/checklists/k', { x: 'ab' })).toBe(10 + 2 + 11 + 2 + 16 + 32 + 2 + 3);
  });

  it('when a template’s questions pass their budget, then it is refused with a pt-BR message', async () => {
    const questions: TemplateInput['questions'] = Array.from({ length: 200 }, (_, i) => ({
      type: 'text',
      question: `${widest(490)} ${i}`,
    }));
    const res = await call('post', '/api/templates', admin.token, validTemplate({ questions }));
    expect([res.status, res.body.error?.message]).toEqual([
      400,
      'O template passou do tamanho máximo: encurte as perguntas ou as opções',
    ]);
  });

  it('when the largest checklist allowed is filled with the longest answers and most photos, sent and every answer rejected with the longest reason, then nothing fails and it stays under 1 MiB', async () => {
    // 200 questions, the longest texts the template budget allows (2-byte characters), the photo kinds first.
    const questions: TemplateInput['questions'] = [
      { type: 'photo', question: 'Foto do painel' },
      { type: 'boolean', question: 'Os pneus estão bons?', requirePhotoOnNo: true, requireCommentOnNo: true },
      ...Array.from({ length: 198 }, (_, i) => ({
        type: 'text' as const,
        question: `${'ç'.repeat(490)} ${i}`,
        required: false,
      })),
    ];
    const template = await call('post', '/api/templates', admin.token, validTemplate({ questions }));
    expect(template.status).toBe(201);
    const assigned = await call('post', '/api/checklists/assign', admin.token, {
      templateId: template.body.data.id,
      dueDate: inMinutes(120),
      userIds: [joao.id],
    });
    const id = assigned.body.data.ids[0] as string;
    expect((await call('post', `/api/checklists/${id}/start`, joao.token)).status).toBe(200);
    const q = ((await call('get', `/api/checklists/${id}`, joao.token)).body.data as FieldChecklist).questions.map(
      (x) => x.id,
    );
    const ref = db().doc(`companies/${company}/checklists/${id}`);
    const size = async () => documentSize(ref.path, (await ref.get()).data()!);
    const put = (questionId: string, body: unknown) =>
      call('put', `/api/checklists/${id}/answers/${questionId}`, joao.token, body);

    const photos = async (questionId: string) => {
      const refs: string[] = [];
      for (let i = 0; i < 20; i += 1) refs.push(await uploadPhoto(joao.token, id, questionId));
      return refs;
    };
    expect((await put(q[0]!, { answer: await photos(q[0]!) })).status).toBe(200);
    expect((await put(q[1]!, { answer: false, photos: await photos(q[1]!), comment: widest(2000) })).status).toBe(200);

    // Text questions get the longest answer until the checklist has no room left for another.
    let saved = 0;
    let refusal: unknown = null;
    for (const questionId of q.slice(2)) {
      const res = await put(questionId, { answer: widest(5000) });
      if (res.status !== 200) {
        refusal = [res.status, res.body.error.message];
        break;
      }
      saved += 1;
    }
    expect(refusal).toEqual([413, TOO_LARGE]);
    expect(saved).toBeGreaterThan(0);
    expect(saved).toBeLessThan(198);
    expect(await size()).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES);

    expect((await call('post', `/api/checklists/${id}/submit`, joao.token, {})).status).toBe(200);
    for (const questionId of q) {
      const res = await call('post', `/api/responses/${id}/questions/${questionId}/reject`, admin.token, {
        reason: widest(500),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const reviewed = (await ref.get()).data()!;
    expect(reviewed.status).toBe('rejected');
    expect(await size()).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES);

    // A correction keeps the rejected answer in the history: it is saved if there is room, else refused in pt-BR, never a failure.
    const correction = await put(q[2]!, { answer: widest(5000) });
    expect([200, 413]).toContain(correction.status);
    expect(await size()).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES);
  }, 300_000);
});
