import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usersApi } from '@domain/users/contract';
import type { AuditEntry, AuditPage } from '@domain/audit/audit';
import { auditApi } from '@domain/audit/contract';
import { formatDateTime, setDisplayTimeZone } from '@/lib/format';
import { exportedQuery } from '@/testing/exports';
import { installFakeApi } from '@/testing/fake-api';
import { companyUser, pageOf, renderWithProviders } from '@/testing/fixtures';
import { AuditRoute } from './audit-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

function entry(id: string, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    action: 'checklist.reopened',
    actor: { uid: 'admin-1', name: 'Ana Souza', role: 'admin' },
    record: { type: 'checklist', id: 'c-1', label: 'Inspeção diária do veículo' },
    changes: [{ field: 'status', before: 'approved', after: 'in_review' }],
    reason: 'Foto do pneu ilegível',
    at: '2026-11-20T13:30:00.000Z',
    ...overrides,
  };
}

/** The query of the last request for the audit list. */
const lastAuditQuery = () => api.sent(auditApi.list).at(-1)?.query;

function serve(items: AuditEntry[], total = items.length) {
  api.on(usersApi.list, () => pageOf([companyUser('u-joao', 'João Santos')]));
  api.on(auditApi.list, ({ query }): AuditPage => ({
    items,
    total,
    page: Number(query.page),
    pageSize: Number(query.pageSize),
    nextCursor: null,
  }));
}

function Location() {
  const location = useLocation();
  return <output aria-label="endereço">{location.search}</output>;
}

function renderAudit(path = '/admin/audit') {
  return renderWithProviders(
    <>
      <AuditRoute />
      <Location />
    </>,
    { path, route: '/admin/audit' },
  );
}

