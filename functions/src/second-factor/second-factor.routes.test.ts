import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../domain/audit/audit';
import { auth, db } from '../platform/firebase';
import { createAccount, signIn, TEST_TOTP_SECRET, type TestAccount } from '../testing/accounts';
import { call } from '../testing/http';
import { pastRevocationSecond, twoCompanies } from '../testing/world';

/**
 * A code of the current 30 s step (`ahead` 0) or the next (1): the server, a moment later, is on
 * this step or the next, and takes one step either side, so both pass whenever it checks them.
 */
const codeOf = (secret: string, ahead: 0 | 1 = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + ahead * 30_000 });

const stored = async (uid: string) => (await db().collection('second_factors').doc(uid).get()).data();

let alfa: string;
let admin: TestAccount;
let adminBeta: TestAccount;
let superadmin: TestAccount;
let userAlfa: TestAccount;

beforeAll(async () => {
  ({ alfa, admin, adminBeta, superadmin, userAlfa } = await twoCompanies());
});

/** A new admin of alfa who turned the second factor on: their secret, the code that confirmed it, and the token that enrolled. */
async function enrolledAdmin(): Promise<TestAccount & { secret: string; spentCode: string }> {
  const account = await createAccount({ role: 'admin', companyId: alfa, name: 'Bruna Lima' });
  const started = await call('post', '/api/me/second-factor/enrolment', account.token);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const secret = started.body.data.secret as string;
  const spentCode = codeOf(secret);
  const confirmed = await call('post', '/api/me/second-factor/enrolment/confirm', account.token, { code: spentCode });
  expect(confirmed.body.data).toEqual({ enrolled: true, required: false, verified: true });
  return { ...account, secret, spentCode };
}

describe("an admin's second factor", () => {
  it('when an admin starts the enrolment, then it gets the secret as text, as an otpauth URI and as a QR code in SVG', async () => {
    const account = await createAccount({ role: 'admin', companyId: alfa });
    const res = await call('post', '/api/me/second-factor/enrolment', account.token);
    expect(res.status).toBe(200);
    const { secret, uri, qrSvg } = res.body.data as { secret: string; uri: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/CheckFrota:${encodeURIComponent(account.email)}?issuer=CheckFrota&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    // Not on until a code confirms it: the admin's routes still answer.
    expect((await call('get', '/api/me/second-factor', account.token)).body.data).toEqual({
      enrolled: false,
      required: false,
      verified: false,
    });
    expect((await call('get', '/api/templates', account.token)).status).toBe(200);
  });

  it('when an enrolled admin signs in again, then every route but the second factor answers 403 until the code is given', async () => {
    const account = await enrolledAdmin();
    expect((await call('get', '/api/templates', account.token)).status).toBe(200);
    await pastRevocationSecond();
    const fresh = await signIn(account.email);

    const refused = await call('get', '/api/templates', fresh);
    expect([refused.status, refused.body.error]).toEqual([
      403,
      { code: 'second_factor_required', message: 'Informe o código do aplicativo autenticador para continuar' },
    ]);
    expect((await call('post', '/api/templates', fresh, {})).status).toBe(403);
    expect((await call('get', '/api/me/second-factor', fresh)).body.data).toEqual({
      enrolled: true,
      required: false,
      verified: false,
    });

    const verified = await call('post', '/api/me/second-factor/verify', fresh, { code: codeOf(account.secret, 1) });
    expect(verified.body.data).toEqual({ enrolled: true, required: false, verified: true });
    expect((await call('get', '/api/templates', fresh)).status).toBe(200);
    // The earlier sign-in stays verified.
    expect((await call('get', '/api/templates', account.token)).status).toBe(200);
  });

  it('when a code is wrong, malformed or used twice, then it is refused with the pt-BR message and the sign-in stays unverified', async () => {
    const account = await enrolledAdmin();
    await pastRevocationSecond();
    const fresh = await signIn(account.email);

    const malformed = await call('post', '/api/me/second-factor/verify', fresh, { code: '12ab56' });
    expect([malformed.status, malformed.body.error.message]).toEqual([
      400,
      'Informe o código de 6 dígitos do aplicativo autenticador',
    ]);
    const extra = await call('post', '/api/me/second-factor/verify', fresh, { code: '123456', trust: true });
    expect(extra.status).toBe(400);
    const spent = account.spentCode;
    const wrong = spent === '000000' ? '111111' : '000000';
    const refused = await call('post', '/api/me/second-factor/verify', fresh, { code: wrong });
    expect([refused.status, refused.body.error.message]).toEqual([
      400,
      'Código incorreto ou expirado. Confira o aplicativo e tente novamente.',
    ]);
    // The code that confirmed the enrolment is spent: it never passes again, even for another sign-in.
    expect((await call('post', '/api/me/second-factor/verify', fresh, { code: spent })).status).toBe(400);
    expect((await call('get', '/api/templates', fresh)).status).toBe(403);
    expect((await stored(account.uid))?.verifiedSignIns).toHaveLength(1);
  });

  it('when five wrong codes are sent, then even the right one is refused for a while (429)', async () => {
    const account = await enrolledAdmin();
    await pastRevocationSecond();
    const fresh = await signIn(account.email);
    const right = codeOf(account.secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call('post', '/api/me/second-factor/verify', fresh, { code: wrong })).status).toBe(400);
    }
    const locked = await call('post', '/api/me/second-factor/verify', fresh, { code: right });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await call('get', '/api/templates', fresh)).status).toBe(403);
  });

  it('when an admin turns it off with a current code, then a new sign-in needs no code; a field user has no such route', async () => {
    const account = await enrolledAdmin();
    const off = await call('post', '/api/me/second-factor/disable', account.token, { code: codeOf(account.secret, 1) });
    expect(off.body.data).toEqual({ enrolled: false, required: false, verified: false });
    expect(await stored(account.uid)).toBeUndefined();
    await pastRevocationSecond();
    expect((await call('get', '/api/templates', await signIn(account.email))).status).toBe(200);

    expect((await call('get', '/api/me/second-factor', userAlfa.token)).status).toBe(403);
    expect((await call('post', '/api/me/second-factor/enrolment', userAlfa.token)).status).toBe(403);
  });
});

