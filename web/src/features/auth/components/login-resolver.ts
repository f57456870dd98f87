import { LoginInputSchema, type ValidLoginInput } from '@domain/auth/login.schema';
import { zodFormResolver } from '@/lib/forms';
import type { LoginFormValues } from './login-form';

export const loginResolver = zodFormResolver<LoginFormValues, ValidLoginInput>(LoginInputSchema);
