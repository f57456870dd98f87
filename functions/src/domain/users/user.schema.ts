import { z } from 'zod';
import { userMessages } from './messages';
import type { Role } from '../roles';
import type { DriverLicense } from '../drivers/cnh';
import { emailField, passwordField, phoneField } from './fields';
import { IdSchema, PageQuerySchema } from '../api';

export { MIN_PASSWORD_LENGTH } from './fields';

const m = userMessages;

const name = z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(120);
const email = emailField({ required: m.emailRequired, invalid: m.emailInvalid });
const phone = phoneField(m.phoneInvalid);
const password = passwordField({ required: m.passwordRequired, tooShort: m.passwordTooShort });
const isActive = z.boolean().default(true);

/** `POST /api/users` and the create form. */
export const UserCreateInputSchema = z.strictObject({
  name,
  email,
  password,
  phone,
  isActive,
});
export type UserCreateInput = z.input<typeof UserCreateInputSchema>;
export type ValidUserCreateInput = z.output<typeof UserCreateInputSchema>;

/** `PUT /api/users/:id`: the password is never sent on edit (spec section 5). */
export const UserUpdateInputSchema = z.strictObject({ name, email, phone, isActive });
export type ValidUserUpdateInput = z.output<typeof UserUpdateInputSchema>;

/** `PUT /api/users/:id/password`: an admin sets a new password (logged, and the user is told). */
export const UserPasswordInputSchema = z.strictObject({
  password,
});

/** A field user of a company, as the API returns it (push tokens never leave the server). */
export interface CompanyUser {
  id: string;
  companyId: string;
  name: string;
  email: string;
  phone: string;
  /** Always 'user' for users made here; older data may hold others, which cannot be assigned. */
  role: Role;
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
  checklistsCount: number;
  completedCount: number;
  /** 'Dados de motorista'; null when no CNH is on record. */
  driverLicense: DriverLicense | null;
}

/** What a search of users looks in (spec section 5): name, e-mail and phone. */
export function userSearchFields(user: Pick<CompanyUser, 'name' | 'email' | 'phone'>): string[] {
  return [user.name, user.email, user.phone];
}

/** Who may receive a checklist: an active field user (the assign modal offers only them; the API refuses others). */
export function isAssignable(user: Pick<CompanyUser, 'isActive' | 'role'>): boolean {
  return user.isActive && user.role === 'user';
}

/** The stats cards of the users screen, over every user of the company. */
export interface UserStats {
  total: number;
  active: number;
  inactive: number;
  checklistsAssigned: number;
  checklistsCompleted: number;
}

export const USER_STATS_KEYS = [
  'total',
  'active',
  'inactive',
  'checklistsAssigned',
  'checklistsCompleted',
] as const satisfies readonly (keyof UserStats)[];

/** One user's part in the company's UserStats (the stats are the sum over its users). */
export function userStatsPart(user: Pick<CompanyUser, 'isActive' | 'checklistsCount' | 'completedCount'>): UserStats {
  return {
    total: 1,
    active: user.isActive ? 1 : 0,
    inactive: user.isActive ? 0 : 1,
    checklistsAssigned: user.checklistsCount,
    checklistsCompleted: user.completedCount,
  };
}

/** `GET /api/users`: a page, searched, and only the active (`true`) or inactive (`false`) users when asked. */
export const UserListQuerySchema = PageQuerySchema.extend({
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
}).strict();
export type UserListQuery = z.output<typeof UserListQuerySchema>;

/** `/api/users/:id/checklists/:checklistId`. */
export const UserChecklistParamsSchema = z.strictObject({ id: IdSchema, checklistId: IdSchema });