describe("the superadmin's second factor", () => {
  it('when a superadmin has none, then only the enrolment answers; once a code confirms it, the platform answers', async () => {
    const account = await createAccount({ role: 'admin', companyId: alfa });
    // A superadmin the tests did not enrol: the CLI's new one.
    await auth().setCustomUserClaims(account.uid, { role: 'superadmin' });
    await pastRevocationSecond();
    const token = await signIn(account.email);

    const refused = await call('get', '/api/companies', token);
    expect([refused.status, refused.body.error]).toEqual([
      403,
      { code: 'second_factor_enrolment_required', message: 'Ative a verificação em duas etapas para continuar' },
    ]);
    expect((await call('get', '/api/me/second-factor', token)).body.data).toEqual({
      enrolled: false,
      required: true,
      verified: false,
    });
    const secret = (await call('post', '/api/me/second-factor/enrolment', token)).body.data.secret as string;
    const confirmed = await call('post', '/api/me/second-factor/enrolment/confirm', token, { code: codeOf(secret) });
    expect(confirmed.body.data).toEqual({ enrolled: true, required: true, verified: true });
    expect((await call('get', '/api/companies', token)).status).toBe(200);

    const off = await call('post', '/api/me/second-factor/disable', token, { code: codeOf(secret, 1) });
    expect([off.status, off.body.error.message]).toEqual([
      403,
      'O superadmin não pode desativar a verificação em duas etapas',
    ]);
    expect((await stored(account.uid))?.secret).toBe(secret);
  });

  it("when the tests' superadmin signs in, then it is enrolled with the known secret and verified", async () => {
    expect((await stored(superadmin.uid))?.secret).toBe(TEST_TOTP_SECRET);
    expect((await call('get', '/api/companies', superadmin.token)).status).toBe(200);
  });
});

describe('a lost phone', () => {
  const trail = async (token: string) =>
    ((await call('get', '/api/audit?recordType=user', token)).body.data as AuditPage).items;

  it("when another admin of the company resets an admin's factor, then it is gone, their sessions end and the trail says who", async () => {
    const account = await enrolledAdmin();
    await pastRevocationSecond();
    const res = await call('delete', `/api/admins/${account.uid}/second-factor`, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stored(account.uid)).toBeUndefined();
    expect((await call('get', '/api/me/second-factor', account.token)).status).toBe(401);
    expect((await call('get', '/api/templates', await signIn(account.email))).status).toBe(200);
    expect(await trail(admin.token)).toContainEqual(
      expect.objectContaining({
        action: 'user.second_factor_reset',
        actor: expect.objectContaining({ uid: admin.uid, role: 'admin' }),
        record: { type: 'user', id: account.uid, label: `Bruna Lima (${account.email})` },
      }),
    );
  });

  it("when another company's admin, a field user or the admin themselves asks, then 404, 403 and 403, and the factor stays", async () => {
    const account = await enrolledAdmin();
    const other = await call('delete', `/api/admins/${account.uid}/second-factor`, adminBeta.token);
    expect([other.status, other.body.error.message]).toEqual([404, 'Administrador não encontrado']);
    const fieldUser = await call('delete', `/api/admins/${account.uid}/second-factor`, userAlfa.token);
    expect(fieldUser.status).toBe(403);
    const self = await call('delete', `/api/admins/${account.uid}/second-factor`, account.token);
    expect([self.status, self.body.error.message]).toEqual([
      403,
      'Para desativar a sua, use Verificação em duas etapas no seu perfil',
    ]);
    const unknown = await call('delete', '/api/admins/ninguem-aqui/second-factor', admin.token);
    expect(unknown.status).toBe(404);
    expect((await stored(account.uid))?.secret).toBe(account.secret);
  });

  it("when the superadmin resets an admin's factor, then it is gone and the company's trail names the superadmin", async () => {
    const account = await enrolledAdmin();
    const res = await call('delete', `/api/admins/${account.uid}/second-factor`, superadmin.token);
    expect(res.status).toBe(200);
    expect(await stored(account.uid)).toBeUndefined();
    expect(await trail(admin.token)).toContainEqual(
      expect.objectContaining({
        action: 'user.second_factor_reset',
        actor: expect.objectContaining({ uid: superadmin.uid, role: 'superadmin' }),
        record: expect.objectContaining({ id: account.uid }),
      }),
    );
  });
});
