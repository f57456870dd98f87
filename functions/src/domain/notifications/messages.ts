/** User-visible pt-BR texts of this domain (see ../messages.ts, which composes MESSAGES from them). */
export const notificationMessages = {
  assignedTitle: 'Novo checklist atribuído',
  assignedBody: (templateName: string, due: string) => `${templateName} — prazo ${due}`,
  overdueTitle: 'Checklist atrasado',
  overdueBody: (templateName: string, due: string) => `${templateName} venceu em ${due}. Conclua o quanto antes.`,
  rejectedTitle: 'Questões para corrigir',
  rejectedBody: (templateName: string) => `${templateName}: há questões para corrigir`,
  approvedTitle: 'Checklist aprovado',
  dueSoonTitle: 'Checklist vence em breve',
  dueSoonBody: (templateName: string, time: string) => `${templateName} vence às ${time}`,
  missedTitle: 'Checklist não realizado',
  /** 'Checklist não realizado: modelo — veículo — usuário'; a general checklist has no vehicle, so that part is left out. */
  missedBody: (templateName: string, vehicle: string | null, userName: string) =>
    `Checklist não realizado: ${[templateName, vehicle, userName].filter(Boolean).join(' — ')}`,
  approvedBody: (templateName: string) => `${templateName}: aprovado pelo revisor`,
  notFound: 'Notificação não encontrada',
  fcmTokenRequired: 'Token de notificação é obrigatório',
  blocked: 'Notificações foram bloqueadas. Ative nas configurações do navegador.',
  couldNotEnable: 'Não foi possível ativar as notificações',
  /** The field user's banner on /mobile turned them on. */
  enabled: 'Notificações ativadas com sucesso!',
  /** The admin's bell turned them on (a line inside the open bell: the short form). */
  enabledFromBell: 'Notificações ativadas!',
  unavailableLocally:
    'Notificações push não estão disponíveis no ambiente local; as notificações do app continuam funcionando.',
} as const;
