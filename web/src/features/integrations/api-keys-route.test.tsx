import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey, ApiKeyScope, CreateApiKeyBody, CreatedApiKey } from '@domain/api-keys/api-keys';
import { apiKeysApi } from '@domain/api-keys/contract';
import { paths } from '@domain/paths';
import { toast } from '@/lib/toast';
import { failure, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { ApiKeysRoute } from './api-keys-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

const ERP: ApiKey = {
  id: 'k-erp',
  name: 'Integração ERP',
  scopes: ['vehicles:read', 'fuel:write'],
  prefix: 'cfk_k-erp_AbCd…',
  createdAt: '2026-11-20T13:00:00.000Z',
  createdBy: { uid: 'admin-1', name: 'Ana Souza' },
  lastUsedAt: '2026-11-26T18:30:00.000Z',
  revokedAt: null,
};

let stored: ApiKey[] = [];

beforeEach(() => {
  stored = [ERP];
  vi.mocked(toast.success).mockClear();
  api.on(apiKeysApi.list, () => stored);
});

describe('ApiKeysRoute', () => {
  it('when keys exist, then each shows its name, prefix, permissions, author and last use', async () => {
    renderWithProviders(<ApiKeysRoute />, { path: paths.admin.integrations, route: paths.admin.integrations });
    const list = await screen.findByRole('list', { name: 'Chaves de API' });
    expect(within(list).getByText('Integração ERP')).toBeTruthy();
    expect(within(list).getByText('cfk_k-erp_AbCd…')).toBeTruthy();
    expect(within(list).getByText('Veículos: leitura · Abastecimentos: escrita')).toBeTruthy();
    expect(
      within(list).getByText(/Criada por Ana Souza em 20\/11\/2026 · Último uso: 26\/11\/2026 15:30/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chaves de API' })).toHaveAttribute('aria-current', 'page');
  });

  it('when the admin creates a key, then its value is shown once with Copiar and a warning, and the list is asked again', async () => {
    const secret = `cfk_k-new_${'x'.repeat(43)}`;
    api.on(apiKeysApi.create, ({ body }) => {
      const { name, scopes } = body as CreateApiKeyBody;
      const created: CreatedApiKey = {
        ...ERP,
        id: 'k-new',
        name,
        scopes: scopes as ApiKeyScope[],
        lastUsedAt: null,
        secret,
      };
      stored = [...stored, created];
      return created;
    });
    const { user } = renderWithProviders(<ApiKeysRoute />);
    await user.click(await screen.findByRole('button', { name: 'Nova chave' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova chave de API' });
    await user.type(within(dialog).getByLabelText(/Nome/), 'Telemetria');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Veículos: leitura' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Veículos: escrita' }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar chave' }));

    const shown = await screen.findByRole('dialog', { name: 'Chave criada' });
    expect(within(shown).getByLabelText('Chave de API').textContent).toBe(secret);
    expect(within(shown).getByText(/ela não será mostrada de novo/)).toBeTruthy();
    expect(api.sent(apiKeysApi.create).map((r) => r.body)).toEqual([
      { name: 'Telemetria', scopes: ['vehicles:read', 'vehicles:write'] },
    ]);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(shown).getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    await user.click(within(shown).getByRole('button', { name: 'Concluir' }));
    expect(screen.queryByText(secret)).toBeNull();
    expect(await screen.findByText('Telemetria')).toBeTruthy();
  });

  it('when the server refuses the key, then its pt-BR message shows in the dialog and no key is shown', async () => {
    api.on(apiKeysApi.create, () => failure(400, 'Escolha ao menos uma permissão'));
    const { user } = renderWithProviders(<ApiKeysRoute />);
    await user.click(await screen.findByRole('button', { name: 'Nova chave' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova chave de API' });
    await user.type(within(dialog).getByLabelText(/Nome/), 'Sem permissão');
    await user.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    expect(await within(dialog).findByText('Escolha ao menos uma permissão')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Chave criada' })).toBeNull();
  });

  it('when the admin confirms Revogar, then the key is revoked and shown as revoked', async () => {
    api.on(apiKeysApi.revoke, ({ params }) => {
      stored = stored.map((k) => (k.id === params.id ? { ...k, revokedAt: '2026-11-27T12:00:00.000Z' } : k));
      return stored[0]!;
    });
    const { user } = renderWithProviders(<ApiKeysRoute />);
    await user.click(await screen.findByRole('button', { name: 'Revogar Integração ERP' }));
    const dialog = screen.getByRole('dialog', { name: 'Revogar chave' });
    await user.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Chave revogada'));
    expect(api.sent(apiKeysApi.revoke).map((r) => r.path)).toEqual(['/api-keys/k-erp/revoke']);
    expect(await screen.findByText('Revogada em 27/11/2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revogar Integração ERP' })).toBeNull();
  });
});
