/** User-visible pt-BR texts of this domain (see ../messages.ts, which composes MESSAGES from them). */
export const authMessages = {
  unauthenticated: 'Usuário não autenticado',
  /** The phone list asked with nobody signed in (spec section 8). */
  unauthenticatedFirebase: 'Usuário não autenticado no Firebase',
  unauthorized: 'Usuário não autorizado',
  noCompany: 'Usuário não tem empresa associada',
  /** The superadmin asked for a company's data without naming the company. */
  companyIdMissing: 'Erro: ID da empresa não encontrado',
  loginFailed: 'Erro ao fazer login',
  fillAllFields: 'Por favor, preencha todos os campos',
  invalidEmail: 'Por favor, insira um email válido',
  shortPassword: 'A senha deve ter pelo menos 6 caracteres',
  recentSignInRequired: 'Entre novamente para confirmar esta ação',
  /** Said whether or not an account has the address, so the form never tells who has one. */
  resetSent: (email: string) =>
    `Se houver uma conta com ${email}, enviamos a ela um link para criar uma nova senha. Confira a caixa de entrada e o spam.`,
  resetEmailRequired: 'Informe o e-mail da sua conta',
  resetTooMany: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  resetFailed: 'Não foi possível enviar o link. Verifique sua conexão e tente novamente.',
} as const;
