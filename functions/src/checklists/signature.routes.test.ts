import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldChecklist } from '../domain/checklists/checklist.schema';
import type { Template } from '../domain/templates/template.schema';
import { createApp } from '../app';
import { db } from '../platform/firebase';
import type { TestAccount } from '../testing/accounts';
import { validTemplate } from '../testing/fixtures';
import { call } from '../testing/http';
import { readPdfText } from '../testing/pdf-text';
import { testJpeg } from '../testing/photos';
import { renderAsked } from '../testing/reports';
import { fieldUser, startedChecklist, twoCompanies, type FieldUser } from '../testing/world';

const app = createApp();

let alfa: string;
let admin: TestAccount;
let adminBeta: TestAccount;
let joao: FieldUser;
let carla: FieldUser;
/** Asks for the field user's signature at the submit, and has an 'Assinatura' of the receiver mid-way. */
let signed: Template;
let unsigned: Template;

const SUBMIT_SIGNATURE = 'question_submit-signature';
const DEVICE = 'Android 14 · Chrome 131';

/** Uploads a drawing as the phone does: to a question, or to the submit signature. */
async function uploadDrawing(token: string, checklistId: string, questionId: string) {
  return request(app)
    .post('/api/upload')
    .set('Authorization', `Bearer ${token}`)
    .field('checklistId', checklistId)
    .field('questionId', questionId)
    .attach('file', await testJpeg(), { filename: 'assinatura.png', contentType: 'image/jpeg' });
}

