import { expect } from 'vitest';
import type { FieldChecklist } from '../domain/checklists/checklist.schema';
import type { CompanyUser } from '../domain/users/user.schema';
import { createAccount, newCompanyId, signIn, type TestAccount } from './accounts';
import { createCompanyDoc, inMinutes, validUser } from './fixtures';
import { call } from './http';
import { uploadPhoto } from './photos';

/** A field user of a company, created through the API, signed in. */
export type FieldUser = CompanyUser & { token: string };

/** Two companies apart, each with its admin, and a superadmin: the world of most API tests. */
export interface World {
  alfa: string;
  beta: string;
  /** Alfa's admin. */
  admin: TestAccount;
  adminBeta: TestAccount;
  superadmin: TestAccount;
  /** An account with alfa's 'user' claims and no user document (a role that may not call admin routes). */
  userAlfa: TestAccount;
}

export interface WorldOptions {
  /** Alfa's name in its members' claims. */
  alfaName?: string;
  adminName?: string;
  superadminName?: string;
  /** Alfa's company document too (the superadmin's lists and the reports read it); features create only subcollections. */
  companyDoc?: boolean;
}

export async function twoCompanies(options: WorldOptions = {}): Promise<World> {
  const alfa = newCompanyId('alfa');
  const beta = newCompanyId('beta');
  const [admin, adminBeta, superadmin, userAlfa] = await Promise.all([
    createAccount({ role: 'admin', companyId: alfa, companyName: options.alfaName, name: options.adminName }),
    createAccount({ role: 'admin', companyId: beta }),
    createAccount({ role: 'superadmin', name: options.superadminName }),
    createAccount({ role: 'user', companyId: alfa }),
  ]);
  if (options.companyDoc) await createCompanyDoc(alfa);
  return { alfa, beta, admin, adminBeta, superadmin, userAlfa };
}

/** A field user created by the admin holding `adminToken`, in the admin's company, signed in. */
export async function fieldUser(adminToken: string, name: string): Promise<FieldUser> {
  const res = await call('post', '/api/users', adminToken, validUser({ name }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const user = res.body.data as CompanyUser;
  return { ...user, token: await signIn(user.email) };
}

/** A fresh checklist of the template for the user (and the vehicle, for an inspection), through the assignment API, due in two hours. */
export async function assign(
  adminToken: string,
  templateId: string,
  userId: string,
  vehicleId?: string,
): Promise<string> {
  const res = await call('post', '/api/checklists/assign', adminToken, {
    templateId,
    dueDate: inMinutes(120),
    userIds: [userId],
    ...(vehicleId && { vehicleIds: [vehicleId] }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.ids[0] as string;
}

/** A checklist of the template (of the vehicle, for an inspection) assigned to the user and started by them, with its questions. */
export async function startedChecklist(
  user: FieldUser,
  adminToken: string,
  templateId: string,
  vehicleId?: string,
): Promise<{ id: string; questions: FieldChecklist['questions'] }> {
  const id = await assign(adminToken, templateId, user.id, vehicleId);
  expect((await call('post', `/api/checklists/${id}/start`, user.token)).status).toBe(200);
  const questions = ((await call('get', `/api/checklists/${id}`, user.token)).body.data as FieldChecklist).questions;
  return { id, questions };
}

/**
 * A checklist the user started, answered and sent: 'Sim' to yes/no questions, one uploaded photo
 * to photo questions, 'Tudo certo' to text ones; optional questions only when `answerOptional`.
 */
export async function sentChecklist(
  user: FieldUser,
  adminToken: string,
  templateId: string,
  options: { answerOptional?: boolean } = {},
): Promise<{ id: string; questionIds: string[] }> {
  const { id, questions } = await startedChecklist(user, adminToken, templateId);
  for (const q of questions.filter((question) => question.required !== false || options.answerOptional)) {
    const answer =
      q.type === 'photo' ? [await uploadPhoto(user.token, id, q.id)] : q.type === 'text' ? 'Tudo certo' : true;
    const res = await call('put', `/api/checklists/${id}/answers/${q.id}`, user.token, { answer });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const sent = await call('post', `/api/checklists/${id}/submit`, user.token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { id, questionIds: questions.map((q) => q.id) };
}

/**
 * Lets a whole second pass. Auth compares a token's sign-in time with the account's revocation
 * time in whole seconds, so a sign-in and a revocation in the same second cannot be told apart:
 * the second step must fall in a later second than the first for their order to show.
 */
export function pastRevocationSecond(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1100));
}
