import { beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistSummary } from '../domain/checklists/checklist.schema';
import type { Vehicle } from '../domain/fleet/vehicle.schema';
import type { Question, Template, TemplateInput } from '../domain/templates/template.schema';
import type { CompanyUser } from '../domain/users/user.schema';
import { db } from '../platform/firebase';
import { type TestAccount } from '../testing/accounts';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { inMinutes, validTemplate, validUser } from '../testing/fixtures';
import { call } from '../testing/http';
import { validVehicle } from '../testing/vehicles';
import { twoCompanies } from '../testing/world';

let alfa: string;
let adminAlfa: TestAccount;
let adminBeta: TestAccount;
let userAlfa: TestAccount;
let superadmin: TestAccount;
let template: Template;
let joao: CompanyUser;
let maria: CompanyUser;
let inactive: CompanyUser;
let betaTemplate: Template;
let betaUser: CompanyUser;

const checklistsOf = async (company: string) =>
  (await db().collection(`companies/${company}/checklists`).get()).docs.map((d) => d.data());

async function post<T>(path: string, token: string, body: unknown): Promise<T> {
  const res = await call('post', path, token, body);
  expect(res.status).toBe(201);
  return res.body.data as T;
}

beforeAll(async () => {
  ({ alfa, admin: adminAlfa, adminBeta, userAlfa, superadmin } = await twoCompanies());
  template = await post<Template>('/api/templates', adminAlfa.token, validTemplate());
  joao = await post<CompanyUser>('/api/users', adminAlfa.token, validUser({ name: 'João' }));
  maria = await post<CompanyUser>('/api/users', adminAlfa.token, validUser({ name: 'Maria' }));
  inactive = await post<CompanyUser>('/api/users', adminAlfa.token, validUser({ name: 'Pedro', isActive: false }));
  betaTemplate = await post<Template>('/api/templates', adminBeta.token, validTemplate());
  betaUser = await post<CompanyUser>('/api/users', adminBeta.token, validUser());
});

