/** User-visible pt-BR texts of this domain (see ../messages.ts, which composes MESSAGES from them). */
export const checklistMessages = {
  performedAtInvalid: 'Data e hora do envio inválidas',
  notFound: 'Checklist não encontrado',
  notOwnedByUser: 'Checklist não pertence a este usuário',
  fillRequired: 'Preencha todos os campos obrigatórios',
  dueDateInPast: 'O prazo deve ser uma data futura',
  dueDateInvalid: 'Prazo inválido',
  templateInactive: 'Este template está inativo e não pode ser atribuído',
  userNotAssignable: 'Só é possível atribuir checklists a usuários ativos da empresa',
  tooManyUsers: 'Selecione no máximo 100 usuários por vez',
  vehicleRequired: 'Selecione ao menos um veículo para a inspeção',
  notInspection: 'Este template não é uma inspeção de veículo: não escolha veículos',
  /** A check-out or check-in of a template with 'Exigir localização', started without the phone's position. */
  positionRequired: 'Esta inspeção exige a localização do aparelho. Permita o acesso à localização e tente novamente.',
  vehicleInactive: (name: string) => `O veículo ${name} está inativo e não pode receber inspeções`,
  tooManyAssignments: 'Uma atribuição pode criar no máximo 100 checklists (usuários × veículos)',
  failureCommentRequired: 'Descreva o problema em um comentário',
  failurePhotoRequired: 'Adicione uma foto do problema',
  assignSuccess: (n: number) => `Checklist atribuído com sucesso para ${n} usuário(s)!`,
  assignError: 'Erro ao atribuir checklist',
  removeError: 'Erro ao remover checklist',
  removeSuccess: (remaining: number) =>
    `Checklist removido com sucesso. ${remaining === 1 ? 'Resta 1 checklist' : `Restam ${remaining} checklists`} para este usuário.`,
  loadListError: 'Erro ao carregar checklists',
  listViewInvalid: 'Visão da lista inválida: use view=sent para os checklists enviados',
  listViewWithStatus: 'Escolha status ou view=sent, não os dois',
  questionNotFound: 'Questão não encontrada neste checklist',
  requiredUnanswered: (numbers: string) => `Por favor, responda as questões obrigatórias: ${numbers}`,
  rejectedUnanswered: (numbers: string) => `Por favor, responda as questões rejeitadas: ${numbers}`,
  desktopUnanswered: (questions: string) => `Por favor, responda: ${questions}`,
  photoOnNoRequired: 'Adicione uma foto para justificar a resposta "Não"',
  commentOnNoRequired: 'Adicione um comentário para justificar a resposta "Não"',
  tooLarge: 'O checklist atingiu o tamanho máximo: encurte as respostas ou os comentários',
  reviewTooLarge: 'O checklist atingiu o tamanho máximo: encurte o motivo da rejeição',
  /** A photo reference that is not an image this user uploaded to this question of this checklist. */
  photoNotUploaded: (number: number) => `Foto da questão ${number} não foi enviada: tire ou escolha a foto novamente`,
  /** A submit problem of one question, named by its 1-based number. */
  inQuestion: (message: string, number: number) => `${message} (questão ${number})`,
} as const;

export const responseMessages = {
  notFound: 'Resposta não encontrada',
} as const;

export const reportMessages = {
  notApproved: 'O PDF só pode ser gerado para checklists aprovados',
  imageError: 'Erro ao carregar imagem',
  generateError: 'Erro ao gerar PDF. Tente novamente.',
  renderFailed: 'Falha na geração do PDF',
  generated: 'PDF gerado e baixado com sucesso!',
  /** A download link that expired, was altered or was never given (the local stand-in for a signed URL). */
  linkExpired: 'Link de download expirado. Gere o PDF novamente.',
  /** The client's wait, with how far the render is. */
  progress: (percent: number) => `Gerando PDF… ${percent}%`,
} as const;

export const transitionMessages = {
  cannotStart: 'Este checklist não pode mais ser iniciado',
  submitBeforeStart: 'Inicie o checklist antes de enviá-lo',
  alreadySubmitted: 'Este checklist já foi enviado',
  alreadyApproved: 'Este checklist já foi aprovado',
  notSubmitted: 'Este checklist ainda não foi enviado para revisão',
  questionAlreadyApproved: 'Esta questão já foi aprovada',
  questionAlreadyRejected: 'Esta questão já foi rejeitada',
  rejectionReasonRequired: 'Informe o motivo da rejeição',
  answerApproved: 'Esta resposta já foi aprovada e não pode ser alterada',
  answersClosed: 'Este checklist não está aberto para respostas',
  reopenNotApproved: 'Só um checklist aprovado pode ter a revisão reaberta',
  approvedIsFinal: 'Checklist aprovado é definitivo; reabra a revisão para alterá-lo',
} as const;

export const answerMessages = {
  booleanRequired: 'Responda Sim ou Não',
  textTooLong: (max: number) => `A resposta pode ter no máximo ${max} caracteres`,
  numberRequired: 'Informe um número',
  numberMin: (min: number) => `O valor mínimo é ${min.toLocaleString('pt-BR')}`,
  numberMax: (max: number) => `O valor máximo é ${max.toLocaleString('pt-BR')}`,
  choiceRequired: 'Escolha uma das opções',
  photoInvalid: 'Foto inválida: envie a imagem novamente',
  tooManyPhotos: (max: number) => `Envie no máximo ${max} fotos por questão`,
  datetimeInvalid: 'Informe uma data e hora válidas',
  measurementRequired: (unit: string) => `Informe a medição em ${unit}`,
  commentInvalid: 'Comentário inválido',
  commentTooLong: (max: number) => `O comentário pode ter no máximo ${max} caracteres`,
  latitudeInvalid: 'Localização inválida: a latitude deve ser um número entre -90 e 90',
  longitudeInvalid: 'Localização inválida: a longitude deve ser um número entre -180 e 180',
  accuracyInvalid: 'Localização inválida: a precisão deve ser um número de metros, zero ou mais',
  locationInvalid: 'Localização inválida',
  odometerRequired: 'Informe o hodômetro em km',
  odometerNotInteger: 'Informe o hodômetro em km inteiros, sem casas decimais',
  odometerNegative: 'O hodômetro não pode ser negativo',
  locationIncomplete: 'Localização incompleta: envie latitude, longitude e precisão',
} as const;

export const signatureMessages = {
  signatureRequired: 'Assine no quadro para continuar',
  drawingRequired: 'Desenhe a assinatura no quadro',
  signerNameRequired: 'Informe o nome de quem assina',
  cpfInvalid: 'CPF inválido',
  deviceRequired: 'Dispositivo da assinatura inválido',
  /** The checklist asks the field user to sign before sending. */
  submitSignatureRequired: 'Assine para enviar o checklist',
  /** A signature sent with a checklist that asks for none. */
  submitSignatureNotAsked: 'Este checklist não pede assinatura no envio',
  signatureNotUploaded: 'A assinatura não foi enviada: assine novamente',
} as const;
