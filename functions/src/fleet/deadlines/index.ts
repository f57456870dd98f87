/** 'Vencimentos': one entry per item with a deadline (a vehicle's document, a CNH, a fine), kept beside the item. */
export { notifyDeadlines } from './deadline-notices.service';
export { stageDeadlines } from './deadlines.repository';
export { deadlinesDueBetween, deadlinesDueBy, listDeadlines } from './deadlines.service';
