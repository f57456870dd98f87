import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { secondFactorApi } from '@domain/auth/contract';
import type { SecondFactorStatus } from '@domain/auth/second-factor';
import { failure, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { SecondFactorGate } from './second-factor-gate';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));

const api = installFakeApi();

const renderGate = (status: SecondFactorStatus, role: 'admin' | 'superadmin' = 'admin') => {
  api.on(secondFactorApi.status, () => status);
  return renderWithProviders(
    <SecondFactorGate>
      <h1>Painel</h1>
    </SecondFactorGate>,
    { session: sessionUser(role) },
  );
};

describe('the second factor before the admin screens', () => {
  it('when the sign-in passed it (or the admin has none), then the screens show at once', async () => {
    renderGate({ enrolled: false, required: false, verified: false });
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();
  });

  it('when an enrolled admin has not given the code, then the code is asked; a wrong one says so, the right one opens the screens', async () => {
    let tries = 0;
    api.on(secondFactorApi.verify, ({ body }) =>
      (body as { code: string }).code === '123456'
        ? { enrolled: true, required: false, verified: true }
        : (tries++, failure(400, 'Código incorreto ou expirado. Confira o aplicativo e tente novamente.')),
    );
    const { user } = renderGate({ enrolled: true, required: false, verified: false });

    const code = await screen.findByRole('textbox', { name: 'Código' });
    expect(screen.queryByRole('heading', { name: 'Painel' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Informe o código de 6 dígitos do aplicativo autenticador')).toBeInTheDocument();
    expect(api.sent(secondFactorApi.verify)).toHaveLength(0);

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText('Código incorreto ou expirado. Confira o aplicativo e tente novamente.'),
    ).toBeInTheDocument();
    expect(tries).toBe(1);

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();
    expect(api.sent(secondFactorApi.verify).at(-1)?.body).toEqual({ code: '123456' });
  });

  it('when a superadmin has none, then the QR code and the key are shown, and a code from them opens the screens', async () => {
    api.on(secondFactorApi.startEnrolment, () => ({
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/CheckFrota:super%40checkfrota.dev?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    }));
    api.on(secondFactorApi.confirmEnrolment, () => ({ enrolled: true, required: true, verified: true }));
    const { user } = renderGate({ enrolled: false, required: true, verified: false }, 'superadmin');

    expect(await screen.findByRole('img', { name: 'Código QR da verificação em duas etapas' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/),
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Código' }), '246810');
    await user.click(screen.getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();
    expect(api.sent(secondFactorApi.confirmEnrolment)[0]?.body).toEqual({ code: '246810' });
  });
});
