/** The company's checklist templates (a checklist copies its template's questions, DESIGN D2). */
export { readQuestion } from './templates.repository';
export { createTemplate, findTemplate, getTemplate, listTemplates, onDemandTemplates } from './templates.service';
