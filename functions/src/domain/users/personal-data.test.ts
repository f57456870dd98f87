import { describe, expect, it } from 'vitest';
import { ERASED_VALUE, erasedAuditEntry, erasedPerson, pseudonymOfDigest, type AuditEntryText } from './personal-data';

const pseudonym = pseudonymOfDigest('ab'.repeat(32));
const user = {
  id: 'uid-rita-0001',
  name: 'Rita Moura',
  email: 'rita@alfa.dev',
  phone: '(11) 97777-1234',
  cnhNumber: '58316794534',
};
const entry = (fields: Partial<AuditEntryText>): AuditEntryText => ({
  actor: { uid: 'uid-admin', name: 'Ana Souza', role: 'admin' },
  record: { type: 'checklist', id: 'c1', label: 'Inspeção diária' },
  changes: [],
  reason: null,
  actorUid: 'uid-admin',
  recordId: 'c1',
  ...fields,
});

describe('a deleted person in the audit trail', () => {
  it('when the pseudonym is made of a digest, then it shows 12 hex digits and keeps 24 as the id', () => {
    expect(pseudonym).toEqual({ id: `removido-${'ab'.repeat(12)}`, name: `Usuário removido ${'ab'.repeat(6)}` });
  });

  it('when their record’s entries changed their name, e-mail, phone or CNH, then the earlier values are theirs too', () => {
    const person = erasedPerson(user, [
      {
        changes: [
          { field: 'name', before: 'Rita M.', after: 'Rita Moura' },
          { field: 'email', before: 'old@alfa.dev', after: 'rita@alfa.dev' },
          { field: 'cnhNumber', before: null, after: '58316794534' },
          { field: 'role', before: 'user', after: 'admin' },
        ],
      },
    ]);
    expect([...person.names].sort()).toEqual(['Rita M.', 'Rita Moura']);
    expect([...person.contacts].sort()).toEqual(['(11) 97777-1234', '58316794534', 'old@alfa.dev', 'rita@alfa.dev']);
  });

  it('when they acted, then the actor is the pseudonym and the rest of the entry stays', () => {
    const person = erasedPerson(user, []);
    const theirs = entry({ actor: { uid: user.id, name: user.name, role: 'user' }, actorUid: user.id });
    expect(erasedAuditEntry(theirs, person, pseudonym)).toEqual({
      ...theirs,
      actor: { uid: pseudonym.id, name: pseudonym.name, role: 'user' },
      actorUid: pseudonym.id,
    });
  });

  it('when another’s entry names them in a value, a reason or a file name, then only their part is replaced', () => {
    const person = erasedPerson(user, []);
    const assigned = entry({
      changes: [
        { field: 'userName', before: null, after: 'Rita Moura' },
        { field: 'arquivo', before: null, after: 'Checklist_Inspe__o_Rita_Moura_2026-11-27.pdf' },
      ],
      reason: 'Ligar para (11) 97777-1234 ou rita@alfa.dev',
    });
    expect(erasedAuditEntry(assigned, person, pseudonym)).toEqual({
      ...assigned,
      changes: [
        { field: 'userName', before: null, after: pseudonym.name },
        {
          field: 'arquivo',
          before: null,
          after: 'Checklist_Inspe__o_Usu_rio_removid_2026-11-27.pdf',
        },
      ],
      reason: `Ligar para ${ERASED_VALUE} ou ${ERASED_VALUE}`,
    });
  });

  it('when the entry is about their record, then every name, e-mail, phone and CNH value goes, and empty ones stay empty', () => {
    const person = erasedPerson(user, []);
    const edited = entry({
      record: { type: 'user', id: user.id, label: user.name },
      recordId: user.id,
      changes: [
        { field: 'name', before: 'Rita M.', after: 'Rita Moura' },
        { field: 'phone', before: '', after: '(21) 95555-0000' },
        { field: 'cnhNumber', before: null, after: '11111111111' },
        { field: 'isActive', before: true, after: false },
      ],
    });
    expect(erasedAuditEntry(edited, person, pseudonym)).toEqual({
      ...edited,
      record: { type: 'user', id: pseudonym.id, label: pseudonym.name },
      recordId: pseudonym.id,
      changes: [
        { field: 'name', before: pseudonym.name, after: pseudonym.name },
        { field: 'phone', before: '', after: ERASED_VALUE },
        { field: 'cnhNumber', before: null, after: ERASED_VALUE },
        { field: 'isActive', before: true, after: false },
      ],
    });
  });

  it('when their name is one word, then it is replaced only as a whole value: another person who shares it keeps theirs', () => {
    const ana = erasedPerson({ ...user, name: 'Ana' }, []);
    const assigned = entry({
      changes: [
        { field: 'userName', before: 'Ana', after: 'Ana Souza' },
        { field: 'arquivo', before: null, after: 'Checklist_Inspe__o_Ana_Souza_2026-11-27.pdf' },
      ],
      reason: 'Banana',
    });
    expect(erasedAuditEntry(assigned, ana, pseudonym)).toEqual({
      ...assigned,
      changes: [
        { field: 'userName', before: pseudonym.name, after: 'Ana Souza' },
        { field: 'arquivo', before: null, after: 'Checklist_Inspe__o_Ana_Souza_2026-11-27.pdf' },
      ],
    });
  });

  it('when an entry never names them, then it is left as it is (null)', () => {
    expect(erasedAuditEntry(entry({}), erasedPerson(user, []), pseudonym)).toBeNull();
  });
});
