/*
 * What the driver reads when an inspection's critical item fails. Apart from defect.ts, whose
 * labels every field screen loads: only the checklist's screens need these words.
 */

/** Under a failed critical item and in the summary before 'Enviar': the vehicle stops here, and the manager must know. */
export const CRITICAL_FAILURE_INSTRUCTION =
  'Este item é crítico: o veículo ficará fora de serviço até o reparo. Não use o veículo e avise o gestor.';
