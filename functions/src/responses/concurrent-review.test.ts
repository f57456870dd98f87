import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from '../domain/templates/template.schema';
import type { CompanyUser } from '../domain/users/user.schema';
import { createAccount, newCompanyId, type TestAccount } from '../testing/accounts';
import { validTemplate } from '../testing/fixtures';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { call } from '../testing/http';
import { fieldUser, sentChecklist as sendChecklist } from '../testing/world';
import { settle } from './responses.service';

let company: string;
let ana: TestAccount;
let bruno: TestAccount;
let joao: CompanyUser & { token: string };
let template: Template;

/** A checklist João filled and sent, every answer given, with the ids of its three questions. */
async function sentChecklist(): Promise<{ id: string; q: string[] }> {
  const { id, questionIds } = await sendChecklist(joao, ana.token, template.id, { answerOptional: true });
  return { id, q: questionIds };
}

const approve = (token: string, id: string, q: string) =>
  call('post', `/api/responses/${id}/questions/${q}/approve`, token);
const reject = (token: string, id: string, q: string, reason: string) =>
  call('post', `/api/responses/${id}/questions/${q}/reject`, token, { reason });
const detail = async (id: string) => (await call('get', `/api/responses/${id}`, ana.token)).body.data;

beforeAll(async () => {
  company = newCompanyId('revisao');
  [ana, bruno] = await Promise.all([
    createAccount({ role: 'admin', companyId: company, name: 'Ana Revisora' }),
    createAccount({ role: 'admin', companyId: company, name: 'Bruno Revisor' }),
  ]);
  template = (await call('post', '/api/templates', ana.token, validTemplate())).body.data as Template;
  joao = await fieldUser(ana.token, 'João');
});

describe('two reviewers at once', () => {
  it('when two admins decide different answers of one checklist at the same time, then both decisions stay and the status follows them', async () => {
    const ROUNDS = 12;
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id, q } = await sentChecklist();
      // The third answer is approved first, so two concurrent approvals finish the review.
      expect((await approve(ana.token, id, q[2]!)).status).toBe(200);
      const rejecting = round % 2 === 0;
      const [first, second] = await Promise.all([
        approve(ana.token, id, q[0]!),
        rejecting ? reject(bruno.token, id, q[1]!, 'Foto tremida') : approve(bruno.token, id, q[1]!),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);

      const after = await detail(id);
      expect(
        after.questions.map((question: { status: string }) => question.status),
        `round ${round}`,
      ).toEqual(['approved', rejecting ? 'rejected' : 'approved', 'approved']);
      expect(after.questions[0].reviewedBy).toBe('Ana Revisora');
      expect(after.questions[1]).toMatchObject({
        reviewedBy: 'Bruno Revisor',
        rejectionReason: rejecting ? 'Foto tremida' : null,
      });
      expect(after.status, `round ${round}`).toBe(rejecting ? 'rejected' : 'approved');
      expect(after.reviewStatus).toBe(after.status);

      // Settling again (a retried request, the other reviewer's pass) finds it settled and writes nothing.
      const settled = await snapshotCompany(company, ['checklists']);
      await settle(company, id, ana.email);
      expect(await snapshotCompany(company, ['checklists'])).toBe(settled);
    }
  });

  it('when several admins decide every answer of one checklist at once, then all decisions stay and the checklist ends approved', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { id, q } = await sentChecklist();
      const results = await Promise.all(q.map((question, i) => approve(i % 2 ? bruno.token : ana.token, id, question)));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const after = await detail(id);
      expect(after.questions.map((question: { status: string }) => question.status)).toEqual([
        'approved',
        'approved',
        'approved',
      ]);
      expect(after.status).toBe('approved');
    }
  });
});
