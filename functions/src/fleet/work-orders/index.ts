/** Work orders ('Ordens de Serviço') with outside workshops: what the demo data seeds through. */
export {
  approveWorkOrder,
  completeWorkOrder,
  createLink,
  createWorkshop,
  openWorkOrder,
  recordQuote,
  requestQuote,
  startWorkOrder,
} from './work-orders.service';