describe('AuditRoute', () => {
  afterEach(() => setDisplayTimeZone('America/Sao_Paulo'));

  it('when entries come, then each shows what, when, who with their role, the record, what changed and why', async () => {
    serve([entry('e1')]);
    renderAudit();
    await screen.findByText('Revisão reaberta');
    const row = within(screen.getByRole('list', { name: 'Entradas da auditoria' }));
    expect(row.getByText(formatDateTime('2026-11-20T13:30:00.000Z'))).toBeInTheDocument();
    expect(row.getByText('(Administrador)').parentElement).toHaveTextContent('Ana Souza (Administrador)');
    expect(row.getByText('Checklist: Inspeção diária do veículo')).toBeInTheDocument();
    expect(row.getByText('Status: Aprovado → Em Revisão')).toBeInTheDocument();
    expect(row.getByText('Motivo: Foto do pneu ilegível')).toBeInTheDocument();
  });

  it('when the actor is named, then the name links to the person: a field user’s page, an admin’s actions in the trail', async () => {
    serve([
      entry('e1'),
      entry('e5', { action: 'checklist.started', actor: { uid: 'u-joao', name: 'João Santos', role: 'user' } }),
    ]);
    const { user } = renderAudit();
    await screen.findByText('Revisão reaberta');
    const row = within(screen.getByRole('list', { name: 'Entradas da auditoria' }));
    expect(row.getByRole('link', { name: 'João Santos' })).toHaveAttribute('href', '/admin/users/u-joao/edit');
    await user.click(row.getByRole('link', { name: 'Ana Souza' }));
    await waitFor(() => expect(lastAuditQuery()).toMatchObject({ actorUid: 'admin-1', page: '1' }));
    expect(screen.getByLabelText('endereço')).toHaveTextContent('?actorUid=admin-1');
  });

  it("when the company's settings changed, then the zone and the reminder are named as on the settings screen", async () => {
    serve([
      entry('e2', {
        action: 'company.settings_changed',
        record: { type: 'company', id: 'alfa', label: 'Transportes Alfa' },
        changes: [
          { field: 'timeZone', before: 'America/Sao_Paulo', after: 'America/Manaus' },
          { field: 'dueReminderMinutes', before: 60, after: 0 },
        ],
        reason: null,
      }),
    ]);
    renderAudit();
    await screen.findByText('Configurações da empresa alteradas');
    const row = within(screen.getByRole('list', { name: 'Entradas da auditoria' }));
    expect(row.getByText('Empresa: Transportes Alfa')).toBeInTheDocument();
    expect(
      row.getByText('Fuso horário: Horário de Brasília (UTC−3) → Amazonas, Mato Grosso, Rondônia, Roraima (UTC−4)'),
    ).toBeInTheDocument();
    expect(row.getByText('Lembrete antes do vencimento: 1 hora → Desativado')).toBeInTheDocument();
  });

  it('when a fine and an assignment were recorded, then every field reads in pt-BR: no raw name, ISO date or state code', async () => {
    setDisplayTimeZone('America/Manaus');
    serve([
      entry('e3', {
        action: 'fine.created',
        record: { type: 'fine', id: 'f-1', label: 'SP7654321 (ABC1D23)' },
        changes: [
          { field: 'infractionNumber', before: null, after: 'SP7654321' },
          { field: 'occurredAt', before: null, after: '2026-11-11T17:20:00.000Z' },
          { field: 'amount', before: null, after: 195.23 },
          { field: 'status', before: null, after: 'driver_indicated' },
        ],
        reason: null,
      }),
      entry('e4', {
        action: 'checklist.assigned',
        changes: [{ field: 'dueDate', before: null, after: '2026-11-26T03:00:00.000Z' }],
        reason: null,
      }),
    ]);
    renderAudit();
    await screen.findByText('Multa cadastrada');
    const rows = within(screen.getByRole('list', { name: 'Entradas da auditoria' }));
    expect(rows.getByText('Número do auto de infração: — → SP7654321')).toBeInTheDocument();
    expect(rows.getByText('Data e hora da infração: — → 11/11/2026 13:20')).toBeInTheDocument();
    expect(rows.getByText('Valor: — → R$ 195,23')).toBeInTheDocument();
    expect(rows.getByText('Situação: — → Condutor indicado')).toBeInTheDocument();
    expect(rows.getByText('Prazo: — → 25/11/2026 23:00')).toBeInTheDocument();
    const changes = rows.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(changes.join('\n')).not.toMatch(/\d{4}-\d{2}-\d{2}|driver_indicated|infractionNumber|occurredAt/);
  });

  it('when a person, a record type and days are chosen, then the list is asked with them, from page 1, and the URL keeps them', async () => {
    serve([entry('e1')], 60);
    const { user } = renderAudit('/admin/audit?page=2');
    await screen.findByText('Revisão reaberta');
    expect(lastAuditQuery()).toMatchObject({ page: '2', pageSize: '25' });

    await user.selectOptions(await screen.findByLabelText('Pessoa'), 'u-joao');
    await user.selectOptions(screen.getByLabelText('Registro'), 'user');
    await user.type(screen.getByLabelText('De'), '2026-11-01');
    await user.type(screen.getByLabelText('Até'), '2026-11-30');

    await waitFor(() =>
      expect(lastAuditQuery()).toEqual({
        page: '1',
        pageSize: '25',
        actorUid: 'u-joao',
        recordType: 'user',
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    );
    const search = new URLSearchParams(screen.getByLabelText('endereço').textContent ?? '');
    expect(Object.fromEntries(search)).toEqual({
      actorUid: 'u-joao',
      recordType: 'user',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('when the URL names one record, then only its history is asked, and the chip clears it', async () => {
    serve([entry('e1')]);
    const { user } = renderAudit('/admin/audit?recordType=checklist&recordId=c-1');
    await screen.findByText('Revisão reaberta');
    expect(lastAuditQuery()).toMatchObject({ recordType: 'checklist', recordId: 'c-1' });
    await user.click(screen.getByRole('button', { name: 'Mostrar todos os registros' }));
    await waitFor(() => expect(lastAuditQuery()?.recordId).toBeUndefined());
  });

  it('when the URL names filters and CSV is exported, then the export has the trail’s filters, not its page', async () => {
    serve([entry('e1')]);
    const { user } = renderAudit('/admin/audit?recordType=checklist&recordId=c-1&from=2026-11-01&to=2026-11-27&page=2');
    await screen.findByText('Revisão reaberta');
    expect(await exportedQuery(api, user, 'audit', 'csv')).toEqual({
      recordType: 'checklist',
      recordId: 'c-1',
      from: '2026-11-01',
      to: '2026-11-27',
      format: 'csv',
    });
  });

  it('when nothing matches, then it says so', async () => {
    serve([]);
    renderAudit('/admin/audit?from=2020-01-01');
    expect(await screen.findByText('Nenhuma entrada encontrada')).toBeInTheDocument();
  });
});
