// The sign-in form's check, fetched apart from the screen (login-form.tsx says why).
export { checkLogin, type LoginCheck } from '@domain/auth/login.schema';
