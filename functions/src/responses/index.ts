/** The admins' review of sent checklists ('Respostas') and an approved checklist's PDF report. */
export { approveAll, approveQuestion, getResponse, listResponses, rejectQuestion } from './responses.service';
export { dropStoredReports, LINK_LIFETIME_MS } from './reports.service';
