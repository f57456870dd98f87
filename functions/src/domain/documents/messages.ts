/** User-visible pt-BR texts of this domain (see ../messages.ts, which composes MESSAGES from them). */
export const documentMessages = {
  notFound: 'Documento não encontrado',
  typeInvalid: 'Tipo de documento inválido',
  issueDateInvalid: 'Data de emissão inválida',
  expiryDateInvalid: 'Data de vencimento inválida',
  expiryBeforeIssue: 'O vencimento não pode ser anterior à emissão',
  costInvalid: 'Custo inválido',
  created: 'Documento cadastrado com sucesso!',
  updated: 'Documento atualizado com sucesso!',
  deleted: 'Documento excluído',
  loadError: 'Erro ao carregar documentos',
  saveError: 'Erro ao salvar documento',
  deleteError: 'Erro ao excluir documento',
  empty: 'Nenhum documento cadastrado',
  confirmDelete: 'Excluir este documento? O anexo também será excluído.',
} as const;
