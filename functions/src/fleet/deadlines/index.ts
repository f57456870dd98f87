/** 'Vencimentos': one entry per item with a deadline (a vehicle's document, a CNH, a fine), kept beside the item. */
export { notifyDeadlines } from './deadline-notices.service';
export { connectDeadlines, type DeadlinePorts } from './deadline-ports';
export { stageDeadlines } from './deadlines.repository';
export {
  countDeadlinesForExport,
  deadlinesDueBetween,
  deadlinesDueBy,
  deadlinesForExport,
  listDeadlines,
} from './deadlines.service';
