import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { webhooksApi } from '@domain/webhooks/contract';
import type { WebhookDelivery, WebhookEndpoint } from '@domain/webhooks/delivery';
import { failure, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { WebhooksRoute } from './webhooks-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

const ERP: WebhookEndpoint = {
  id: 'w-erp',
  url: 'https://erp.exemplo.com.br/webhooks',
  description: 'ERP da matriz',
  events: ['defect.opened', 'fine.created'],
  enabled: false,
  disabledReason: 'Webhook desativado',
  disabledAt: '2026-11-27T15:00:00.000Z',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: null,
};

const delivery = (n: number): WebhookDelivery => ({
  id: `d-${n}`,
  endpointId: ERP.id,
  eventId: `msg_${n}`,
  type: 'defect.opened',
  status: 'failed',
  attempts: 8,
  createdAt: '2026-11-26T12:00:00.000Z',
  lastAttemptAt: '2026-11-27T15:00:00.000Z',
  nextAttemptAt: null,
  responseStatus: 500,
  responseBody: 'Internal Server Error',
  error: null,
  history: [{ at: '2026-11-26T12:00:00.000Z', responseStatus: 500, error: null, durationMs: 12 }],
  payload: { type: 'defect.opened', timestamp: '2026-11-26T12:00:00.000Z', data: { defectId: `f-${n}` } },
});

function Location() {
  return <output aria-label="endereço">{useLocation().search}</output>;
}

function renderWebhooks(path = '/admin/integracoes/webhooks') {
  return renderWithProviders(
    <>
      <WebhooksRoute />
      <Location />
    </>,
    { path, route: '/admin/integracoes/webhooks' },
  );
}

describe('WebhooksRoute', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    api.on(webhooksApi.list, () => [ERP]);
    api.on(webhooksApi.deliveries, ({ query }) => ({
      items: [delivery(Number(query.page))],
      total: 45,
      page: Number(query.page),
      pageSize: Number(query.pageSize),
      nextCursor: null,
    }));
  });

  it("when a webhook was turned off after failing, then it says so and 'Reativar' sends it whole with enabled true", async () => {
    api.on(webhooksApi.update, ({ body }) => ({ ...ERP, ...(body as object), disabledAt: null, disabledReason: null }));
    renderWebhooks();
    const card = (await screen.findByText(ERP.url)).closest('li')!;
    expect(within(card).getByText('Desativado')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('as entregas falharam por mais de 24 horas');
    await userEvent.click(within(card).getByRole('button', { name: 'Reativar' }));
    expect(api.sent(webhooksApi.update).map((r) => r.body)).toEqual([
      { url: ERP.url, events: ERP.events, description: ERP.description, enabled: true },
    ]);
  });

  it("when 'Entregas' is opened on page 2, then the log asks for that page and shows each try's answer", async () => {
    renderWebhooks(`/admin/integracoes/webhooks?webhook=${ERP.id}&page=2`);
    expect(await screen.findByText('HTTP 500', { selector: 'dd' })).toBeInTheDocument();
    expect(api.sent(webhooksApi.deliveries).at(-1)?.query).toMatchObject({ page: '2' });
    expect(screen.getByText('Falhou')).toBeInTheDocument();
  });

  it("when the form is sent without events, then it says so in Portuguese and sends nothing; the server's refusal is shown", async () => {
    api.on(webhooksApi.create, () =>
      failure(400, 'Este endereço não é permitido: use um endereço público na internet'),
    );
    renderWebhooks();
    await userEvent.click(await screen.findByRole('button', { name: 'Novo webhook' }));
    await userEvent.type(screen.getByLabelText(/URL/), 'https://10.0.0.8/h');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar webhook' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha ao menos um evento');
    expect(api.sent(webhooksApi.create)).toEqual([]);
    await userEvent.click(screen.getByLabelText('Defeito aberto'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar webhook' }));
    expect(
      await screen.findByText('Este endereço não é permitido: use um endereço público na internet'),
    ).toBeInTheDocument();
  });
});
