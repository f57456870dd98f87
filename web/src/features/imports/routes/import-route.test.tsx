import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importsApi, type ImportPreview, type ImportResult } from '@domain/imports/contract';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { ImportRoute } from './import-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

const errorRow = (line: number, message: string) => ({
  line,
  key: 'AB12',
  outcome: 'error' as const,
  errors: [`Linha ${line}: ${message}`],
  changes: [],
});

const preview = (rows: ImportPreview['rows']): ImportPreview => ({
  id: 'p1',
  kind: 'vehicles',
  fileName: 'frota.xlsx',
  rows,
  counts: {
    new: rows.filter((r) => r.outcome === 'new').length,
    update: rows.filter((r) => r.outcome === 'update').length,
    unchanged: rows.filter((r) => r.outcome === 'unchanged').length,
    error: rows.filter((r) => r.outcome === 'error').length,
  },
  ignoredColumns: [],
  expiresAt: '2026-11-27T22:00:00.000Z',
});

/** The browser's XMLHttpRequest, which the preview's upload goes through; it answers `answer` at once. */
function stubUpload(answer: ImportPreview, sent: Array<{ url: string; fileName: FormDataEntryValue | null }>) {
  class UploadXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      sent.push({ url: this.url, fileName: form.get('fileName') });
      this.status = 200;
      this.responseText = JSON.stringify({ success: true, data: answer });
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', UploadXhr);
}

const renderImport = () =>
  renderWithProviders(<ImportRoute kind="vehicles" />, {
    path: '/admin/vehicles/importar',
    route: '/admin/vehicles/importar',
  });

const sheet = () => new File(['Nome;Placa'], 'frota.xlsx');

describe('ImportRoute', () => {
  beforeEach(() => vi.resetAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it('when the file has only errors, then each shows with its line and the confirmation is disabled', async () => {
    const sent: Array<{ url: string; fileName: FormDataEntryValue | null }> = [];
    stubUpload(
      preview([
        errorRow(4, 'Formato de placa inválido (ex: ABC1234 ou ABC1D23)'),
        errorRow(5, 'Escolha a UF de registro do veículo'),
      ]),
      sent,
    );
    const { user } = renderImport();
    await user.upload(screen.getByLabelText('Planilha (XLSX ou CSV)'), sheet());

    const table = within(await screen.findByRole('table'));
    expect(table.getByText('Linha 4: Formato de placa inválido (ex: ABC1234 ou ABC1D23)')).toBeInTheDocument();
    expect(table.getByText('Linha 5: Escolha a UF de registro do veículo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar importação' })).toBeDisabled();
    expect(sent).toEqual([{ url: '/api/imports/vehicles/preview', fileName: 'frota.xlsx' }]);
  });

  it('when rows are valid, then confirming imports them and shows the summary', async () => {
    stubUpload(
      preview([
        { line: 2, key: 'ABC1D23', outcome: 'new', errors: [], changes: [] },
        {
          line: 3,
          key: 'FRT2B34',
          outcome: 'update',
          errors: [],
          changes: [{ column: 'Km atual', before: '85000', after: '91000' }],
        },
        errorRow(4, 'Formato de placa inválido (ex: ABC1234 ou ABC1D23)'),
      ]),
      [],
    );
    const result: ImportResult = {
      kind: 'vehicles',
      fileName: 'frota.xlsx',
      created: 1,
      updated: 1,
      unchanged: 0,
      errors: 1,
      failures: [],
    };
    api.on(importsApi.confirm, () => result);
    const { user } = renderImport();
    await user.upload(screen.getByLabelText('Planilha (XLSX ou CSV)'), sheet());

    expect(await screen.findByText('Km atual: 85000 → 91000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar importação' }));

    const summary = within(await screen.findByRole('region', { name: 'Resultado da importação' }));
    expect(summary.getByText('1 criado(s), 1 atualizado(s), 0 sem alteração, 1 com erros.')).toBeInTheDocument();
    await waitFor(() => expect(api.sent(importsApi.confirm)).toHaveLength(1));
    expect(api.sent(importsApi.confirm)[0]?.params).toEqual({ id: 'p1' });
  });
});
