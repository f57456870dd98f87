/** User-visible pt-BR texts of this domain (see ../messages.ts, which composes MESSAGES from them). */
export const userMessages = {
  notFound: 'Usuário não encontrado',
  nameRequired: 'Nome é obrigatório',
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  passwordRequired: 'Senha é obrigatória para novos usuários',
  passwordTooShort: 'Senha deve ter pelo menos 6 caracteres',
  emailInUse: 'Este email já está em uso por outra conta',
  phoneInvalid: 'Telefone inválido: informe o DDD e o número, com 8 ou 9 dígitos (ex: (11) 98888-0001)',
  loadListError: 'Erro ao carregar usuários',
  /** The list failed while a search was applied. */
  searchError: 'Erro ao buscar usuários',
  loadError: 'Erro ao carregar usuário',
  /** One user looked up for another task (the CNH check of an assignment) failed. */
  lookupError: 'Erro ao buscar usuário',
  createError: 'Erro ao criar usuário',
  updateError: 'Erro ao atualizar usuário',
  deleteError: 'Erro ao deletar usuário',
} as const;
