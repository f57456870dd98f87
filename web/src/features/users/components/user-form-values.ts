import type { CompanyUser } from '@domain/users/user.schema';

/** What the user form edits; the password is only used on create. */
export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  phone: string;
  isActive: boolean;
}

/** A blank form (Ativo checked, spec section 2) or the stored user's values for editing. */
export function userToFormValues(user?: CompanyUser): UserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    password: '',
    phone: user?.phone ?? '',
    isActive: user?.isActive ?? true,
  };
}
