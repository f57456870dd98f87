import { z } from 'zod';
import { forbidden } from './errors';
import { MESSAGES } from './messages';
import { paths } from './paths';

export const ROLES = ['superadmin', 'admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  superadmin: 'Super Admin',
  admin: 'Administrador',
  user: 'Usuário',
};

/** Custom claims carried by every ID token (DESIGN D3). */
export const SessionClaimsSchema = z.object({
  role: z.enum(ROLES),
  companyId: z.string().min(1).optional(),
  companyName: z.string().optional(),
});
export type SessionClaims = z.infer<typeof SessionClaimsSchema>;

/** The signed-in person as the API and the web client both see them. */
export interface SessionUser {
  uid: string;
  email: string;
  name: string;
  role: Role;
  companyId: string | null;
  companyName: string | null;
}

/** Where each role starts, and where a screen not for its role sends it (spec section 2). */
export function homePathFor(role: Role): string {
  return role === 'user' ? paths.field.list : paths.admin.root;
}

/** Admins and field users belong to one company; only the superadmin stands above them. */
export function isCompanyBound(role: Role): boolean {
  return role !== 'superadmin';
}

/** A session bound to a company: admins and users act only inside it (DESIGN D3). */
export interface CompanySession extends SessionUser {
  companyId: string;
}

export function companyOf(session: SessionUser): CompanySession {
  if (!session.companyId) throw forbidden(MESSAGES.auth.noCompany);
  return session as CompanySession;
}
