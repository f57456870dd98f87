import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredSession, resolveSessionUser, SESSION_STORAGE_KEY, writeStoredSession } from './session';

const account = { uid: 'u1', email: 'ana@alfa.dev', displayName: 'Ana Souza' };

describe('resolving the session from token claims', () => {
  it('when the claims carry an admin with a company, then the admin session is built', () => {
    const result = resolveSessionUser({
      ...account,
      claims: {
        role: 'admin',
        companyId: 'alfa',
        companyName: 'Transportes Alfa',
        timeZone: 'America/Manaus',
        iss: 'x',
      },
    });
    expect(result).toEqual({
      ok: true,
      user: {
        uid: 'u1',
        email: 'ana@alfa.dev',
        name: 'Ana Souza',
        role: 'admin',
        companyId: 'alfa',
        companyName: 'Transportes Alfa',
        timeZone: 'America/Manaus',
      },
    });
  });

  it('when someone else typed the password, then the session carries the flag, through a reload too', () => {
    const result = resolveSessionUser({
      ...account,
      claims: { role: 'admin', companyId: 'alfa', passwordChangeRequired: true },
    });
    expect(result).toMatchObject({ ok: true, user: { passwordChangeRequired: true } });
    if (!result.ok) return;
    writeStoredSession(result.user);
    expect(readStoredSession()).toEqual(result.user);
    const own = resolveSessionUser({ ...account, claims: { role: 'admin', companyId: 'alfa' } });
    expect(own.ok && own.user).not.toHaveProperty('passwordChangeRequired');
  });

  it('when the token has no time zone (older claims), then the session uses São Paulo time', () => {
    const result = resolveSessionUser({ ...account, claims: { role: 'user', companyId: 'alfa' } });
    expect(result).toMatchObject({ ok: true, user: { timeZone: 'America/Sao_Paulo' } });
  });

  it('when there is no role or an unknown one, then the person is not authorized', () => {
    expect(resolveSessionUser({ ...account, claims: {} })).toEqual({ ok: false, message: 'Usuário não autorizado' });
    expect(resolveSessionUser({ ...account, claims: { role: 'owner' } })).toEqual({
      ok: false,
      message: 'Usuário não autorizado',
    });
  });

  it('when an admin or a field user has no company, then the session is refused with its own message', () => {
    for (const role of ['admin', 'user']) {
      expect(resolveSessionUser({ ...account, claims: { role } })).toEqual({
        ok: false,
        message: 'Usuário não tem empresa associada',
      });
    }
  });

  it('when a superadmin has no company, then the session is accepted', () => {
    const result = resolveSessionUser({ ...account, claims: { role: 'superadmin' } });
    expect(result).toMatchObject({ ok: true, user: { role: 'superadmin', companyId: null, companyName: null } });
  });

  it('when there is no display name, then the name claim is used, else the e-mail', () => {
    const named = resolveSessionUser({
      ...account,
      displayName: null,
      claims: { role: 'user', companyId: 'alfa', name: 'João' },
    });
    const unnamed = resolveSessionUser({ ...account, displayName: '', claims: { role: 'user', companyId: 'alfa' } });
    expect(named).toMatchObject({ ok: true, user: { name: 'João' } });
    expect(unnamed).toMatchObject({ ok: true, user: { name: 'ana@alfa.dev' } });
  });

  it("when the token carries the record's name, then it is shown over the profile's, which its holder may edit", () => {
    const result = resolveSessionUser({
      ...account,
      displayName: 'Diretor Geral',
      claims: { role: 'admin', companyId: 'alfa', personName: 'Ana Souza' },
    });
    expect(result).toMatchObject({ ok: true, user: { name: 'Ana Souza' } });
  });
});

describe('the stored session', () => {
  beforeEach(() => localStorage.clear());

  it('when a session is written, then it is kept under auth-storage with isAuthenticated', () => {
    const user = {
      uid: 'u1',
      email: 'joao@alfa.dev',
      name: 'João',
      role: 'user' as const,
      companyId: 'alfa',
      companyName: 'Transportes Alfa',
      timeZone: 'America/Rio_Branco' as const,
    };
    writeStoredSession(user);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '')).toEqual({ user, isAuthenticated: true });
    expect(readStoredSession()).toEqual(user);
  });

  it('when the session ends, then the stored copy is removed', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"isAuthenticated":true}');
    writeStoredSession(null);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('when the stored value is corrupt, then there is no stored session', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ isAuthenticated: true, user: { role: 'owner' } }));
    expect(readStoredSession()).toBeNull();
  });
});
