/** User-visible pt-BR texts of this domain (see ../messages.ts, which composes MESSAGES from them). */
export const deadlineMessages = {
  loadError: 'Erro ao carregar vencimentos',
  empty: 'Nenhum vencimento nos filtros escolhidos',
} as const;
