/** User-visible pt-BR texts of the API keys and of the public API they open (see ../messages.ts). */
export const apiKeyMessages = {
  nameRequired: 'Informe o nome da chave',
  nameTooLong: 'O nome da chave deve ter no máximo 80 caracteres',
  scopesRequired: 'Escolha ao menos uma permissão',
  scopeInvalid: 'Permissão inválida',
  notFound: 'Chave de API não encontrada',
  alreadyRevoked: 'Esta chave já foi revogada',
  unauthenticated: 'Chave de API ausente, inválida ou revogada',
  insufficientScope: (scope: string) => `Esta chave não tem a permissão ${scope}`,
  routeNotFound: 'Rota não encontrada na API v1',
  odometerBelowCurrent: 'A quilometragem informada é menor que a atual do veículo',
} as const;