async function drawing(token: string, checklistId: string, questionId: string): Promise<string> {
  const res = await uploadDrawing(token, checklistId, questionId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.url as string;
}

const stored = async (id: string) => (await db().doc(`companies/${alfa}/checklists/${id}`).get()).data()!;

/** João's started checklist of the signing template, the receiver's signature saved. */
async function receivedChecklist(): Promise<{ id: string; questions: FieldChecklist['questions'] }> {
  const started = await startedChecklist(joao, admin.token, signed.id);
  const receiver = started.questions.find((q) => q.type === 'signature')!;
  const image = await drawing(joao.token, started.id, receiver.id);
  const saved = await call('put', `/api/checklists/${started.id}/answers/${receiver.id}`, joao.token, {
    answer: { image, name: 'Carlos Lima', cpf: '123.456.789-09', device: DEVICE },
    location: { latitude: -23.55052, longitude: -46.63331, accuracy: 8 },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return started;
}

beforeAll(async () => {
  ({ alfa, admin, adminBeta } = await twoCompanies({ companyDoc: true }));
  signed = (
    await call(
      'post',
      '/api/templates',
      admin.token,
      validTemplate({
        name: 'Entrega com recebimento',
        signatureOnSubmit: true,
        questions: [
          { type: 'boolean', question: 'Carga conferida?' },
          { type: 'signature', question: 'Assinatura de quem recebe' },
        ],
      }),
    )
  ).body.data as Template;
  unsigned = (await call('post', '/api/templates', admin.token, validTemplate())).body.data as Template;
  joao = await fieldUser(admin.token, 'João Pereira');
  carla = await fieldUser(adminBeta.token, 'Carla Souza');
});

describe('signatures', () => {
  it('when a template asks for the submit signature, then it keeps the setting, and one made before it asks for none', () => {
    expect(signed.signatureOnSubmit).toBe(true);
    expect(signed.questions[1]).toMatchObject({ type: 'signature', question: 'Assinatura de quem recebe' });
    expect(unsigned.signatureOnSubmit).toBe(false);
  });

  it('when the field user signs and sends, and the admin approves, then the PDF holds both signature blocks and the approval', async () => {
    const { id } = await receivedChecklist();
    const image = await drawing(joao.token, id, SUBMIT_SIGNATURE);
    const sent = await call('post', `/api/checklists/${id}/submit`, joao.token, {
      submissionId: 'envio-1',
      answers: { 0: true },
      signature: { image, device: DEVICE, location: { latitude: -23.55052, longitude: -46.63331, accuracy: 8 } },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const doc = await stored(id);
    expect(doc.submitSignature).toMatchObject({ image, name: 'João Pereira', device: DEVICE });
    expect(doc.questions[1].answer).toMatchObject({ name: 'Carlos Lima', cpf: '12345678909' });

    expect((await call('post', `/api/responses/${id}/approve-all`, admin.token)).status).toBe(200);
    expect((await call('get', `/api/responses/${id}/pdf`, admin.token)).status).toBe(200);
    const pdf = await renderAsked(alfa, id);
    const { text, contents } = readPdfText(pdf);
    const lines = text.split('\n');
    expect(lines).toContain('Assinaturas');
    expect(lines).toContain('Assinatura do responsável pelo checklist');
    expect(lines).toContain('Carlos Lima');
    expect(lines).toContain('CPF ***.456.789-**');
    expect(lines).toContain(`Dispositivo: ${DEVICE}`);
    expect(lines).toContain('Local: -23.5505, -46.6333 (±10 m)');
    expect(
      lines.filter((line) => /^Assinado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(horário do servidor\)$/.test(line)),
    ).toHaveLength(2);
    expect(lines).toContain('Aprovação');
    expect(lines.some((line) => line.startsWith('Aprovado por '))).toBe(true);
    // The full CPF never prints.
    expect(text).not.toContain('123.456.789-09');
    expect(text).not.toContain('12345678909');
    // Both drawings are drawn, each fitted to the signature box (25 mm high).
    const drawn = [...contents.join('\n').matchAll(/[\d.]+ 0 0 (-?[\d.]+) [\d.]+ [\d.]+ cm\s*\/I\d+ Do/g)].filter(
      (m) => Math.abs(Math.abs(Number(m[1])) - (25 * 72) / 25.4) < 0.01,
    );
    expect(drawn).toHaveLength(2);
  });

  it('when the same signed submit arrives twice (the offline queue), then it has one effect: the first signature stands', async () => {
    const { id } = await receivedChecklist();
    const image = await drawing(joao.token, id, SUBMIT_SIGNATURE);
    const body = { submissionId: 'envio-duplo', answers: { 0: true }, signature: { image, device: DEVICE } };
    expect((await call('post', `/api/checklists/${id}/submit`, joao.token, body)).status).toBe(200);
    const first = (await stored(id)).submitSignature;
    const again = await call('post', `/api/checklists/${id}/submit`, joao.token, body);
    expect(again.status).toBe(200);
    expect((await stored(id)).submitSignature).toEqual(first);
    expect((await stored(id)).submissionIds).toEqual(['envio-duplo']);
  });

  it('when a checklist that asks for the signature is sent without one, then 400 in pt-BR and nothing is stored', async () => {
    const { id } = await receivedChecklist();
    const before = await stored(id);
    const res = await call('post', `/api/checklists/${id}/submit`, joao.token, { answers: { 0: true } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Assine para enviar o checklist');
    const after = await stored(id);
    expect(after.status).toBe('in_progress');
    expect(after.questions[0].answer).toBe(before.questions[0].answer);
    expect(after.submitSignature).toBeUndefined();
  });

  it('when the signature names a drawing never uploaded to the submit, then 400 in pt-BR and nothing is stored', async () => {
    const { id } = await receivedChecklist();
    const receiverDrawing = (await stored(id)).questions[1].answer.image as string;
    const res = await call('post', `/api/checklists/${id}/submit`, joao.token, {
      answers: { 0: true },
      signature: { image: receiverDrawing, device: DEVICE },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('A assinatura não foi enviada: assine novamente');
    expect((await stored(id)).status).toBe('in_progress');
  });

  it('when a signature answer has a wrong CPF or no name, or a signature has an unknown field, then 400 in pt-BR and nothing is stored', async () => {
    const started = await startedChecklist(joao, admin.token, signed.id);
    const receiver = started.questions.find((q) => q.type === 'signature')!;
    const image = await drawing(joao.token, started.id, receiver.id);
    const put = (answer: unknown) =>
      call('put', `/api/checklists/${started.id}/answers/${receiver.id}`, joao.token, { answer });
    const badCpf = await put({ image, name: 'Carlos Lima', cpf: '123.456.789-00', device: DEVICE });
    expect(badCpf.status).toBe(400);
    expect(badCpf.body.error.message).toBe('CPF inválido');
    const noName = await put({ image, name: ' ', device: DEVICE });
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe('Informe o nome de quem assina');
    expect((await stored(started.id)).questions[1].answer).toBeNull();

    const extra = await call('post', `/api/checklists/${started.id}/submit`, joao.token, {
      signature: { image, device: DEVICE, signedAt: '2020-01-01T00:00:00.000Z' },
    });
    expect(extra.status).toBe(400);
    expect((await stored(started.id)).status).toBe('in_progress');
  });

  it('when a checklist that asks for no signature is sent with one, or its drawing is uploaded, then 400', async () => {
    const { id } = await startedChecklist(joao, admin.token, unsigned.id);
    const upload = await uploadDrawing(joao.token, id, SUBMIT_SIGNATURE);
    expect(upload.status).toBe(400);
    expect(upload.body.error.message).toBe('Este checklist não pede assinatura no envio');
  });

  it("when another company's field user signs or uploads to the checklist, then 404; an admin sending it, 403", async () => {
    const { id } = await receivedChecklist();
    const image = await drawing(joao.token, id, SUBMIT_SIGNATURE);
    expect((await uploadDrawing(carla.token, id, SUBMIT_SIGNATURE)).status).toBe(404);
    const foreign = await call('post', `/api/checklists/${id}/submit`, carla.token, {
      answers: { 0: true },
      signature: { image, device: DEVICE },
    });
    expect(foreign.status).toBe(404);
    const byAdmin = await call('post', `/api/checklists/${id}/submit`, admin.token, {
      answers: { 0: true },
      signature: { image, device: DEVICE },
    });
    expect(byAdmin.status).toBe(403);
    const doc = await stored(id);
    expect(doc.status).toBe('in_progress');
    expect(doc.submitSignature).toBeUndefined();
  });
});
