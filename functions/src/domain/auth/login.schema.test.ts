import { describe, expect, it } from 'vitest';
import { LoginInputSchema } from './login.schema';

const problems = (input: unknown) => {
  const result = LoginInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('LoginInputSchema', () => {
  it('when the fields are valid, then the e-mail is trimmed', () => {
    expect(LoginInputSchema.parse({ email: '  ana@alfa.dev ', password: 'segredo' })).toEqual({
      email: 'ana@alfa.dev',
      password: 'segredo',
    });
  });

  it('when a field is empty, then only the fill-every-field message is given, on the empty field', () => {
    expect(problems({ email: '', password: '' })).toEqual([['email', 'Por favor, preencha todos os campos']]);
    expect(problems({ email: '   ', password: '123' })).toEqual([['email', 'Por favor, preencha todos os campos']]);
    expect(problems({ email: 'ana', password: '' })).toEqual([['password', 'Por favor, preencha todos os campos']]);
  });

  it('when the e-mail is malformed, then that is the one message, whatever the password', () => {
    expect(problems({ email: 'ana@alfa', password: '1' })).toEqual([['email', 'Por favor, insira um email válido']]);
  });

  it('when the password is shorter than the one minimum of the user schema, then it says so', () => {
    expect(problems({ email: 'ana@alfa.dev', password: '12345' })).toEqual([
      ['password', 'A senha deve ter pelo menos 6 caracteres'],
    ]);
    expect(problems({ email: 'ana@alfa.dev', password: '123456' })).toEqual([]);
  });

  it('when another field is sent, then it is refused', () => {
    expect(LoginInputSchema.safeParse({ email: 'ana@alfa.dev', password: '123456', role: 'admin' }).success).toBe(
      false,
    );
  });
});
