import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkLogin, EMAIL_PATTERN } from './login.schema';

const message = (email: string, password: string) => {
  const result = checkLogin({ email, password });
  return result.ok ? null : result.message;
};

describe('checkLogin', () => {
  it('when the fields are valid, then the e-mail is trimmed', () => {
    expect(checkLogin({ email: '  ana@alfa.dev ', password: 'segredo' })).toEqual({
      ok: true,
      input: { email: 'ana@alfa.dev', password: 'segredo' },
    });
  });

  it('when a field is empty, then only the fill-every-field message is given', () => {
    expect(message('', '')).toBe('Por favor, preencha todos os campos');
    expect(message('   ', '123')).toBe('Por favor, preencha todos os campos');
    expect(message('ana', '')).toBe('Por favor, preencha todos os campos');
  });

  it('when the e-mail is malformed, then that is the one message, whatever the password', () => {
    expect(message('ana@alfa', '1')).toBe('Por favor, insira um email válido');
    expect(message('ana alfa@alfa.dev', '123456')).toBe('Por favor, insira um email válido');
  });

  it('when the password is shorter than the one minimum of the user schema, then it says so', () => {
    expect(message('ana@alfa.dev', '12345')).toBe('A senha deve ter pelo menos 6 caracteres');
    expect(message('ana@alfa.dev', '123456')).toBeNull();
  });

  it('when zod checks an e-mail for a new account, then it uses the pattern the sign-in checks', () => {
    // zod escapes the hyphens at the end of its character classes, which need no escape.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
  });
});
