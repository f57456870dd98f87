import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, auditSubject } from './audit';
import { AUDIT_FIELDS, auditFieldRule, showAuditChange } from './audit-fields';

const INSTANT = '2026-11-11T17:20:00.000Z';
const DAY = '2026-11-26';
/** What a field's name looks like in code: camelCase, snake_case or plain lower case. */
const CODE_NAME = /^[a-z]+(?:[A-Z_][A-Za-z_]*)?$/;
const ISO = /\d{4}-\d{2}-\d{2}/;

describe("the audit trail's fields", () => {
  it('when any kind of record is audited, then its fields have labels', () => {
    expect(Object.keys(AUDIT_FIELDS).sort()).toEqual([...AUDIT_RECORD_TYPES].sort());
    for (const action of AUDIT_ACTIONS) expect(AUDIT_RECORD_TYPES).toContain(auditSubject(action));
  });

  it('when any audited action lists a field, then it reads in pt-BR: its label, dates on the company clock, money in R$, states by their labels', () => {
    for (const action of AUDIT_ACTIONS) {
      const subject = auditSubject(action);
      for (const [field, rule] of Object.entries(AUDIT_FIELDS[subject])) {
        const context = `${action} ${field}`;
        expect(rule.label, context).not.toMatch(CODE_NAME);
        expect(rule.label.charAt(0), context).toBe(rule.label.charAt(0).toUpperCase());
        const show = (value: string | number) =>
          showAuditChange(subject, { field, before: null, after: value }, 'America/Manaus').after;
        if (rule.kind === 'date') {
          expect(show(INSTANT), context).toBe('11/11/2026 13:20');
          expect(show(DAY), context).toBe('26/11/2026');
        }
        if (rule.kind === 'money') expect(show(1234.5), context).toBe('R$ 1.234,50');
        if (rule.kind === 'km') expect(show(123456), context).toBe('123.456 km');
        if (rule.kind === 'labels') {
          for (const [code, label] of Object.entries(rule.labels ?? {})) expect(show(code), context).toBe(label);
          expect(Object.keys(rule.labels ?? {}).length, context).toBeGreaterThan(0);
        }
      }
    }
  });

  it('when a fine and an assignment are recorded, then no raw name, ISO date or state code is shown', () => {
    const fine = [
      { field: 'infractionNumber', before: null, after: 'SP7654321' },
      { field: 'occurredAt', before: null, after: INSTANT },
      { field: 'status', before: null, after: 'driver_indicated' },
      { field: 'amount', before: null, after: 195.23 },
      { field: 'notificationDate', before: null, after: DAY },
    ].map((change) => showAuditChange('fine', change, 'America/Sao_Paulo'));
    expect(fine.map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual([
      'Número do auto de infração: — → SP7654321',
      'Data e hora da infração: — → 11/11/2026 14:20',
      'Situação: — → Condutor indicado',
      'Valor: — → R$ 195,23',
      'Data da notificação: — → 26/11/2026',
    ]);
    const due = showAuditChange(
      'checklist',
      { field: 'dueDate', before: null, after: '2026-11-26T03:00:00.000Z' },
      'America/Sao_Paulo',
    );
    expect(due).toEqual({ label: 'Prazo', before: '—', after: '26/11/2026 00:00' });
    expect(JSON.stringify(fine) + JSON.stringify(due)).not.toMatch(ISO);
  });

  it("when a question's review is recorded, then it reads 'Questão N' with the review's label; booleans read Sim/Não", () => {
    expect(
      showAuditChange('checklist', { field: 'questão 3', before: 'pending', after: 'rejected' }, 'America/Sao_Paulo'),
    ).toEqual({
      label: 'Questão 3',
      before: 'Pendente',
      after: 'Rejeitada',
    });
    expect(showAuditChange('vehicle', { field: 'isActive', before: true, after: false }, 'America/Sao_Paulo')).toEqual({
      label: 'Ativo',
      before: 'Sim',
      after: 'Não',
    });
    expect(auditFieldRule('vehicle', 'questão 3')).toBeNull();
  });
});
