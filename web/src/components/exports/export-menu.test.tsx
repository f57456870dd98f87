import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportsApi, type ExportJobState, type ExportRunning } from '@domain/exports/contract';
import { toast } from '@/lib/toast';
import { bytes, failure, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { ExportMenu } from './export-menu';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LINK = 'https://storage.example/exports/job-1.xlsx?assinatura=1';

let click: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  click.mockRestore();
  vi.clearAllMocks();
});

const savedAs = () => (click.mock.contexts[0] as HTMLAnchorElement).download;

describe('Exportar', () => {
  it('when Excel is chosen on a small list, then the screen’s filters are sent and the file is saved under the server’s name', async () => {
    api.on(exportsApi.vehicles, () =>
      bytes('PK', { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="Veiculos_2026-11-27.xlsx"' }),
    );
    const { user } = renderWithProviders(<ExportMenu list="vehicles" filters={{ search: 'caminhão' }} />);
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(screen.getByRole('menuitem', { name: 'Excel (.xlsx)' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Exportação concluída'));
    expect(api.sent(exportsApi.vehicles).map((r) => r.query)).toEqual([{ search: 'caminhão', format: 'xlsx' }]);
    expect(savedAs()).toBe('Veiculos_2026-11-27.xlsx');
  });

  it('when the list is large, then the button shows the background export’s progress, then the file comes from its link', async () => {
    api.on(exportsApi.responses, (): ExportRunning => ({ status: 'running', id: 'job-1', progress: 0, rows: 100_000 }));
    const states: ExportJobState[] = [
      { status: 'running', id: 'job-1', progress: 40, rows: 100_000 },
      {
        status: 'ready',
        id: 'job-1',
        rows: 100_000,
        url: LINK,
        expiresAt: '2026-11-27T12:10:00.000Z',
        fileName: 'Respostas_2026-11-27.xlsx',
      },
    ];
    const answers: Array<(state: ExportJobState) => void> = [];
    api.on(exportsApi.job, () => new Promise<ExportJobState>((resolve) => answers.push(resolve)));
    api.link(LINK, () => bytes('PK', { 'Content-Type': XLSX }));

    const { user } = renderWithProviders(<ExportMenu list="responses" filters={{ status: 'approved' }} />);
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(screen.getByRole('menuitem', { name: 'Excel (.xlsx)' }));
    expect(await screen.findByRole('button', { name: 'Exportando… 0%' })).toBeDisabled();

    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!(states[0]!);
    expect(await screen.findByRole('button', { name: 'Exportando… 40%' })).toBeDisabled();
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(click).not.toHaveBeenCalled();
    answers[1]!(states[1]!);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Exportação concluída'));
    expect(savedAs()).toBe('Respostas_2026-11-27.xlsx');
    expect(api.sent(exportsApi.responses).map((r) => r.query)).toEqual([{ status: 'approved', format: 'xlsx' }]);
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled();
  });

  it('when the server refuses, then its pt-BR message is the toast and nothing is saved', async () => {
    api.on(exportsApi.vehicles, () =>
      failure(429, 'Muitas requisições. Tente novamente em 42 segundos.', 'too_many_requests'),
    );
    const { user } = renderWithProviders(<ExportMenu list="vehicles" filters={{}} />);
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Muitas requisições. Tente novamente em 42 segundos.'),
    );
    expect(click).not.toHaveBeenCalled();
  });
});
