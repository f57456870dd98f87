import type { Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectAccessible } from './accessibility';
import { createAuthAccount, passwordResetLink, passwordSignIn } from './api';
import {
  DEMO_PASSWORD,
  expectGone,
  expectPath,
  expectSignInRefused,
  expectVisible,
  pathOf,
  signIn,
  submitLogin,
  test,
  toast,
} from './browser';

const GREETING = /^(Bom dia|Boa tarde|Boa noite), /;

function sidebar(page: Page) {
  return page.getByRole('complementary', { name: 'Barra lateral' });
}

function loginError(page: Page) {
  return page.getByRole('alert');
}

describe('sign-in and landing per role', () => {
  test('when a field user signs in, then they land on /mobile and see their checklists page', async ({ page }) => {
    await signIn(page, 'joao@alfa.dev');

    await expectPath(page, '/mobile');
    await expectVisible(page.getByRole('heading', { name: 'Meus Checklists' }));
    await expectVisible(page.getByText('Olá, João Pereira!'));
  });

  test('when the app renders, then React DevTools sees react-dom and each of its commits', async ({ page }) => {
    // The hook the React DevTools extension puts on every page before its scripts run, reduced to
    // what it records: the renderers that register, and the roots they commit.
    await page.addInitScript(() => {
      const seen = { renderers: [] as string[], commits: 0 };
      Object.assign(window, {
        devtoolsSeen: seen,
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          isDisabled: false,
          supportsFiber: true,
          renderers: new Map(),
          inject(renderer: { rendererPackageName?: string; version?: string }) {
            seen.renderers.push(`${renderer.rendererPackageName}@${renderer.version}`);
            return seen.renderers.length;
          },
          checkDCE() {},
          onScheduleFiberRoot() {},
          onCommitFiberRoot() {
            seen.commits += 1;
          },
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
        },
      });
    });
    await page.goto('/login');
    await expectVisible(page.getByRole('button', { name: 'Entrar', exact: true }));
    const seen = await page.evaluate(
      () => (window as unknown as { devtoolsSeen: { renderers: string[]; commits: number } }).devtoolsSeen,
    );
    expect(seen.renderers).toEqual([expect.stringMatching(/^react-dom@19\./)]);
    expect(seen.commits).toBeGreaterThan(0);
  });

  test('when a company admin signs in, then the dashboard greets them by name with their company', async ({ page }) => {
    await signIn(page, 'admin@alfa.dev');

    await expectPath(page, '/admin/dashboard');
    await expectVisible(page.getByRole('heading', { level: 1, name: new RegExp(`${GREETING.source}Ana Souza!$`) }));
    await expectVisible(page.getByRole('main').getByText('Transportes Alfa'));
    await expectVisible(sidebar(page).getByText('Ana Souza'));
    await expectVisible(sidebar(page).getByText('Administrador', { exact: true }));
    await expectVisible(sidebar(page).getByText('Transportes Alfa'));
    await expectVisible(sidebar(page).getByRole('link', { name: 'Templates' }));
  });

  test('when the superadmin signs in, then the dashboard opens with the Super Admin badge and the companies menu', async ({
    page,
  }) => {
    await signIn(page, 'super@checkfrota.dev');

    await expectPath(page, '/admin/dashboard');
    await expectVisible(page.getByRole('heading', { level: 1, name: GREETING }));
    await expectVisible(sidebar(page).getByText('Super Admin', { exact: true }));
    await expectVisible(sidebar(page).getByRole('link', { name: 'Empresas' }));
    expect(await sidebar(page).getByRole('link', { name: 'Templates' }).count()).toBe(0);
  });

  test('when the password is wrong, then "Erro ao fazer login" is shown and the page stays on /login', async ({
    page,
  }) => {
    await expectSignInRefused(page, 'admin@alfa.dev', 'senha-errada');
    await expectVisible(page.getByRole('button', { name: 'Entrar', exact: true }));
  });

  test('when a disabled account tries to sign in, then it is refused on /login', async ({ page }) => {
    await expectSignInRefused(page, 'pedro@alfa.dev', DEMO_PASSWORD);
  });
});

describe('the sign-in form', () => {
  test('when fields are missing or malformed, then the spec messages show and an edit clears them', async ({
    page,
  }) => {
    await page.goto('/login');
    const email = page.getByLabel('E-mail', { exact: true });
    const password = page.getByLabel('Senha', { exact: true });
    const enter = page.getByRole('button', { name: 'Entrar', exact: true });

    await enter.click();
    await expectVisible(loginError(page).getByText('Por favor, preencha todos os campos'));

    await email.fill('joao.alfa.dev');
    await expectGone(loginError(page));
    await password.fill(DEMO_PASSWORD);
    await enter.click();
    await expectVisible(loginError(page).getByText('Por favor, insira um email válido'));

    await email.fill('joao@alfa.dev');
    await password.fill('12345');
    await enter.click();
    await expectVisible(loginError(page).getByText('A senha deve ter pelo menos 6 caracteres'));
    await expectPath(page, '/login');
  });

  test('when the eye button is pressed, then the password is shown and can be hidden again', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('segredo123');
    expect(await password.getAttribute('type')).toBe('password');

    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    expect(await password.getAttribute('type')).toBe('text');

    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  test('when the e-mail has surrounding spaces, then it is trimmed and the sign-in works', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, '  maria@alfa.dev  ', DEMO_PASSWORD);

    await expectPath(page, '/mobile');
    await expectVisible(page.getByText('Olá, Maria Oliveira!'));
  });
});

