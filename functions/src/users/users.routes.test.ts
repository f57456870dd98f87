import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanyUser, UserCreateInput } from '../domain/users/user.schema';
import { auth, db } from '../platform/firebase';
import { createAccount, newCompanyId, signIn, type TestAccount } from '../testing/accounts';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { inMinutes, validTemplate, validUser } from '../testing/fixtures';
import { call } from '../testing/http';
import { pastRevocationSecond, twoCompanies } from '../testing/world';
import { companiesRepository } from '../companies/companies.repository';
import { pushTokensRepository } from '../notifications/push-tokens.repository';
import { usersRepository } from './users.repository';
import { pseudonymOf } from '../personal-data/pseudonyms';

let alfa: string;
let beta: string;
let adminAlfa: TestAccount;
let adminBeta: TestAccount;
let userAlfa: TestAccount;
let superadmin: TestAccount;

async function createUser(token: string, input: UserCreateInput = validUser()): Promise<CompanyUser> {
  const res = await call('post', '/api/users', token, input);
  expect(res.status).toBe(201);
  return res.body.data as CompanyUser;
}

const accountByEmail = (email: string) =>
  auth()
    .getUserByEmail(email)
    .catch(() => null);

beforeAll(async () => {
  ({
    alfa,
    beta,
    admin: adminAlfa,
    adminBeta,
    userAlfa,
    superadmin,
  } = await twoCompanies({
    alfaName: 'Transportes Alfa',
  }));
});

describe('creating a user', () => {
  it('when an admin creates a user, then the account has the company claims, the document its counters, and the user can sign in', async () => {
    const input = validUser({ name: 'Maria Oliveira', email: 'Maria.Oliveira.Nova@Teste.dev' });
    const res = await call('post', '/api/users', adminAlfa.token, input);

    expect(res.status).toBe(201);
    const user = res.body.data as CompanyUser;
    expect(user).toMatchObject({
      companyId: alfa,
      name: 'Maria Oliveira',
      email: 'maria.oliveira.nova@teste.dev',
      phone: '(11) 98888-7777',
      role: 'user',
      isActive: true,
      checklistsCount: 0,
      completedCount: 0,
      lastLogin: null,
    });
    const account = await auth().getUser(user.id);
    expect(account.customClaims).toEqual({
      role: 'user',
      companyId: alfa,
      companyName: 'Transportes Alfa',
      timeZone: 'America/Sao_Paulo',
      personName: 'Maria Oliveira',
    });
    expect(account.displayName).toBe('Maria Oliveira');
    const doc = await db().doc(`companies/${alfa}/users/${user.id}`).get();
    expect(doc.data()).toMatchObject({ name: 'Maria Oliveira', role: 'user', checklistsCount: 0, completedCount: 0 });
    await expect(signIn('maria.oliveira.nova@teste.dev', input.password)).resolves.toEqual(expect.any(String));
  });

  it('when the user is created inactive, then the account is disabled', async () => {
    const user = await createUser(adminAlfa.token, validUser({ isActive: false }));
    expect((await auth().getUser(user.id)).disabled).toBe(true);
  });

  it('when the e-mail is already taken, then 409 with a pt-BR message and no second document', async () => {
    const first = await createUser(adminAlfa.token);
    const before = await snapshotCompany(alfa, ['users']);

    const res = await call('post', '/api/users', adminAlfa.token, validUser({ email: first.email, name: 'Outro' }));

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Este email já está em uso por outra conta');
    expect(await snapshotCompany(alfa, ['users'])).toBe(before);
  });

  it('when the document cannot be written, then the account just made is deleted again', async () => {
    const input = validUser();
    // Fault injection: the store refuses this one write, as an outage would.
    const create = vi.spyOn(usersRepository, 'create').mockRejectedValueOnce(new Error('Firestore indisponível'));
    try {
      const res = await call('post', '/api/users', adminAlfa.token, input);
      expect(res.status).toBe(500);
      expect(res.body.error.message).toBe('Erro interno do servidor. Tente novamente.');
    } finally {
      create.mockRestore();
    }
    expect(await accountByEmail(input.email)).toBeNull();
  });

  it.each([
    ['no name', { name: '' }, 'Nome é obrigatório'],
    ['no e-mail', { email: '' }, 'Email é obrigatório'],
    ['a malformed e-mail', { email: 'joao@' }, 'Email inválido'],
    ['no password', { password: '' }, 'Senha é obrigatória para novos usuários'],
    ['a short password', { password: '12345' }, 'Senha deve ter pelo menos 6 caracteres'],
    ['a role', { role: 'admin' }, 'Campo não permitido: role'],
    ['a company', { companyId: 'outra' }, 'Campo não permitido: companyId'],
  ])('when the body has %s, then 400 "%s" and no account nor document is made', async (_case, change, message) => {
    const before = await snapshotCompany(alfa, ['users']);
    const valid = validUser();
    const input = { ...valid, ...change };

    const res = await call('post', '/api/users', adminAlfa.token, input);

    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await snapshotCompany(alfa, ['users'])).toBe(before);
    // Under the e-mail it would have had without the bad field (a bad e-mail cannot name an account).
    expect(await accountByEmail(valid.email)).toBeNull();
  });

  it('when the password is missing from the body, then 400 "Senha é obrigatória para novos usuários"', async () => {
    const { password: _password, ...input } = validUser();
    const res = await call('post', '/api/users', adminAlfa.token, input);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Senha é obrigatória para novos usuários');
  });
});

