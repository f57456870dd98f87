import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { auth } from '../platform/firebase';
import { userAccounts } from '../accounts';

export type GrantResult =
  | { kind: 'created'; uid: string; password: string }
  | { kind: 'promoted'; uid: string; createdAt: string }
  | { kind: 'already'; uid: string };

/** Why the command would not make an account superadmin (shown to the operator as is). */
export class GrantRefused extends Error {}

const code = (error: unknown) => (error as { code?: string } | null)?.code;

/**
 * Makes the superadmin (DESIGN D3). With no account for the e-mail, the command creates it, with a
 * password only the operator sees. An account it did not create is made superadmin only when its
 * e-mail was verified: anyone may sign up with an e-mail before the operator runs this, and that
 * account must not become superadmin. Company claims are dropped and the account's sessions ended,
 * so the new role applies from its next sign-in.
 */
export async function grantSuperadmin(rawEmail: string): Promise<GrantResult> {
  const email = rawEmail.trim().toLowerCase();
  const existing = await auth()
    .getUserByEmail(email)
    .catch((error) => {
      if (code(error) === 'auth/user-not-found') return null;
      throw error;
    });
  if (!existing) {
    const password = randomBytes(18).toString('base64url');
    const created = await auth().createUser({ email, password, displayName: 'Superadmin' });
    try {
      await auth().setCustomUserClaims(created.uid, { role: 'superadmin' });
    } catch (error) {
      await auth().deleteUser(created.uid);
      throw error;
    }
    return { kind: 'created', uid: created.uid, password };
  }
  if (existing.customClaims?.role === 'superadmin') return { kind: 'already', uid: existing.uid };
  if (!existing.emailVerified) {
    throw new GrantRefused(
      `a conta ${email} já existia (criada em ${existing.metadata.creationTime}) e o e-mail dela não foi verificado. ` +
        'Quem se cadastrou primeiro com esse e-mail pode não ser você: apague essa conta no console do Firebase e rode o comando de novo, ' +
        'para que ele crie a conta.',
    );
  }
  await auth().setCustomUserClaims(existing.uid, { role: 'superadmin' });
  await userAccounts.revokeSessions(existing.uid);
  return { kind: 'promoted', uid: existing.uid, createdAt: existing.metadata.creationTime };
}

const USAGE = `Uso: npm run superadmin -- EMAIL [--project ID_DO_PROJETO]
  Cria a conta de superadmin com esse e-mail (e mostra a senha uma vez), ou torna superadmin uma
  conta existente cujo e-mail foi verificado.
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
    process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  }
  const result = await grantSuperadmin(email);
  if (result.kind === 'created') {
    console.log(`Conta ${email} (${result.uid}) criada como superadmin.`);
    console.log(`Senha inicial (mostrada só agora): ${result.password}`);
    console.log('Guarde-a num cofre de senhas: ela não é gravada em nenhum outro lugar.');
  } else if (result.kind === 'already') {
    console.log(`${email} (${result.uid}) já é superadmin.`);
  } else {
    console.log(
      `${email} (${result.uid}, conta criada em ${result.createdAt}) agora é superadmin. A mudança vale no próximo login.`,
    );
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Não foi possível conceder superadmin: ${reason}`);
    process.exit(1);
  });
}
