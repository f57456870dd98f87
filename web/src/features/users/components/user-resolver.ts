import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  UserCreateInputSchema,
  UserUpdateInputSchema,
  type ValidUserCreateInput,
  type ValidUserUpdateInput,
} from '@domain/users/user.schema';
import type { UserFormValues } from './user-form-values';

export type UserFormMode = 'create' | 'edit';
export type UserFormOutput = ValidUserCreateInput | ValidUserUpdateInput;

/**
 * Validates with the same domain schema the API uses. On edit the password is left out before
 * validating: it is never sent (spec section 5) and the strict update schema would refuse it.
 */
export function userResolver(mode: UserFormMode): Resolver<UserFormValues, unknown, UserFormOutput> {
  return async (values, _context, options) => {
    const { password, ...rest } = values;
    const result =
      mode === 'create' ? UserCreateInputSchema.safeParse({ ...rest, password }) : UserUpdateInputSchema.safeParse(rest);
    if (result.success) return { values: result.data, errors: {} };

    const flat: FieldErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      flat[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