describe('listing users', () => {
  let company: string;
  let admin: TestAccount;

  beforeAll(async () => {
    company = newCompanyId('lista');
    admin = await createAccount({ role: 'admin', companyId: company });
    const people = [
      validUser({ name: 'Érica Souza', phone: '(21) 97777-1111' }),
      validUser({ name: 'Carlos Lima', isActive: false }),
      validUser({ name: 'Beatriz Costa', email: 'bia.costa@frota.dev' }),
      validUser({ name: 'André Alves' }),
    ];
    for (const person of people) await createUser(admin.token, person);
  });

  it('when users are listed, then they come by name, a page at a time, with the total', async () => {
    const first = await call('get', '/api/users?page=1&pageSize=3', admin.token);
    const second = await call('get', '/api/users?page=2&pageSize=3', admin.token);

    expect(first.body.data.total).toBe(4);
    expect(first.body.data.items.map((u: CompanyUser) => u.name)).toEqual([
      'André Alves',
      'Beatriz Costa',
      'Carlos Lima',
    ]);
    expect(second.body.data.items.map((u: CompanyUser) => u.name)).toEqual(['Érica Souza']);
  });

  it.each([
    ['erica', ['Érica Souza']],
    ['FROTA.DEV', ['Beatriz Costa']],
    ['97777', ['Érica Souza']],
  ])('when searching "%s", then name, e-mail and phone match regardless of case and accents', async (search, names) => {
    const res = await call('get', `/api/users?search=${encodeURIComponent(search)}`, admin.token);
    expect(res.body.data.items.map((u: CompanyUser) => u.name)).toEqual(names);
    expect(res.body.data.total).toBe(names.length);
  });

  it('when only active users are asked for, then inactive ones are left out', async () => {
    const res = await call('get', '/api/users?active=true&pageSize=100', admin.token);
    expect(res.body.data.items.map((u: CompanyUser) => u.name)).toEqual([
      'André Alves',
      'Beatriz Costa',
      'Érica Souza',
    ]);
  });

  it('when the stats are asked for, then they count every user of the company', async () => {
    const res = await call('get', '/api/users/stats', admin.token);
    expect(res.body.data).toEqual({ total: 4, active: 3, inactive: 1, checklistsAssigned: 0, checklistsCompleted: 0 });
  });

  it('when the page size is above 100, then 400', async () => {
    const res = await call('get', '/api/users?pageSize=101', admin.token);
    expect(res.status).toBe(400);
  });
});

