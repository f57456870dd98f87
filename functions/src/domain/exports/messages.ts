/** What exports tell an admin, in pt-BR. */
export const exportMessages = {
  formatInvalid: 'Formato inválido: escolha Excel (.xlsx) ou CSV',
  notFound: 'Exportação não encontrada',
  failed: 'Falha na exportação. Tente novamente.',
} as const;