describe('guards and redirects', () => {
  test('when a signed-out visitor opens /admin/templates, then after signing in they are back on /admin/templates', async ({
    page,
  }) => {
    await page.goto('/admin/templates');
    await expectPath(page, '/login');

    await signIn(page, 'admin@alfa.dev');

    await expectPath(page, '/admin/templates');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Templates' }));
  });

  test('when a field user opens /admin/templates, then they are sent to /mobile', async ({ page }) => {
    await signIn(page, 'joao@alfa.dev');
    await page.goto('/admin/templates');

    await expectPath(page, '/mobile');
    await expectVisible(page.getByRole('heading', { name: 'Meus Checklists' }));
  });

  test('when the superadmin opens /admin/templates, then they are sent to the admin dashboard', async ({ page }) => {
    await signIn(page, 'super@checkfrota.dev');
    await page.goto('/admin/templates');

    await expectPath(page, '/admin/dashboard');
    await expectVisible(sidebar(page).getByText('Super Admin', { exact: true }));
  });

  test('when an admin opens /admin/companies, then the page stays and says Acesso Negado as the spec does', async ({
    page,
  }) => {
    await signIn(page, 'admin@alfa.dev');
    await page.goto('/admin/companies');

    await expectVisible(page.getByRole('heading', { name: 'Acesso Negado' }));
    await expectVisible(page.getByText('Apenas super administradores podem acessar esta página.'));
    await expectVisible(page.getByText('Acesso negado. Apenas super administradores podem ver esta página.'));
    expect(pathOf(page)).toBe('/admin/companies');
  });

  test('when /, /dashboard, /login or an unknown path is opened, then each goes to the start of the role', async ({
    page,
  }) => {
    await page.goto('/caminho-que-nao-existe');
    await expectPath(page, '/login');

    await signIn(page, 'admin@alfa.dev');
    for (const path of ['/', '/dashboard', '/login', '/caminho-que-nao-existe']) {
      await page.goto(path);
      await expectPath(page, '/admin/dashboard');
    }
  });

  test('when a signed-in admin reloads a page, then the session and the page are kept', async ({ page }) => {
    await signIn(page, 'admin@alfa.dev');
    await page.goto('/admin/templates');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Templates' }));

    await page.reload();

    await expectPath(page, '/admin/templates');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Templates' }));
    await expectVisible(sidebar(page).getByText('Ana Souza'));
  });

  test('when a legacy edit path names an unknown template, then the id survives the redirect and the app says "Template não encontrado"', async ({
    page,
  }) => {
    await signIn(page, 'admin@alfa.dev');
    // The lookup is held so the redirected address can be read before the app moves on.
    let lookup: Route | undefined;
    await page.route('**/api/templates/modelo-inexistente', (route) => {
      lookup = route;
    });

    await page.goto('/templates/modelo-inexistente/edit');

    await expectPath(page, '/admin/templates/modelo-inexistente/edit');
    await expect.poll(() => lookup).toBeDefined();
    await lookup!.continue();
    await expectVisible(toast(page, 'Template não encontrado'));
    await expectPath(page, '/admin/templates');
  });

  test('when "Sair" is pressed, then the session ends and guarded pages send to /login', async ({ page }) => {
    await signIn(page, 'admin@alfa.dev');
    await expectPath(page, '/admin/dashboard');

    await page.getByRole('button', { name: 'Sair' }).click();

    await expectPath(page, '/login');
    await expectVisible(page.getByRole('button', { name: 'Entrar', exact: true }));
    await page.goto('/admin/dashboard');
    await expectPath(page, '/login');
  });
});

describe('Esqueci minha senha', () => {
  test('when a user asks for a reset on /login, then the Auth emulator holds the link, and the link sets the new password', async ({
    page,
  }) => {
    const email = `reset-${Date.now()}@alfa.dev`;
    await createAuthAccount(email, 'senha-antiga');
    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill(email);

    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redefinir senha' });
    expect(await dialog.getByLabel('E-mail da conta').inputValue()).toBe(email);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Enviar link' }).click();
    await expectVisible(dialog.getByRole('status').getByText(`Se houver uma conta com ${email}`));

    const link = await passwordResetLink(email);
    expect(link).toMatch(/mode=resetPassword.*oobCode=/);
    const reset = await fetch(`${link}&newPassword=senha-nova-123`);
    expect(reset.status).toBe(200);
    expect(await passwordSignIn(email, 'senha-nova-123')).toEqual(expect.any(String));
    expect(await passwordSignIn(email, 'senha-antiga')).toBeNull();

    await dialog.getByRole('button', { name: 'Voltar para o login' }).click();
    await expectGone(dialog);
    await expectVisible(page.getByRole('button', { name: 'Entrar', exact: true }));
  });
});
