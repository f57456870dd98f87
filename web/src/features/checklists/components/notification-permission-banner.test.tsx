import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/testing/fake-api';
import { sessionUser, WithSession } from '@/testing/session';
import { NotificationPermissionBanner } from './notification-permission-banner';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

// The banner itself sends nothing to the API: a request would fail the test.
installFakeApi();

let permission: NotificationPermission = 'default';
const requestPermission = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  permission = 'default';
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn().mockResolvedValue({}), addEventListener: vi.fn() },
  });
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderBanner() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <WithSession user={sessionUser('user')}>
        <NotificationPermissionBanner />
      </WithSession>
    </QueryClientProvider>,
  );
}

describe('NotificationPermissionBanner', () => {
  it('when notifications were never asked for, then "Ativar notificações" asks, says they are on and the banner goes', async () => {
    const user = userEvent.setup();
    requestPermission.mockImplementation(async () => (permission = 'granted'));
    renderBanner();

    await user.click(screen.getByRole('button', { name: 'Ativar notificações' }));

    expect(requestPermission).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Notificações ativadas com sucesso!'));
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: /notificações|Ativando/ })).not.toBeInTheDocument(),
    );
  });

  it('when notifications are blocked, then it says how to allow them', () => {
    permission = 'denied';
    renderBanner();
    expect(
      screen.getByText('Notificações foram bloqueadas. Ative nas configurações do navegador.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when notifications are allowed, then no banner is shown', () => {
    permission = 'granted';
    const { container } = renderBanner();
    expect(container).toBeEmptyDOMElement();
  });
});
