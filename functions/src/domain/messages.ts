/**
 * User-visible pt-BR texts shared by the API and the web client. Texts quoted by the product
 * spec are used exactly as written there.
 */
export const MESSAGES = {
  auth: {
    unauthenticated: 'Usuário não autenticado',
    unauthorized: 'Usuário não autorizado',
    noCompany: 'Usuário não tem empresa associada',
    loginFailed: 'Erro ao fazer login',
    fillAllFields: 'Por favor, preencha todos os campos',
    invalidEmail: 'Por favor, insira um email válido',
    shortPassword: 'A senha deve ter pelo menos 6 caracteres',
  },
  http: {
    forbidden: 'Acesso negado',
    notFound: 'Recurso não encontrado',
    invalidParams: 'Parâmetros inválidos',
    tooLarge: 'Conteúdo grande demais',
    unknownField: 'Campo não permitido',
    internal: 'Erro interno do servidor. Tente novamente.',
  },
  templates: {
    notFound: 'Template não encontrado',
    nameRequired: 'Nome do template é obrigatório',
    descriptionRequired: 'Descrição é obrigatória',
    questionsRequiredOnCreate: 'Adicione pelo menos uma questão ao template',
    questionsRequiredOnEdit: 'O template deve ter pelo menos uma questão',
    questionTextRequired: 'Texto da questão é obrigatório',
    questionTypeRequired: 'Tipo da questão é obrigatório',
    optionsRequired: 'Informe pelo menos uma opção para a questão de escolha única',
    unitRequired: 'Informe a unidade da medição',
    minAboveMax: 'O valor mínimo não pode ser maior que o máximo',
    tooManyQuestions: 'Um template pode ter no máximo 200 questões',
    companyMissing: 'Erro: Empresa não identificada',
    loadListError: 'Erro ao carregar templates',
    loadError: 'Erro ao buscar template',
    createError: 'Erro ao criar template',
    updateError: 'Erro ao atualizar template',
    deleteError: 'Erro ao deletar template',
  },
} as const;
