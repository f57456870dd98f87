/** Who holds each vehicle, from its check-out and check-in inspections ('Histórico de uso'). */
export {
  countCustodiesForExport,
  custodiesForExport,
  custodiesStartedBy,
  custodyHistory,
  pseudonymiseCustodiesOf,
  recordCustodyInspection,
  vehicleCustodies,
} from './custody.service';
