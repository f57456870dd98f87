import { describe, expect, it } from 'vitest';
import { companyOf, homePathFor, isCompanyBound, readSessionClaims, type SessionUser } from './roles';

const session = (companyId: string | null): SessionUser => ({
  uid: 'u',
  email: 'a@b.dev',
  name: 'A',
  role: 'admin',
  companyId,
  companyName: null,
  timeZone: 'America/Sao_Paulo',
});

describe('roles', () => {
  it('when a field user signs in, then home is /mobile; others go to /admin', () => {
    expect(homePathFor('user')).toBe('/mobile');
    expect(homePathFor('admin')).toBe('/admin');
    expect(homePathFor('superadmin')).toBe('/admin');
  });

  it('when a session has no company, then company-bound work is forbidden with the spec message', () => {
    expect(() => companyOf(session(null))).toThrow('Usuário não tem empresa associada');
    expect(companyOf(session('alfa')).companyId).toBe('alfa');
  });
});

describe('company binding', () => {
  it('when the role is admin or user, then it is bound to a company; the superadmin is not', () => {
    expect([isCompanyBound('admin'), isCompanyBound('user'), isCompanyBound('superadmin')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('reading the claims of a token', () => {
  it('when the password was typed by someone else, then the claim says so; anything but true reads as no flag', () => {
    expect(readSessionClaims({ role: 'admin', companyId: 'alfa', passwordChangeRequired: true })).toEqual({
      role: 'admin',
      companyId: 'alfa',
      passwordChangeRequired: true,
    });
    for (const value of ['true', 1, false, null]) {
      expect(readSessionClaims({ role: 'admin', companyId: 'alfa', passwordChangeRequired: value })).toEqual({
        role: 'admin',
        companyId: 'alfa',
      });
    }
  });

  it('when a role and a company are claimed, then both are read and other claims are dropped', () => {
    expect(readSessionClaims({ role: 'admin', companyId: 'alfa', companyName: 'Transportes Alfa', iss: 'x' })).toEqual({
      role: 'admin',
      companyId: 'alfa',
      companyName: 'Transportes Alfa',
    });
    expect(readSessionClaims({ role: 'superadmin' })).toEqual({ role: 'superadmin' });
  });

  it("when the company's time zone is claimed, then it is read; a zone outside Brazil's four reads as São Paulo", () => {
    expect(readSessionClaims({ role: 'user', companyId: 'alfa', timeZone: 'America/Manaus' })).toEqual({
      role: 'user',
      companyId: 'alfa',
      timeZone: 'America/Manaus',
    });
    expect(readSessionClaims({ role: 'user', companyId: 'alfa', timeZone: 'Europe/Lisbon' })?.timeZone).toBe(
      'America/Sao_Paulo',
    );
    expect(readSessionClaims({ role: 'user', companyId: 'alfa' })?.timeZone).toBeUndefined();
  });

  it('when the role is missing or unknown, or a company claim is malformed, then there are no claims', () => {
    expect(readSessionClaims({})).toBeNull();
    expect(readSessionClaims({ role: 'owner' })).toBeNull();
    expect(readSessionClaims({ role: 'admin', companyId: '' })).toBeNull();
    expect(readSessionClaims({ role: 'admin', companyId: 42 })).toBeNull();
    expect(readSessionClaims({ role: 'user', companyId: 'alfa', companyName: null })).toBeNull();
  });
});
