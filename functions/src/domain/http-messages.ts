/** Texts of the HTTP layer itself, which belongs to no domain: its refusals and its limits. */
export const httpMessages = {
  forbidden: 'Acesso negado',
  notFound: 'Recurso não encontrado',
  invalidParams: 'Parâmetros inválidos',
  /** A write that needs a body came with none (spec section 8): an update, or any other write. */
  emptyUpdate: 'Erro: Dados insuficientes para atualização',
  emptyBody: 'Erro: Informações necessárias não encontradas',
  tooLarge: 'Conteúdo grande demais (máximo 1 MB)',
  tooManyRequests: (seconds: number) => `Muitas requisições. Tente novamente em ${seconds} segundos.`,
  unknownField: 'Campo não permitido',
  internal: 'Erro interno do servidor. Tente novamente.',
} as const;