describe('updating a user', () => {
  it('when an admin updates a user, then the document and the account change', async () => {
    const user = await createUser(adminAlfa.token);
    const email = `novo-${user.id.slice(0, 6).toLowerCase()}@teste.dev`;

    const res = await call('put', `/api/users/${user.id}`, adminAlfa.token, {
      name: 'João Atualizado',
      email,
      phone: '',
      isActive: true,
    });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: user.id, name: 'João Atualizado', email, phone: '' });
    const account = await auth().getUser(user.id);
    expect([account.displayName, account.email]).toEqual(['João Atualizado', email]);
  });

  it("when an update or a create comes with no field at all, then 400 'Erro: Dados insuficientes para atualização' or 'Erro: Informações necessárias não encontradas', with each missing field named", async () => {
    const user = await createUser(adminAlfa.token);
    const before = await snapshotCompany(alfa, ['users']);

    const update = await call('put', `/api/users/${user.id}`, adminAlfa.token, {});
    const create = await call('post', '/api/users', adminAlfa.token, {});
    const partial = await call('put', `/api/users/${user.id}`, adminAlfa.token, { name: 'Só o nome' });

    expect([update.status, update.body.error.message]).toEqual([400, 'Erro: Dados insuficientes para atualização']);
    expect(update.body.error.issues.map((i: { path: string }) => i.path)).toContain('email');
    expect([create.status, create.body.error.message]).toEqual([400, 'Erro: Informações necessárias não encontradas']);
    // A body with some fields is told what is wrong with it, field by field.
    expect([partial.status, partial.body.error.message]).toEqual([400, 'Email é obrigatório']);
    expect(await snapshotCompany(alfa, ['users'])).toEqual(before);
  });

  it('when a password is sent on update, then 400 and nothing changes', async () => {
    const user = await createUser(adminAlfa.token);
    const before = await snapshotCompany(alfa, ['users']);
    const res = await call('put', `/api/users/${user.id}`, adminAlfa.token, {
      name: 'Outro nome',
      email: user.email,
      phone: '',
      isActive: true,
      password: 'nova-senha-1',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Campo não permitido: password');
    expect(await snapshotCompany(alfa, ['users'])).toBe(before);
  });

  it('when the new e-mail belongs to another account, then 409 and neither document nor account changes', async () => {
    const [user, other] = [await createUser(adminAlfa.token), await createUser(adminAlfa.token)];
    const before = await snapshotCompany(alfa, ['users']);

    const res = await call('put', `/api/users/${user.id}`, adminAlfa.token, {
      name: 'Trocado',
      email: other.email,
      phone: '',
      isActive: true,
    });

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Este email já está em uso por outra conta');
    expect(await snapshotCompany(alfa, ['users'])).toBe(before);
    expect((await auth().getUser(user.id)).displayName).toBe(user.name);
  });

  it('when a user is deactivated, then the account is disabled and the user’s next write is refused', async () => {
    const input = validUser();
    const user = await createUser(adminAlfa.token, input);
    const token = await signIn(input.email, input.password);
    expect((await call('post', '/api/users/fcm-token', token, { fcmToken: 'device-antes' })).status).toBe(200);
    await pastRevocationSecond();

    const res = await call('put', `/api/users/${user.id}`, adminAlfa.token, {
      ...input,
      password: undefined,
      isActive: false,
    });

    expect(res.status).toBe(200);
    expect(res.body.data.isActive).toBe(false);
    expect((await auth().getUser(user.id)).disabled).toBe(true);
    const write = await call('post', '/api/users/fcm-token', token, { fcmToken: 'device-depois' });
    expect(write.status).toBe(401);
    expect(await pushTokensRepository.listForUser(alfa, user.id)).toEqual(['device-antes']);
  });
});

