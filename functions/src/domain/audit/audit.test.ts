import { describe, expect, it } from 'vitest';
import { AuditListQuerySchema, auditDateRange, changedFields, userChangeEntries, vehicleChangeEntries } from './audit';

const actor = { uid: 'admin-1', name: 'Ana Souza', role: 'admin' as const };
const maria = { type: 'user' as const, id: 'u-maria', label: 'Maria' };

describe('the entries of a change', () => {
  it('when a user’s role, e-mail and activity change in one edit, then one entry, named by the deactivation, lists them all', () => {
    const before = { name: 'Maria', email: 'maria@alfa.dev', phone: '', role: 'user', isActive: true, password: 'x' };
    const after = {
      name: 'Maria',
      email: 'maria.lima@alfa.dev',
      phone: '',
      role: 'admin',
      isActive: false,
      password: 'y',
    };
    const entries = userChangeEntries(actor, maria, before, after);
    expect(entries.map((e) => e.action)).toEqual(['user.deactivated']);
    expect(entries[0]!.changes).toEqual([
      { field: 'email', before: 'maria@alfa.dev', after: 'maria.lima@alfa.dev' },
      { field: 'role', before: 'user', after: 'admin' },
      { field: 'isActive', before: true, after: false },
    ]);
    // Never a password, whatever the records hold.
    expect(JSON.stringify(entries)).not.toContain('password');
    expect(JSON.stringify(entries[0]!.actor)).toBe(JSON.stringify(actor));
  });

  it.each([
    [{ role: 'admin', email: 'maria.lima@alfa.dev' }, 'user.role_changed'],
    [{ email: 'maria.lima@alfa.dev', name: 'Maria Lima' }, 'user.email_changed'],
    [{ name: 'Maria Lima' }, 'user.updated'],
    [{ isActive: false }, 'user.deactivated'],
  ])('when a user’s edit changes %o, then its one entry is %s', (change, action) => {
    const before = { name: 'Maria', email: 'maria@alfa.dev', phone: '', role: 'user', isActive: true };
    expect(userChangeEntries(actor, maria, before, { ...before, ...change }).map((e) => e.action)).toEqual([action]);
  });

  it('when a vehicle is deactivated with another change, then one entry, named by the deactivation, lists both', () => {
    const strada = { type: 'vehicle' as const, id: 'v1', label: 'Strada' };
    const entries = vehicleChangeEntries(
      actor,
      strada,
      { color: 'Branca', isActive: true },
      { color: 'Prata', isActive: false },
    );
    expect(entries.map((e) => [e.action, e.changes.map((c) => c.field)])).toEqual([
      ['vehicle.deactivated', ['color', 'isActive']],
    ]);
  });

  it('when nothing changed, then no entry', () => {
    const same = { name: 'Maria', email: 'm@alfa.dev', phone: '', role: 'user', isActive: true };
    expect(userChangeEntries(actor, maria, same, { ...same })).toEqual([]);
    expect(
      vehicleChangeEntries(actor, { type: 'vehicle', id: 'v1', label: 'Strada' }, { currentKm: 1 }, { currentKm: 1 }),
    ).toEqual([]);
  });

  it('when a record is created or deleted, then its fields go from nothing or to nothing', () => {
    expect(changedFields(null, { name: 'Strada', isActive: true }, ['name', 'isActive'])).toEqual([
      { field: 'name', before: null, after: 'Strada' },
      { field: 'isActive', before: null, after: true },
    ]);
    expect(changedFields({ plate: 'ABC1D23' }, null, ['plate'])).toEqual([
      { field: 'plate', before: 'ABC1D23', after: null },
    ]);
  });
});

describe('the audit filters', () => {
  it('when days are given, then they cover São Paulo’s whole days', () => {
    expect(auditDateRange('2026-11-20', '2026-11-20')).toEqual({
      start: new Date('2026-11-20T03:00:00.000Z'),
      end: new Date('2026-11-21T03:00:00.000Z'),
    });
    expect(auditDateRange(undefined, undefined)).toEqual({ start: null, end: null });
  });

  it('when the company is in Manaus or Acre, then the days are its own (UTC−4, UTC−5)', () => {
    expect(auditDateRange('2026-11-20', '2026-11-21', 'America/Manaus')).toEqual({
      start: new Date('2026-11-20T04:00:00.000Z'),
      end: new Date('2026-11-22T04:00:00.000Z'),
    });
    expect(auditDateRange('2026-12-31', '2026-12-31', 'America/Rio_Branco')).toEqual({
      start: new Date('2026-12-31T05:00:00.000Z'),
      end: new Date('2027-01-01T05:00:00.000Z'),
    });
  });

  it('when a filter is malformed, then the pt-BR message says which', () => {
    expect(AuditListQuerySchema.safeParse({ from: '20/11/2026' }).error?.issues[0]?.message).toBe('Data inválida');
    expect(AuditListQuerySchema.safeParse({ from: '2026-02-31' }).error?.issues[0]?.message).toBe('Data inválida');
    expect(AuditListQuerySchema.safeParse({ from: '2026-11-21', to: '2026-11-20' }).error?.issues[0]?.message).toBe(
      'A data final deve ser igual ou posterior à inicial',
    );
    expect(AuditListQuerySchema.safeParse({ recordType: 'template' }).success).toBe(false);
  });
});
