import { randomUUID } from 'node:crypto';
import type { CompanySession } from '../domain/roles';
import type { TemplateInput } from '../domain/templates/template.schema';
import type { UserCreateInput } from '../domain/users/user.schema';
import { db } from '../platform/firebase';

/** A company session as the API builds it from a verified token, for calling use cases directly. */
export function adminSession(companyId: string, email = `admin@${companyId}.dev`): CompanySession {
  return {
    uid: `admin-${companyId}`,
    email,
    name: 'Admin',
    role: 'admin',
    companyId,
    companyName: `Empresa ${companyId}`,
    timeZone: 'America/Sao_Paulo',
  };
}

export const validUser = (overrides: Partial<UserCreateInput> = {}): UserCreateInput => ({
  name: 'João da Silva',
  email: `joao-${randomUUID().slice(0, 8)}@teste.dev`,
  password: 'senha-segura-1',
  phone: '(11) 98888-7777',
  isActive: true,
  ...overrides,
});

export const validTemplate = (overrides: Partial<TemplateInput> = {}): TemplateInput => ({
  name: 'Inspeção diária do veículo',
  description: 'Verificação antes da primeira viagem do dia',
  isActive: true,
  questions: [
    { type: 'boolean', question: 'Os faróis funcionam?' },
    { type: 'photo', question: 'Foto do painel' },
    { type: 'text', question: 'Observações', required: false },
  ],
  ...overrides,
});

/** An ISO date `minutes` from now (negative for the past). */
export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** The company document itself, which the schedule walks (features create only subcollections). */
export async function createCompanyDoc(companyId: string): Promise<void> {
  await db()
    .collection('companies')
    .doc(companyId)
    .set({ name: `Empresa ${companyId}` });
}

/** Polls until `read` returns what `done` accepts, or fails with the last value seen. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (!done(last)) {
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${timeoutMs} ms; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
}
