/** User-visible pt-BR texts of this domain (see ../messages.ts, which composes MESSAGES from them). */
export const attachmentMessages = {
  notFound: 'Anexo não encontrado',
  fileRequired: 'Selecione um arquivo para anexar',
  unsupportedType: 'Formato não aceito: envie um PDF ou uma foto (JPEG, PNG ou WebP)',
  tooLarge: 'Arquivo muito grande (máximo 10 MB)',
  uploaded: 'Anexo enviado',
  removed: 'Anexo removido',
  uploadError: 'Erro ao enviar o anexo',
} as const;
