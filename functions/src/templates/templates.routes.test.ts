import { beforeAll, describe, expect, it } from 'vitest';
import type { Template, TemplateInput } from '../domain/templates/template.schema';
import { createAccount, newCompanyId, signIn, type TestAccount } from '../testing/accounts';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { call } from '../testing/http';
import { twoCompanies } from '../testing/world';

const everyType: TemplateInput['questions'] = [
  { type: 'text', question: 'Observações gerais', required: false },
  { type: 'number', question: 'Quantidade de passageiros', min: 0, max: 50 },
  { type: 'single_choice', question: 'Nível do combustível', options: ['Cheio', '', 'Meio', 'Reserva'] },
  { type: 'photo', question: 'Foto do painel' },
  { type: 'datetime', question: 'Horário da saída' },
  { type: 'measurement', question: 'Pressão dos pneus', unit: 'psi' },
  { type: 'boolean', question: 'Os faróis funcionam?' },
];

const validTemplate = (name = 'Inspeção diária do veículo'): TemplateInput => ({
  name,
  description: 'Verificação antes da primeira viagem do dia',
  isActive: true,
  questions: everyType,
});

let alfa: string;
let adminAlfa: TestAccount;
let adminBeta: TestAccount;
let userAlfa: TestAccount;
let superadmin: TestAccount;

async function createTemplate(token: string, input: TemplateInput = validTemplate()): Promise<Template> {
  const res = await call('post', '/api/templates', token, input);
  expect(res.status).toBe(201);
  return res.body.data as Template;
}

beforeAll(async () => {
  ({ alfa, admin: adminAlfa, adminBeta, userAlfa, superadmin } = await twoCompanies({ adminName: 'Ana Souza' }));
});

