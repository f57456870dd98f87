import { screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ownPasswordApi } from '@domain/auth/own-password';
import type { SessionUser } from '@domain/roles';
import { SessionContext } from '@/lib/session-context';
import { failure, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { sessionUser, sessionValue } from '@/testing/session';
import { PasswordChangeGate } from './password-change-gate';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));

const api = installFakeApi();

/** A session whose sign-in gives the account's fresh claims: no flag once the password is the person's own. */
function SigningInSession({ first, children }: { first: SessionUser; children: ReactNode }) {
  const [user, setUser] = useState(first);
  const signIn = vi.fn(async (email: string, password: string) => {
    signIns.push({ email, password });
    const { passwordChangeRequired: _set, ...fresh } = user;
    setUser(fresh);
    return fresh;
  });
  return <SessionContext.Provider value={{ ...sessionValue(user), signIn }}>{children}</SessionContext.Provider>;
}
let signIns: Array<{ email: string; password: string }> = [];

const renderGate = (user: SessionUser) => {
  signIns = [];
  return renderWithProviders(
    <SigningInSession first={user}>
      <PasswordChangeGate>
        <h1>Painel</h1>
      </PasswordChangeGate>
    </SigningInSession>,
  );
};

describe("'Defina sua senha' before the admin screens", () => {
  it('when the password is the admin’s own, then the screens show at once and nothing is asked', async () => {
    renderGate(sessionUser('admin'));
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Defina sua senha' })).not.toBeInTheDocument();
  });

  it('when someone else typed it, then a short or unconfirmed password is refused in pt-BR without a call; a good one is saved, signed in with, and the screens follow', async () => {
    api.on(ownPasswordApi.change, () => ({ changed: true as const }));
    const { user } = renderGate(sessionUser('admin', { passwordChangeRequired: true }));

    expect(await screen.findByRole('heading', { name: 'Defina sua senha' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Painel' })).not.toBeInTheDocument();
    const password = screen.getByLabelText('Nova senha');
    const confirmation = screen.getByLabelText('Confirme a nova senha');

    await user.type(password, 'curta-11ch');
    await user.type(confirmation, 'curta-11ch');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText('A nova senha deve ter pelo menos 12 caracteres')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'minha-senha-propria');
    await user.clear(confirmation);
    await user.type(confirmation, 'minha-senha-propri');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText('As senhas não coincidem')).toBeInTheDocument();
    expect(api.sent(ownPasswordApi.change)).toHaveLength(0);

    await user.type(confirmation, 'a');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();
    expect(api.sent(ownPasswordApi.change).map((r) => r.body)).toEqual([{ password: 'minha-senha-propria' }]);
    expect(signIns).toEqual([{ email: 'admin@alfa.dev', password: 'minha-senha-propria' }]);
  });

  it('when the API refuses the password, then its message shows and the person stays on the screen, not signed in again', async () => {
    api.on(ownPasswordApi.change, () => failure(400, 'A nova senha deve ter pelo menos 12 caracteres'));
    const { user } = renderGate(sessionUser('admin', { passwordChangeRequired: true }));
    await user.type(await screen.findByLabelText('Nova senha'), 'minha-senha-propria');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'minha-senha-propria');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText('A nova senha deve ter pelo menos 12 caracteres')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Defina sua senha' })).toBeInTheDocument();
    expect(signIns).toEqual([]);
  });
});
