/**
 * The vehicle screens' texts of spec section 8 that the API never sends (loading and writing
 * failures, successes). The API's own messages come from @domain/fleet/messages.
 */
export const VEHICLE_TEXTS = {
  loadList: (message: string) => `Erro ao carregar veículos: ${message}`,
  loadVehicle: (message: string) => `Erro ao carregar veículo: ${message}`,
  loadData: (message: string) => `Erro ao carregar dados do veículo: ${message}`,
  create: (message: string) => `Erro ao criar veículo: ${message}`,
  update: (message: string) => `Erro ao atualizar veículo: ${message}`,
  delete: (message: string) => `Erro ao deletar veículo: ${message}`,
  archive: (message: string) => `Erro ao arquivar veículo: ${message}`,
  unarchive: (message: string) => `Erro ao reativar veículo: ${message}`,
  saveRecord: (message: string) => `Erro ao salvar registro: ${message}`,
  summaryError: 'Erro ao buscar veículos',
  created: 'Veículo criado com sucesso!',
  updated: 'Veículo atualizado com sucesso!',
  deleted: 'Veículo excluído com sucesso',
  archived: 'Veículo arquivado',
  unarchived: 'Veículo reativado',
  recordAdded: {
    maintenance: 'Registro de manutenção adicionado com sucesso!',
    fuel: 'Registro de abastecimento adicionado com sucesso!',
    oil_change: 'Registro de troca de óleo adicionado com sucesso!',
  },
  recordsEmpty: {
    maintenance: 'Nenhum registro de manutenção encontrado',
    fuel: 'Nenhum registro de abastecimento encontrado',
    oil_change: 'Nenhum registro de troca de óleo encontrado',
  },
  recordsLoadError: {
    maintenance: 'Erro ao buscar registros de manutenção',
    fuel: 'Erro ao buscar registros de abastecimento',
    oil_change: 'Erro ao buscar registros de troca de óleo',
  },
} as const;

/** The text a failed call carries, for the messages above that append it. */
export function causeOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Erro desconhecido';
}