describe('templates as the admin of the company', () => {
  it('when a template with every question type is created, then it is stored numbered, with ids and audit fields', async () => {
    const before = Date.now();
    const created = await createTemplate(adminAlfa.token);

    expect(created).toMatchObject({
      companyId: alfa,
      name: 'Inspeção diária do veículo',
      title: 'Inspeção diária do veículo',
      description: 'Verificação antes da primeira viagem do dia',
      isActive: true,
      createdBy: adminAlfa.email,
      updatedAt: null,
      updatedBy: null,
    });
    expect(Date.parse(created.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(created.questions.map((q) => [q.order, q.type])).toEqual(everyType.map((q, i) => [i + 1, q.type]));
    expect(new Set(created.questions.map((q) => q.id)).size).toBe(everyType.length);
    for (const q of created.questions) expect(q.id).toMatch(/^question_\d+/);
    expect(created.questions[0]!.required).toBe(false);
    expect(created.questions[1]).toMatchObject({ min: 0, max: 50, required: true });
    expect(created.questions[2]!.options).toEqual(['Cheio', 'Meio', 'Reserva']);
    expect(created.questions[5]!.unit).toBe('psi');

    const read = await call('get', `/api/templates/${created.id}`, adminAlfa.token);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(created);
  });

  it('when Sim/Não questions ask for a photo or a comment on "Não", then the template keeps each choice, and only on them', async () => {
    const created = await createTemplate(adminAlfa.token, {
      ...validTemplate('Evidências'),
      questions: [
        { type: 'boolean', question: 'Pneus bons?', requirePhotoOnNo: true },
        { type: 'boolean', question: 'Cabine limpa?', requireCommentOnNo: true },
        { type: 'boolean', question: 'Extintor no prazo?' },
        { type: 'text', question: 'Observações', requirePhotoOnNo: true, requireCommentOnNo: true },
      ],
    });
    expect(created.questions.map((q) => [q.requirePhotoOnNo, q.requireCommentOnNo])).toEqual([
      [true, false],
      [false, true],
      [false, false],
      [undefined, undefined],
    ]);
    expect((await call('get', `/api/templates/${created.id}`, adminAlfa.token)).body.data).toEqual(created);
  });

  it('when templates are listed, then the newest comes first with the total, a page at a time', async () => {
    const company = newCompanyId();
    const admin = await createAccount({ role: 'admin', companyId: company });
    for (const name of ['Primeiro', 'Segundo', 'Terceiro']) await createTemplate(admin.token, validTemplate(name));

    const first = await call('get', '/api/templates?page=1&pageSize=2', admin.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.data.items.map((t: Template) => t.name)).toEqual(['Terceiro', 'Segundo']);
    const second = await call('get', '/api/templates?page=2&pageSize=2', admin.token);
    expect(second.body.data.items.map((t: Template) => t.name)).toEqual(['Primeiro']);
  });

  it('when searching, then title and description match regardless of case and accents', async () => {
    const company = newCompanyId();
    const admin = await createAccount({ role: 'admin', companyId: company });
    await createTemplate(admin.token, validTemplate('Inspeção de pneus'));
    await createTemplate(admin.token, { ...validTemplate('Limpeza'), description: 'Higienização da cabine' });
    await createTemplate(admin.token, validTemplate('Carga'));

    const byTitle = await call('get', '/api/templates?search=INSPECAO', admin.token);
    expect(byTitle.body.data.items.map((t: Template) => t.name)).toEqual(['Inspeção de pneus']);
    expect(byTitle.body.data.total).toBe(1);
    const byDescription = await call('get', '/api/templates?search=higieniza', admin.token);
    expect(byDescription.body.data.items.map((t: Template) => t.name)).toEqual(['Limpeza']);
  });

  it('when a template is updated, then its fields change, ids are kept and the editor is recorded', async () => {
    const created = await createTemplate(adminAlfa.token);
    const questions = created.questions
      .slice(0, 2)
      .reverse()
      .map(({ order: _order, ...q }) => q);
    const res = await call('put', `/api/templates/${created.id}`, adminAlfa.token, {
      name: 'Inspeção semanal',
      description: 'Agora semanal',
      isActive: false,
      questions,
    });

    expect(res.status).toBe(200);
    const updated = res.body.data as Template;
    expect(updated).toMatchObject({
      name: 'Inspeção semanal',
      title: 'Inspeção semanal',
      isActive: false,
      updatedBy: adminAlfa.email,
    });
    expect(updated.createdAt).toBe(created.createdAt);
    expect(updated.updatedAt).not.toBeNull();
    expect(updated.questions.map((q) => [q.id, q.order])).toEqual([
      [created.questions[1]!.id, 1],
      [created.questions[0]!.id, 2],
    ]);
  });

  it('when a template is deleted, then it is gone', async () => {
    const created = await createTemplate(adminAlfa.token);
    const res = await call('delete', `/api/templates/${created.id}`, adminAlfa.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: created.id });
    const read = await call('get', `/api/templates/${created.id}`, adminAlfa.token);
    expect(read.status).toBe(404);
    expect(read.body.error.message).toBe('Template não encontrado');
  });

  it('when the id is unknown, then get, update and delete answer 404 and create nothing', async () => {
    for (const method of ['get', 'put', 'delete'] as const) {
      const res = await call(
        method,
        '/api/templates/nao-existe',
        adminAlfa.token,
        method === 'put' ? validTemplate() : undefined,
      );
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Template não encontrado');
    }
    expect((await call('get', '/api/templates/nao-existe', adminAlfa.token)).status).toBe(404);
  });
});

describe('tenancy and roles', () => {
  it('when the admin of another company reads, changes or deletes a template, then 404 and it is unchanged', async () => {
    const target = await createTemplate(adminAlfa.token);
    const before = await snapshotCompany(alfa, ['templates']);

    const read = await call('get', `/api/templates/${target.id}`, adminBeta.token);
    const update = await call('put', `/api/templates/${target.id}`, adminBeta.token, validTemplate('Invadido'));
    const remove = await call('delete', `/api/templates/${target.id}`, adminBeta.token);
    const list = await call('get', '/api/templates?pageSize=100', adminBeta.token);

    expect([read.status, update.status, remove.status]).toEqual([404, 404, 404]);
    expect(list.body.data.items.some((t: Template) => t.id === target.id)).toBe(false);
    expect(await snapshotCompany(alfa, ['templates'])).toBe(before);
    // The update did not create the template in the caller's company either.
    expect((await call('get', `/api/templates/${target.id}`, adminBeta.token)).status).toBe(404);
  });

  it('when a user or a superadmin calls any template route, then 403 and nothing changes', async () => {
    const target = await createTemplate(adminAlfa.token);
    const before = await snapshotCompany(alfa, ['templates']);
    const calls = [
      ['get', '/api/templates', undefined],
      ['get', `/api/templates/${target.id}`, undefined],
      ['post', '/api/templates', validTemplate('Proibido')],
      ['put', `/api/templates/${target.id}`, validTemplate('Proibido')],
      ['delete', `/api/templates/${target.id}`, undefined],
    ] as const;
    for (const account of [userAlfa, superadmin]) {
      for (const [method, path, body] of calls) {
        const res = await call(method, path, account.token, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.error.code).toBe('forbidden');
      }
    }
    expect(await snapshotCompany(alfa, ['templates'])).toBe(before);
  });

  it('when the body names another company, then 400 and nothing is stored', async () => {
    const company = newCompanyId();
    const admin = await createAccount({ role: 'admin', companyId: company });
    const res = await call('post', '/api/templates', admin.token, { ...validTemplate(), companyId: alfa });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Campo não permitido: companyId');
    expect(await snapshotCompany(company, ['templates'])).toBe(JSON.stringify([['.', null]]));
  });
});

describe('invalid bodies', () => {
  const withQuestion = (q: Record<string, unknown>) => ({ ...validTemplate(), questions: [q] });
  const cases: Array<[string, 'post' | 'put', unknown, string, string]> = [
    ['no name', 'post', { ...validTemplate(), name: '   ' }, 'name', 'Nome do template é obrigatório'],
    ['no description', 'post', { ...validTemplate(), description: '' }, 'description', 'Descrição é obrigatória'],
    [
      'no question on create',
      'post',
      { ...validTemplate(), questions: [] },
      'questions',
      'Adicione pelo menos uma questão ao template',
    ],
    [
      'no question on edit',
      'put',
      { ...validTemplate(), questions: [] },
      'questions',
      'O template deve ter pelo menos uma questão',
    ],
    [
      'a question without text',
      'post',
      withQuestion({ type: 'text', question: '' }),
      'questions.0.question',
      'Texto da questão é obrigatório',
    ],
    [
      'a question without type',
      'post',
      withQuestion({ question: 'Sem tipo' }),
      'questions.0.type',
      'Tipo da questão é obrigatório',
    ],
    [
      'a choice without options',
      'post',
      withQuestion({ type: 'single_choice', question: 'Cor', options: ['', ' '] }),
      'questions.0.options',
      'Informe pelo menos uma opção para a questão de escolha única',
    ],
    [
      'a measurement without unit',
      'post',
      withQuestion({ type: 'measurement', question: 'Pressão' }),
      'questions.0.unit',
      'Informe a unidade da medição',
    ],
    [
      'a number with min above max',
      'post',
      withQuestion({ type: 'number', question: 'Km', min: 10, max: 1 }),
      'questions.0.min',
      'O valor mínimo não pode ser maior que o máximo',
    ],
    [
      'an unknown question field',
      'post',
      withQuestion({ type: 'text', question: 'Ok', status: 'approved' }),
      'questions.0',
      'Campo não permitido: status',
    ],
    [
      'a wrong field type',
      'post',
      { ...validTemplate(), isActive: 'sim' },
      'isActive',
      'Entrada inválida: esperava um valor booleano, recebeu um texto',
    ],
  ];

  it.each(cases)(
    'when the body has %s, then 400 with the message and nothing is stored',
    async (_label, method, body, path, message) => {
      const company = newCompanyId();
      const admin = await createAccount({ role: 'admin', companyId: company });
      const existing = method === 'put' ? await createTemplate(admin.token) : null;
      const before = await snapshotCompany(company, ['templates']);

      const res = await call(method, existing ? `/api/templates/${existing.id}` : '/api/templates', admin.token, body);

      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_input');
      expect(res.body.error.issues).toContainEqual({ path, message });
      expect(await snapshotCompany(company, ['templates'])).toBe(before);
    },
  );

  it('when the JSON is malformed, then 400 "Parâmetros inválidos"', async () => {
    const res = await call('post', '/api/templates', adminAlfa.token)
      .set('content-type', 'application/json')
      .send('{"name":');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Parâmetros inválidos');
  });

  it('when the page size is above 100, then 400', async () => {
    const res = await call('get', '/api/templates?pageSize=100000', adminAlfa.token);
    expect(res.status).toBe(400);
    expect(res.body.error.issues[0].path).toBe('pageSize');
  });
});

describe('signing in again', () => {
  it('when the same account signs in again, then its new token works too', async () => {
    const token = await signIn(adminAlfa.email);
    expect((await call('get', '/api/templates', token)).status).toBe(200);
  });
});