describe('assigning a checklist', () => {
  it('when a template is assigned to two users, then each gets a pending checklist with its own copy of the questions', async () => {
    const dueDate = inMinutes(120);
    const result = await post<{ ids: string[]; count: number }>('/api/checklists/assign', adminAlfa.token, {
      templateId: template.id,
      dueDate,
      userIds: [joao.id, maria.id],
    });

    expect(result.count).toBe(2);
    const docs = await Promise.all(result.ids.map((id) => db().doc(`companies/${alfa}/checklists/${id}`).get()));
    const stored = docs.map((d) => d.data()!);
    expect(stored.map((c) => c.userId).sort()).toEqual([joao.id, maria.id].sort());
    for (const c of stored) {
      expect(c).toMatchObject({
        companyId: alfa,
        templateId: template.id,
        templateName: 'Inspeção diária do veículo',
        status: 'pending',
        questionsCount: 3,
        assignedBy: adminAlfa.email,
        overdueNotified: false,
      });
      expect(c.dueDate.toDate().toISOString()).toBe(dueDate);
      expect(c.assignedAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
      expect(c.questions.map((q: { question: string; status: string }) => [q.question, q.status])).toEqual([
        ['Os faróis funcionam?', 'pending'],
        ['Foto do painel', 'pending'],
        ['Observações', 'pending'],
      ]);
    }
  });

  it('when the template changes after assignment, then the assigned checklist keeps the questions it was given', async () => {
    const own = await post<Template>('/api/templates', adminAlfa.token, validTemplate({ name: 'Checklist de saída' }));
    const { ids } = await post<{ ids: string[] }>('/api/checklists/assign', adminAlfa.token, {
      templateId: own.id,
      dueDate: inMinutes(60),
      userId: joao.id,
    });
    await call('put', `/api/templates/${own.id}`, adminAlfa.token, {
      ...validTemplate({ name: 'Checklist de saída' }),
      questions: [{ type: 'text', question: 'Pergunta nova' }],
    });

    const checklist = (await db().doc(`companies/${alfa}/checklists/${ids[0]}`).get()).data()!;
    expect(checklist.questions).toHaveLength(3);
    expect(checklist.questions[0].question).toBe('Os faróis funcionam?');
  });

  it.each([
    ['no due date', () => ({ templateId: template.id, userIds: [joao.id] }), 'Preencha todos os campos obrigatórios'],
    ['no template', () => ({ dueDate: inMinutes(60), userIds: [joao.id] }), 'Preencha todos os campos obrigatórios'],
    [
      'no users',
      () => ({ templateId: template.id, dueDate: inMinutes(60), userIds: [] }),
      'Preencha todos os campos obrigatórios',
    ],
    [
      'a due date in the past',
      () => ({ templateId: template.id, dueDate: inMinutes(-1), userIds: [joao.id] }),
      'O prazo deve ser uma data futura',
    ],
    [
      'a malformed due date',
      () => ({ templateId: template.id, dueDate: 'amanhã', userIds: [joao.id] }),
      'Prazo inválido',
    ],
    [
      'an inactive user',
      () => ({ templateId: template.id, dueDate: inMinutes(60), userIds: [joao.id, inactive.id] }),
      'Só é possível atribuir checklists a usuários ativos da empresa',
    ],
    [
      'a company',
      () => ({ templateId: template.id, dueDate: inMinutes(60), userIds: [joao.id], companyId: 'x' }),
      'Campo não permitido: companyId',
    ],
    [
      'a status',
      () => ({ templateId: template.id, dueDate: inMinutes(60), userIds: [joao.id], status: 'approved' }),
      'Campo não permitido: status',
    ],
  ])('when the body has %s, then 400 "%s" and nothing is created', async (_case, body, message) => {
    const before = await snapshotCompany(alfa, ['checklists']);
    const res = await call('post', '/api/checklists/assign', adminAlfa.token, body());
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });

  it('when the template is inactive, then 400 and nothing is created', async () => {
    const off = await post<Template>('/api/templates', adminAlfa.token, validTemplate({ isActive: false }));
    const before = await snapshotCompany(alfa, ['checklists']);
    const res = await call('post', '/api/checklists/assign', adminAlfa.token, {
      templateId: off.id,
      dueDate: inMinutes(60),
      userIds: [joao.id],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Este template está inativo e não pode ser atribuído');
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });

  it('when the template or a user belongs to another company, then 404 and nothing is created in either company', async () => {
    const before = await snapshotCompany(alfa, ['checklists']);
    const foreignTemplate = await call('post', '/api/checklists/assign', adminAlfa.token, {
      templateId: betaTemplate.id,
      dueDate: inMinutes(60),
      userIds: [joao.id],
    });
    const foreignUser = await call('post', '/api/checklists/assign', adminAlfa.token, {
      templateId: template.id,
      dueDate: inMinutes(60),
      userIds: [joao.id, betaUser.id],
    });
    expect([foreignTemplate.status, foreignTemplate.body.error.message]).toEqual([404, 'Template não encontrado']);
    expect([foreignUser.status, foreignUser.body.error.message]).toEqual([404, 'Usuário não encontrado']);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
    expect(await checklistsOf(betaUser.companyId)).toEqual([]);
  });

  it('when a user or a superadmin assigns, then 403 and nothing is created', async () => {
    const before = await snapshotCompany(alfa, ['checklists']);
    for (const token of [userAlfa.token, superadmin.token]) {
      const res = await call('post', '/api/checklists/assign', token, {
        templateId: template.id,
        dueDate: inMinutes(60),
        userIds: [joao.id],
      });
      expect(res.status).toBe(403);
    }
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });
});

describe('a user’s checklists', () => {
  let user: CompanyUser;
  let ids: string[];

  beforeAll(async () => {
    user = await post<CompanyUser>('/api/users', adminAlfa.token, validUser({ name: 'Carla' }));
    ids = [];
    for (const name of ['Primeiro', 'Segundo', 'Terceiro']) {
      const t = await post<Template>('/api/templates', adminAlfa.token, validTemplate({ name }));
      const res = await post<{ ids: string[] }>('/api/checklists/assign', adminAlfa.token, {
        templateId: t.id,
        dueDate: inMinutes(60),
        userIds: [user.id],
      });
      ids.push(res.ids[0]!);
    }
  });

  it('when the admin lists them, then the newest assignment comes first, with real progress figures', async () => {
    // Counts are over all the user's checklists, whatever the page.
    await db()
      .doc(`companies/${alfa}/checklists/${ids[0]}`)
      .update({
        questions: [
          { id: 'question_1', type: 'boolean', question: 'A', required: true, order: 1, answer: true },
          { id: 'question_2', type: 'text', question: 'B', required: true, order: 2, answer: '' },
        ],
        questionsCount: 2,
      });

    const res = await call('get', `/api/users/${user.id}/checklists?pageSize=2`, adminAlfa.token);

    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.counts).toEqual({ completed: 0, inProgress: 0, pending: 3 });
    expect(res.body.data.items.map((c: ChecklistSummary) => c.templateName)).toEqual(['Terceiro', 'Segundo']);
    const page2 = await call('get', `/api/users/${user.id}/checklists?page=2&pageSize=2`, adminAlfa.token);
    expect(page2.body.data.items).toMatchObject([{ templateName: 'Primeiro', questionsCount: 2, answeredCount: 1 }]);
    expect(page2.body.data.items[0]).not.toHaveProperty('questions');
  });

  it('when the admin removes one, then it is gone', async () => {
    const res = await call('delete', `/api/users/${user.id}/checklists/${ids[1]}`, adminAlfa.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: ids[1], remaining: 2 });
    expect((await db().doc(`companies/${alfa}/checklists/${ids[1]}`).get()).exists).toBe(false);
  });

  it('when the checklist does not exist, then 404 "Checklist não encontrado"', async () => {
    const res = await call('delete', `/api/users/${user.id}/checklists/nao-existe`, adminAlfa.token);
    expect([res.status, res.body.error.message]).toEqual([404, 'Checklist não encontrado']);
  });

  it('when the checklist is another user’s, then 409 "Checklist não pertence a este usuário" and it stays', async () => {
    const res = await call('delete', `/api/users/${joao.id}/checklists/${ids[2]}`, adminAlfa.token);
    expect([res.status, res.body.error.message]).toEqual([409, 'Checklist não pertence a este usuário']);
    expect((await db().doc(`companies/${alfa}/checklists/${ids[2]}`).get()).exists).toBe(true);
  });
});

describe('assigning a vehicle inspection', () => {
  let inspection: Template;
  let strada: Vehicle;
  let truck: Vehicle;
  let parked: Vehicle;
  let betaVehicle: Vehicle;

  const inspectionTemplate = (overrides: Partial<TemplateInput> = {}) =>
    validTemplate({
      kind: 'vehicle_inspection',
      questions: [
        { type: 'odometer', question: 'Hodômetro' },
        { type: 'boolean', question: 'Freios funcionando?', severity: 'critical' },
        { type: 'boolean', question: 'Vazamento de óleo?', failingAnswer: true },
        { type: 'text', question: 'Observações', required: false },
      ],
      ...overrides,
    });
  const assignBody = (vehicleIds: string[], userIds = [joao.id]) => ({
    templateId: inspection.id,
    dueDate: inMinutes(60),
    userIds,
    vehicleIds,
  });

  beforeAll(async () => {
    inspection = await post<Template>('/api/templates', adminAlfa.token, inspectionTemplate());
    strada = await post<Vehicle>('/api/vehicles', adminAlfa.token, validVehicle({ name: 'Strada', plate: 'INS1A11' }));
    truck = await post<Vehicle>('/api/vehicles', adminAlfa.token, validVehicle({ name: 'Caminhão', plate: 'INS2B22' }));
    parked = await post<Vehicle>(
      '/api/vehicles',
      adminAlfa.token,
      validVehicle({ name: 'Fiorino parada', plate: 'INS3C33', isActive: false }),
    );
    betaVehicle = await post<Vehicle>('/api/vehicles', adminBeta.token, validVehicle({ plate: 'INS4D44' }));
  });

  it('when an inspection template is saved, then its kind and its items’ failing answer and severity are stored and read back', async () => {
    const res = await call('get', `/api/templates/${inspection.id}`, adminAlfa.token);
    expect(res.status).toBe(200);
    expect(res.body.data.kind).toBe('vehicle_inspection');
    expect(res.body.data.questions.map((q: Question) => [q.type, q.question, q.failingAnswer, q.severity])).toEqual([
      ['odometer', 'Hodômetro', undefined, undefined],
      ['boolean', 'Freios funcionando?', false, 'critical'],
      ['boolean', 'Vazamento de óleo?', true, 'non_critical'],
      ['text', 'Observações', undefined, undefined],
    ]);
    const stored = (await db().doc(`companies/${alfa}/templates/${inspection.id}`).get()).data()!;
    expect(stored.kind).toBe('vehicle_inspection');
    expect(stored.questions[1]).toMatchObject({ failingAnswer: false, severity: 'critical' });
  });

  it('when a general template has a yes/no item with a severity, then it keeps neither the failing answer nor the severity', async () => {
    const general = await post<Template>(
      '/api/templates',
      adminAlfa.token,
      validTemplate({
        questions: [{ type: 'boolean', question: 'Limpo?', severity: 'critical', failingAnswer: true }],
      }),
    );
    expect(general.kind).toBe('general');
    expect(general.questions[0]).not.toHaveProperty('severity');
    expect(general.questions[0]).not.toHaveProperty('failingAnswer');
  });

  it.each([
    [
      'an odometer in a general checklist',
      () => validTemplate({ questions: [{ type: 'odometer', question: 'Hodômetro' }] }),
      'A questão de hodômetro só existe em inspeções de veículo',
    ],
    [
      'two odometers in an inspection',
      () =>
        inspectionTemplate({
          questions: [
            { type: 'odometer', question: 'Hodômetro' },
            { type: 'odometer', question: 'Hodômetro de novo' },
          ],
        }),
      'Uma inspeção tem no máximo uma questão de hodômetro',
    ],
  ])('when a template has %s, then 400 "%s" and nothing is stored', async (_case, body, message) => {
    const before = await snapshotCompany(alfa, ['templates']);
    const res = await call('post', '/api/templates', adminAlfa.token, body());
    expect([res.status, res.body.error.message]).toEqual([400, message]);
    expect(await snapshotCompany(alfa, ['templates'])).toBe(before);
  });

  it('when an inspection is assigned to two users for two vehicles, then each user × vehicle gets its own checklist with the vehicle’s snapshot', async () => {
    const result = await post<{ ids: string[]; count: number }>(
      '/api/checklists/assign',
      adminAlfa.token,
      assignBody([strada.id, truck.id], [joao.id, maria.id]),
    );

    expect(result.count).toBe(4);
    const stored = await Promise.all(
      result.ids.map(async (id) => (await db().doc(`companies/${alfa}/checklists/${id}`).get()).data()!),
    );
    expect(stored.map((c) => `${c.userName} ${c.vehicle.plate}`).sort()).toEqual([
      'João INS1A11',
      'João INS2B22',
      'Maria INS1A11',
      'Maria INS2B22',
    ]);
    for (const c of stored) {
      expect(c.templateKind).toBe('vehicle_inspection');
      expect(c.vehicle).toEqual(
        c.vehicle.id === strada.id
          ? { id: strada.id, name: 'Strada', plate: 'INS1A11' }
          : { id: truck.id, name: 'Caminhão', plate: 'INS2B22' },
      );
      expect(c.questions[1]).toMatchObject({
        question: 'Freios funcionando?',
        failingAnswer: false,
        severity: 'critical',
      });
    }
  });

  it.each([
    ['no vehicle for an inspection', () => assignBody([]), 'Selecione ao menos um veículo para a inspeção'],
    [
      'vehicles for a general template',
      () => ({ templateId: template.id, dueDate: inMinutes(60), userIds: [joao.id], vehicleIds: [strada.id] }),
      'Este template não é uma inspeção de veículo: não escolha veículos',
    ],
    [
      'an inactive vehicle',
      () => assignBody([strada.id, parked.id]),
      'O veículo Fiorino parada está inativo e não pode receber inspeções',
    ],
    ['a malformed vehicle id', () => assignBody(['não é id!']), 'Parâmetros inválidos'],
    [
      'more than 100 vehicles',
      () => assignBody(Array.from({ length: 101 }, (_, i) => `veiculo${i}`)),
      'Uma atribuição pode criar no máximo 100 checklists (usuários × veículos)',
    ],
  ])('when the assignment has %s, then 400 "%s" and nothing is created', async (_case, body, message) => {
    const before = await snapshotCompany(alfa, ['checklists']);
    const res = await call('post', '/api/checklists/assign', adminAlfa.token, body());
    expect([res.status, res.body.error.message]).toEqual([400, message]);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });

  it('when users × vehicles make more than 100 checklists, then 400 and nothing is created', async () => {
    const batch = db().batch();
    const ids = Array.from({ length: 51 }, (_, i) => {
      const ref = db().collection(`companies/${alfa}/vehicles`).doc();
      batch.set(ref, { name: `Moto ${i}`, plate: `MTO${String(i).padStart(4, '0')}`, isActive: true });
      return ref.id;
    });
    await batch.commit();
    const before = await snapshotCompany(alfa, ['checklists']);

    const res = await call('post', '/api/checklists/assign', adminAlfa.token, assignBody(ids, [joao.id, maria.id]));

    expect([res.status, res.body.error.message]).toEqual([
      400,
      'Uma atribuição pode criar no máximo 100 checklists (usuários × veículos)',
    ]);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });

  it('when a vehicle belongs to another company, then 404 and nothing is created in either company', async () => {
    const before = await snapshotCompany(alfa, ['checklists']);
    const res = await call('post', '/api/checklists/assign', adminAlfa.token, assignBody([strada.id, betaVehicle.id]));
    expect([res.status, res.body.error.message]).toEqual([404, 'Veículo não encontrado']);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
    expect(await checklistsOf(betaUser.companyId)).toEqual([]);
  });
});
