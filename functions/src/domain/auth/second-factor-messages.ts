/**
 * pt-BR texts of the admins' second factor and of App Check: apart from the sign-in's texts, which
 * every screen's first load carries, since only the API and the second factor's screens say them.
 */
export const secondFactorMessages = {
  secondFactorCodeInvalid: 'Informe o código de 6 dígitos do aplicativo autenticador',
  secondFactorCodeWrong: 'Código incorreto ou expirado. Confira o aplicativo e tente novamente.',
  secondFactorRequired: 'Informe o código do aplicativo autenticador para continuar',
  secondFactorEnrolmentRequired: 'Ative a verificação em duas etapas para continuar',
  secondFactorAlreadyEnrolled: 'A verificação em duas etapas já está ativa',
  secondFactorNotStarted: 'Gere um novo código QR e tente novamente',
  secondFactorNotEnrolled: 'A verificação em duas etapas não está ativa',
  secondFactorRequiredForRole: 'O superadmin não pode desativar a verificação em duas etapas',
  secondFactorNotYours: 'Para desativar a sua, use Verificação em duas etapas no seu perfil',
  secondFactorTooMany: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  accountNotFound: 'Administrador não encontrado',
  appCheckFailed: 'Acesso permitido somente pelo aplicativo CheckFrota. Atualize a página e tente novamente.',
} as const;