describe('deleting a user', () => {
  it('when a user is deleted, then the account and document go and the checklists stay under a pseudonym (LGPD)', async () => {
    const user = await createUser(adminAlfa.token, validUser({ name: 'Pedro Santos' }));
    const template = (await call('post', '/api/templates', adminAlfa.token, validTemplate())).body.data;
    const assigned = await call('post', '/api/checklists/assign', adminAlfa.token, {
      templateId: template.id,
      dueDate: inMinutes(60),
      userIds: [user.id],
    });
    const checklistId = assigned.body.data.ids[0];

    const res = await call('delete', `/api/users/${user.id}`, adminAlfa.token);

    expect(res.status).toBe(200);
    expect(await accountByEmail(user.email)).toBeNull();
    expect((await db().doc(`companies/${alfa}/users/${user.id}`).get()).exists).toBe(false);
    const checklist = await db().doc(`companies/${alfa}/checklists/${checklistId}`).get();
    expect(checklist.data()).toMatchObject({
      userId: user.id,
      userName: (await pseudonymOf(alfa, user.id)).name,
      userDeleted: true,
    });
    expect((await call('get', `/api/users/${user.id}`, adminAlfa.token)).status).toBe(404);
  });
});

describe('tenancy and roles', () => {
  let alfaUser: CompanyUser;
  let checklistId: string;

  beforeAll(async () => {
    alfaUser = await createUser(adminAlfa.token);
    const template = (await call('post', '/api/templates', adminAlfa.token, validTemplate())).body.data;
    const assigned = await call('post', '/api/checklists/assign', adminAlfa.token, {
      templateId: template.id,
      dueDate: inMinutes(60),
      userIds: [alfaUser.id],
    });
    checklistId = assigned.body.data.ids[0];
  });

  const update = () => ({ name: 'Invasor', email: 'invasor@teste.dev', phone: '', isActive: false });

  it('when another company’s admin reads, updates or deletes the user or its checklists, then 404 and nothing changes', async () => {
    const before = await snapshotCompany(alfa, ['users', 'checklists']);
    const attempts = [
      call('get', `/api/users/${alfaUser.id}`, adminBeta.token),
      call('put', `/api/users/${alfaUser.id}`, adminBeta.token, update()),
      call('delete', `/api/users/${alfaUser.id}`, adminBeta.token),
      call('get', `/api/users/${alfaUser.id}/checklists`, adminBeta.token),
      call('delete', `/api/users/${alfaUser.id}/checklists/${checklistId}`, adminBeta.token),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
    expect(await snapshotCompany(alfa, ['users', 'checklists'])).toBe(before);
    const account = await auth().getUser(alfaUser.id);
    expect([account.disabled, account.email]).toEqual([false, alfaUser.email]);
  });

  it('when another company’s admin lists users or stats, then none of this company’s users is counted or shown', async () => {
    const list = await call('get', `/api/users?search=${encodeURIComponent(alfaUser.email)}`, adminBeta.token);
    expect(list.body.data).toMatchObject({ items: [], total: 0 });
    const all = await call('get', '/api/users?pageSize=100', adminBeta.token);
    expect(all.body.data.items.map((u: CompanyUser) => u.id)).not.toContain(alfaUser.id);
    const stats = await call('get', '/api/users/stats', adminBeta.token);
    expect(stats.body.data.total).toBe(all.body.data.total);
  });

  it('when a user or a superadmin calls the admin routes, then 403 and nothing changes', async () => {
    const before = await snapshotCompany(alfa, ['users', 'checklists']);
    for (const token of [userAlfa.token, superadmin.token]) {
      const attempts = [
        call('get', '/api/users', token),
        call('get', '/api/users/stats', token),
        call('get', `/api/users/${alfaUser.id}`, token),
        call('post', '/api/users', token, validUser()),
        call('put', `/api/users/${alfaUser.id}`, token, update()),
        call('delete', `/api/users/${alfaUser.id}`, token),
        call('get', `/api/users/${alfaUser.id}/checklists`, token),
        call('delete', `/api/users/${alfaUser.id}/checklists/${checklistId}`, token),
      ];
      for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
    }
    expect(await snapshotCompany(alfa, ['users', 'checklists'])).toBe(before);
  });

  it('when the id is unknown, then get, update and delete answer "Usuário não encontrado"', async () => {
    for (const res of await Promise.all([
      call('get', '/api/users/nao-existe', adminAlfa.token),
      call('put', '/api/users/nao-existe', adminAlfa.token, update()),
      call('delete', '/api/users/nao-existe', adminAlfa.token),
    ])) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Usuário não encontrado');
    }
  });
});

