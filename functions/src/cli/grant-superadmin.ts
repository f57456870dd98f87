import { parseArgs } from 'node:util';
import { auth } from '../platform/firebase';

/**
 * Makes an existing account a superadmin (DESIGN D3). Company claims are dropped and the
 * account's sessions revoked, so the new role applies from its next sign-in.
 */
export async function grantSuperadmin(email: string): Promise<string> {
  const user = await auth().getUserByEmail(email.trim().toLowerCase());
  await auth().setCustomUserClaims(user.uid, { role: 'superadmin' });
  await auth().revokeRefreshTokens(user.uid);
  return user.uid;
}

const USAGE = `Uso: npm run superadmin -- EMAIL [--project ID_DO_PROJETO]
  Sem --project, age no emulador de autenticação local (npm start precisa estar rodando).
  Com --project, age no projeto Firebase real (credenciais em GOOGLE_APPLICATION_CREDENTIALS).`;

async function main(args: string[]): Promise<void> {
  let email: string | undefined;
  let project: string | undefined;
  try {
    const parsed = parseArgs({ args, allowPositionals: true, options: { project: { type: 'string' } } });
    [email] = parsed.positionals;
    project = parsed.values.project;
  } catch {
    email = undefined;
  }
  if (!email) {
    console.error(USAGE);
    process.exit(2);
  }
  if (project) {
    process.env.GCLOUD_PROJECT = project;
  } else {
    process.env.GCLOUD_PROJECT = 'demo-checkfrota';
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  }
  const uid = await grantSuperadmin(email);
  console.log(`${email} (${uid}) agora é superadmin. A mudança vale no próximo login.`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    const reason =
      (error as { code?: string }).code === 'auth/user-not-found'
        ? 'nenhuma conta tem esse e-mail'
        : error instanceof Error ? error.message : String(error);
    console.error(`Não foi possível conceder superadmin: ${reason}`);
    process.exit(1);
  });
}
