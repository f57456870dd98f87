/** Checklists: assigned or started at a vehicle, filled in the field, sent for review (their review is responses/). */
export {
  answerHistoryOf,
  answerHistoryOfUser,
  answersForExportCount,
  checklistsForExport,
  checklistsForReview,
  checklistsOfUser,
  checklistsStartedOnVehicle,
  checklistWithHistory,
  createChecklistOnce,
  findChecklist,
  photosInUse,
  pseudonymiseChecklistsOf,
  removeAnswerHistoryLocationsBefore,
  removeChecklistLocationsBefore,
  reviewCounts,
  scheduledOpenForDay,
  settleChecklist,
  updateChecklist,
  writeQuestionReview,
} from './checklist-records.service';
export { connectChecklists, type ChecklistPorts } from './checklist-ports';
export type { ChecklistDraft } from './checklists.repository';
export {
  assignChecklist,
  assignees,
  checklistDraft,
  countChecklistsForExport,
  getListedChecklist,
  listChecklists,
  listedChecklistsForExport,
  saveAnswer,
  startChecklist,
  submitChecklist,
} from './checklists.service';
export { remindDueChecklists } from './due-reminder.service';
export { flagOverdueChecklists } from './overdue.service';
export { startFromVehicle } from './vehicle-access.service';