describe('push tokens', () => {
  it('when a field user registers a token twice, then it is stored once on that user', async () => {
    const input = validUser();
    const user = await createUser(adminAlfa.token, input);
    const token = await signIn(input.email, input.password);

    for (let i = 0; i < 2; i += 1) {
      const res = await call('post', '/api/users/fcm-token', token, { fcmToken: 'fcm-token-abc' });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ stored: true });
    }
    expect(await pushTokensRepository.listForUser(alfa, user.id)).toEqual(['fcm-token-abc']);
  });

  it('when another person signs in on the same device and registers its token, then the token is theirs alone', async () => {
    const [first, second] = [validUser(), validUser()];
    const [a, b] = [await createUser(adminAlfa.token, first), await createUser(adminAlfa.token, second)];
    const other = await createAccount({ role: 'user', companyId: beta });
    await usersRepository.create(beta, other.uid, { name: 'Beta', email: other.email, phone: '', isActive: true });

    await call('post', '/api/users/fcm-token', await signIn(first.email, first.password), {
      fcmToken: 'shared-device',
    });
    await call('post', '/api/users/fcm-token', await signIn(second.email, second.password), {
      fcmToken: 'shared-device',
    });
    expect(await pushTokensRepository.listForUser(alfa, a.id)).toEqual([]);
    expect(await pushTokensRepository.listForUser(alfa, b.id)).toEqual(['shared-device']);

    await call('post', '/api/users/fcm-token', other.token, { fcmToken: 'shared-device' });
    expect(await pushTokensRepository.listForUser(alfa, b.id)).toEqual([]);
    expect(await pushTokensRepository.listForUser(beta, other.uid)).toEqual(['shared-device']);
  });

  it('when the token is empty, then 400 with the pt-BR message', async () => {
    const res = await call('post', '/api/users/fcm-token', userAlfa.token, { fcmToken: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Token de notificação é obrigatório');
  });

  it('when an admin of the company registers a token, then it is stored on the admin (told of missed checklists)', async () => {
    const admin = await createAccount({ role: 'admin', companyId: alfa });
    await companiesRepository.createAdmin(alfa, admin.uid, { name: 'Ana', email: admin.email }, 'super@teste.dev');

    const res = await call('post', '/api/users/fcm-token', admin.token, { fcmToken: 'admin-device' });

    expect([res.status, res.body.data]).toEqual([200, { stored: true }]);
    expect(await pushTokensRepository.listForUser(alfa, admin.uid)).toEqual(['admin-device']);
  });

  it('when an admin account with no admin record registers a token, then 404 and nothing is stored', async () => {
    const res = await call('post', '/api/users/fcm-token', adminAlfa.token, { fcmToken: 'orphan-device' });
    expect([res.status, res.body.error.message]).toEqual([404, 'Usuário não encontrado']);
    expect(await pushTokensRepository.listForUser(alfa, adminAlfa.uid)).toEqual([]);
  });

  it('when the superadmin registers a token, then 403', async () => {
    const res = await call('post', '/api/users/fcm-token', superadmin.token, { fcmToken: 'x' });
    expect(res.status).toBe(403);
  });
});
