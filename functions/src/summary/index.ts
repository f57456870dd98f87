/** The admins' morning summary: what it would say today (the local stack's demo shows it). */
export { sendMorningSummaries, summaryFacts } from './summary.service';
