/** User-visible pt-BR texts of this domain (see ../messages.ts, which composes MESSAGES from them). */
export const documentMessages = {
  notFound: 'Documento não encontrado',
  typeInvalid: 'Escolha o tipo de documento',
  issueDateInvalid: 'Data de emissão inválida: use dd/mm/aaaa',
  expiryDateRequired: 'Informe a data de vencimento',
  expiryDateInvalid: 'Data de vencimento inválida: use dd/mm/aaaa',
  expiryBeforeIssue: 'O vencimento não pode ser anterior à emissão',
  costInvalid: 'Informe o custo em reais, zero ou mais (ex: R$ 130,16)',
  created: 'Documento cadastrado com sucesso!',
  updated: 'Documento atualizado com sucesso!',
  deleted: 'Documento excluído',
  loadError: 'Erro ao carregar documentos',
  saveError: 'Erro ao salvar documento',
  deleteError: 'Erro ao excluir documento',
  empty: 'Nenhum documento cadastrado',
  confirmDelete: 'Excluir este documento? O anexo também será excluído.',
} as const;
