import type { Resolver } from 'react-hook-form';
import {
  UserCreateInputSchema,
  UserUpdateInputSchema,
  type ValidUserCreateInput,
  type ValidUserUpdateInput,
} from '@domain/users/user.schema';
import { zodFormResolver } from '@/lib/forms';
import type { UserFormValues } from './user-form-values';

export type UserFormMode = 'create' | 'edit';
export type UserFormOutput = ValidUserCreateInput | ValidUserUpdateInput;

/**
 * Validates with the same domain schema the API uses. On edit the password is left out before
 * validating: it is never sent (spec section 5) and the strict update schema would refuse it.
 */
export function userResolver(mode: UserFormMode): Resolver<UserFormValues, unknown, UserFormOutput> {
  if (mode === 'create') return zodFormResolver<UserFormValues, UserFormOutput>(UserCreateInputSchema);
  return zodFormResolver<UserFormValues, UserFormOutput>(
    UserUpdateInputSchema,
    ({ password: _password, ...rest }) => rest,
  );
}
