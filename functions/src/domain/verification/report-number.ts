/**
 * A company's approved reports are numbered CK-YYYY-NNNNNN: the year of the first approval (the
 * company's clock) and its place in that year's sequence, from 1. The sequence is the company's
 * own and starts again each year; the year in the number keeps every number unique.
 */
export const REPORT_NUMBER_PATTERN = /^CK-(\d{4})-(\d{6,})$/;

export function formatReportNumber(year: string, sequence: number): string {
  if (!/^\d{4}$/.test(year) || !Number.isInteger(sequence) || sequence < 1) {
    throw new Error(`no report number for year ${year}, sequence ${sequence}`);
  }
  return `CK-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The sequence of a number formatReportNumber made (its NNNNNN). */
export function sequenceOf(reportNumber: string): number {
  const match = REPORT_NUMBER_PATTERN.exec(reportNumber);
  if (!match) throw new Error(`not a report number: ${reportNumber}`);
  return Number(match[2]);
}
