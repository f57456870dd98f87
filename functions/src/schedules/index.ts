/** 'Agendamentos': recurring assignments of a template to users (and vehicles). */
export { createSchedule, pauseSchedule, pseudonymiseSchedulesOf } from './schedules.service';
export { createScheduledChecklists } from './scheduled-checklists.service';
