/** User-visible pt-BR texts of this domain (see ../messages.ts, which composes MESSAGES from them). */
export const webhookMessages = {
  notFound: 'Webhook não encontrado',
  deliveryNotFound: 'Entrega não encontrada',
  urlRequired: 'Informe a URL do webhook',
  urlInvalid: 'URL inválida: use um endereço completo, como https://erp.exemplo.com.br/webhooks',
  httpsRequired: 'A URL do webhook precisa começar com https://',
  addressRefused: 'Este endereço não é permitido: use um endereço público na internet',
  eventsRequired: 'Escolha ao menos um evento',
  eventInvalid: 'Evento desconhecido',
  descriptionTooLong: 'A descrição pode ter até 200 caracteres',
  tooMany: (max: number) => `Cada empresa pode ter até ${max} webhooks`,
  disabledNotice: 'Webhook desativado',
  disabledNoticeBody: (url: string) =>
    `As entregas para ${url} falharam por mais de 24 horas e o webhook foi desativado. Corrija o receptor e clique em 'Reativar'.`,
} as const;
