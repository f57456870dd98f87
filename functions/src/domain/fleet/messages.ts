/** User-visible pt-BR texts of this domain (see ../messages.ts, which composes MESSAGES from them). */
export const vehicleMessages = {
  notFound: 'Veículo não encontrado',
  /** One vehicle looked up for another task (a defect's new maintenance) failed. */
  lookupError: 'Erro ao buscar veículo',
  nameRequired: 'Nome é obrigatório',
  plateRequired: 'Placa é obrigatória',
  plateInvalid: 'Formato de placa inválido (ex: ABC1234 ou ABC1D23)',
  plateInUse: 'Já existe um veículo com esta placa',
  modelRequired: 'Modelo é obrigatório',
  brandRequired: 'Marca é obrigatória',
  colorRequired: 'Cor é obrigatória',
  ufInvalid: 'Escolha a UF de registro do veículo',
  vehicleTypeInvalid: 'Tipo de veículo inválido',
  cnhCategoryInvalid: 'Categoria de CNH inválida',
  yearInvalid: (min: number, max: number) => `Informe um ano entre ${min} e ${max}`,
  currentKmInvalid: 'Quilometragem atual deve ser positiva',
  lastOilChangeKmInvalid: 'Quilometragem da última troca de óleo deve ser positiva',
  lastOilChangeAboveCurrent: 'Quilometragem da última troca não pode ser maior que a atual',
  oilIntervalInvalid: 'Intervalo de troca de óleo deve ser positivo',
  odometerWentBack: 'Quilometragem menor que a leitura anterior',
  /** The QR label's link names no vehicle of the user's company (unknown, revoked, another company's). */
  qrInvalid: 'Código do veículo inválido',
  notOnDemand: 'Este checklist não pode ser iniciado pelo QR do veículo',
  qrNotThisVehicle: 'Este QR não é do veículo deste checklist',
  /** An archived vehicle keeps its history but takes no new work (assignments, schedules, check-outs, QR starts). */
  archived: (name: string) => `O veículo ${name} está arquivado. Reative-o para usá-lo.`,
  alreadyArchived: 'Este veículo já está arquivado',
  notArchived: 'Este veículo não está arquivado',
  deleteNotArchived: 'Arquive o veículo antes de excluí-lo definitivamente',
} as const;

export const recordMessages = {
  notFound: 'Registro não encontrado',
  typeRequired: 'Tipo de manutenção é obrigatório',
  descriptionRequired: 'Descrição é obrigatória',
  costInvalid: 'Informe o custo em reais, zero ou mais (ex: R$ 130,16)',
  kmInvalid: 'Quilometragem deve ser positiva',
  nextKmInvalid: 'Próxima quilometragem deve ser positiva',
  litersInvalid: 'Litros devem ser maiores que zero',
  costPerLiterInvalid: 'Preço por litro deve ser positivo',
  fuelTypeRequired: 'Tipo de combustível é obrigatório',
  oilTypeRequired: 'Tipo de óleo é obrigatório',
  oilBrandRequired: 'Marca do óleo é obrigatória',
  dateInvalid: 'Data e hora inválidas: use dd/mm/aaaa e hh:mm',
  reminderNotFound: 'Lembrete não encontrado',
  reminderNameRequired: 'Nome do serviço é obrigatório',
  reminderIntervalRequired: 'Informe o intervalo em km, em meses ou ambos',
  reminderIntervalKmInvalid: 'Intervalo em km deve ser positivo',
  reminderIntervalMonthsInvalid: 'Intervalo em meses deve ser um número inteiro positivo',
} as const;

export const defectMessages = {
  notFound: 'Defeito não encontrado',
  resolutionNoteRequired: 'Descreva o que foi feito para resolver o defeito',
  dismissReasonRequired: 'Informe por que não é necessário corrigir',
  reopenReasonRequired: 'Informe o motivo da reabertura',
  noteTooLong: 'O texto pode ter no máximo 1000 caracteres',
  oneMaintenance: 'Vincule uma manutenção existente ou registre uma nova, não as duas',
  maintenanceNotFound: 'Manutenção não encontrada neste veículo',
  alreadyOpenForItem: 'Já existe um defeito aberto para este item deste veículo',
  loadError: 'Erro ao carregar defeitos',
  resolved: 'Defeito resolvido',
  dismissed: 'Defeito marcado como sem necessidade de correção',
  reopened: 'Defeito reaberto',
  started: 'Defeito em andamento',
  changedMeanwhile: 'Este defeito acabou de ser alterado por outra pessoa; atualize a página e tente de novo',
} as const;

export const custodyMessages = {
  atRequired: 'Informe o momento (data e hora) a consultar',
  atInvalid: 'Data e hora inválidas: use o formato ISO (ex: 2026-11-24T14:30:00-03:00)',
  changedTitle: 'Troca de motorista',
  changedBody: (vehicle: string, previous: string, next: string) =>
    `${vehicle}: ${next} fez a saída e encerrou o uso de ${previous}`,
  releaseReasonRequired: 'Informe o motivo da liberação',
  releaseNotOutOfService: 'O veículo não está fora de serviço: não há o que liberar',
  alreadyReleased: 'O veículo já está liberado',
  checkOutOutOfService: (vehicle: string) =>
    `O veículo ${vehicle} está fora de serviço: a saída fica bloqueada até o reparo dos defeitos críticos. Avise o gestor.`,
} as const;
