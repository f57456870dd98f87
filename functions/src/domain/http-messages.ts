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
  /** `?after=` that no page answered (edited or cut short). */
  invalidCursor: 'Posição da lista inválida. Volte à primeira página.',
  /** `?page=` far down a list with no `after`: the list is walked page by page from there. */
  pageTooFar: 'Página distante demais. Avance pela lista a partir de uma página próxima.',
} as const;
