import { describe, expect, it } from 'vitest';
import { CompanyAdminInputSchema, CompanyInputSchema } from '../companies/company.schema';
import { companyMessages } from '../companies/messages';
import { userMessages } from './messages';
import { UserCreateInputSchema, UserPasswordInputSchema } from './user.schema';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the shared e-mail, phone and password rules', () => {
  const user = { name: 'Ana', email: ' Ana@Empresa.COM ', password: '123456', phone: '(11) 99999-9999' };

  it('when a user, a company admin or a company is saved, then the e-mail is trimmed and lower-cased alike', () => {
    expect(UserCreateInputSchema.parse(user).email).toBe('ana@empresa.com');
    expect(CompanyAdminInputSchema.parse({ name: 'Ana', email: user.email, password: 'senha-forte1' }).email).toBe(
      'ana@empresa.com',
    );
    expect(CompanyInputSchema.parse({ name: 'Alfa', email: user.email }).email).toBe('ana@empresa.com');
  });

  it('when the e-mail is missing or invalid, then each schema says so in pt-BR', () => {
    expect(messagesOf(UserCreateInputSchema.safeParse({ ...user, email: '' }))).toEqual([userMessages.emailRequired]);
    expect(
      messagesOf(CompanyAdminInputSchema.safeParse({ name: 'Ana', email: 'x', password: 'senha-forte1' })),
    ).toEqual([userMessages.emailInvalid]);
    expect(messagesOf(CompanyInputSchema.safeParse({ name: 'Alfa', email: 'x' }))).toEqual([
      companyMessages.emailInvalid,
    ]);
  });

  it('when the password is missing or short, then the user, admin and new-password inputs refuse it alike', () => {
    for (const schema of [UserCreateInputSchema, CompanyAdminInputSchema, UserPasswordInputSchema]) {
      expect(messagesOf(schema.safeParse({ ...user, phone: undefined, password: '' }))).toContain(
        userMessages.passwordRequired,
      );
    }
    for (const schema of [UserCreateInputSchema, UserPasswordInputSchema]) {
      expect(messagesOf(schema.safeParse({ ...user, phone: undefined, password: '12345' }))).toContain(
        userMessages.passwordTooShort,
      );
    }
  });

  it("when an admin's new password has fewer than 12 characters, then it is refused; 12 pass", () => {
    const admin = (password: string) => CompanyAdminInputSchema.safeParse({ name: 'Ana', email: 'ana@b.co', password });
    expect(messagesOf(admin('onze-letras'))).toEqual([companyMessages.adminPasswordTooShort]);
    expect(admin('doze-letras!').success).toBe(true);
  });

  it('when a phone has letters, then users and companies refuse it; an empty one is kept empty', () => {
    expect(messagesOf(UserCreateInputSchema.safeParse({ ...user, phone: 'abc' }))).toEqual([userMessages.phoneInvalid]);
    expect(messagesOf(CompanyInputSchema.safeParse({ name: 'Alfa', email: 'a@b.co', phone: 'abc' }))).toEqual([
      companyMessages.phoneInvalid,
    ]);
    expect(CompanyInputSchema.parse({ name: 'Alfa', email: 'a@b.co' }).phone).toBe('');
  });

  it.each(['(11) 98888-0001', '11988880001', '+55 11 98888-0001', '(011) 3456-7890', '(92) 3222-1100'])(
    'when the phone is %s (a DDD and 8 or 9 digits), then it is kept as typed',
    (phone) => {
      expect(UserCreateInputSchema.parse({ ...user, phone }).phone).toBe(phone);
      expect(CompanyInputSchema.parse({ name: 'Alfa', email: 'a@b.co', phone }).phone).toBe(phone);
    },
  );

  it.each(['12', '98888-0001', '(11) 8888-0001', '(01) 98888-0001', '(11) 98888-00012', '(11) 1234-5678'])(
    'when the phone is %s (no DDD, or not 8 or 9 digits), then users and companies refuse it naming what is expected',
    (phone) => {
      expect(messagesOf(UserCreateInputSchema.safeParse({ ...user, phone }))).toEqual([userMessages.phoneInvalid]);
      expect(messagesOf(CompanyInputSchema.safeParse({ name: 'Alfa', email: 'a@b.co', phone }))).toEqual([
        companyMessages.phoneInvalid,
      ]);
      expect(userMessages.phoneInvalid).toMatch(/DDD/);
    },
  );

  it('when a company admin is sent with a field a user has but an admin has not, then it is refused', () => {
    expect(
      CompanyAdminInputSchema.safeParse({ name: 'Ana', email: 'a@b.co', password: '123456', phone: '1' }).success,
    ).toBe(false);
  });
});
