/** User-visible pt-BR texts of this domain (see ../messages.ts, which composes MESSAGES from them). */
export const driverMessages = {
  cnhNumberInvalid: 'Número da CNH inválido (11 dígitos)',
  cnhCheckDigitsInvalid: 'Número da CNH inválido',
  categoryInvalid: 'Escolha a categoria da CNH',
  expiryDateRequired: 'Informe a validade da CNH',
  expiryDateInvalid: 'Data de validade da CNH inválida: use dd/mm/aaaa',
  examDateInvalid: 'Data do exame toxicológico inválida: use dd/mm/aaaa',
  examDateInFuture: 'A data do exame toxicológico não pode estar no futuro',
  saved: 'Dados de motorista salvos',
  saveError: 'Erro ao salvar dados de motorista',
  loadError: 'Erro ao carregar dados de motorista',
  none: 'Nenhuma CNH cadastrada',
} as const;
