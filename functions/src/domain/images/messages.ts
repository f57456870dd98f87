/** User-visible pt-BR texts of this domain (see ../messages.ts, which composes MESSAGES from them). */
export const imageMessages = {
  notFound: 'Imagem não encontrada',
  unsupportedType: 'Formato de imagem não suportado',
  tooLarge: 'Arquivo muito grande (máximo 10 MB)',
  tooManyPixels: 'Imagem grande demais (máximo 24 megapixels)',
  fileRequired: 'Selecione uma imagem para enviar',
  oneFileOnly: 'Envie uma imagem por vez',
  incompleteBody: 'O envio da imagem foi interrompido. Tente novamente.',
  notPhotoQuestion: 'Esta questão não aceita fotos',
  uploadIdReused: 'Este envio já foi usado para outra questão',
} as const;
