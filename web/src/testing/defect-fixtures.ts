import type { Defect, DefectDetail, DefectReport } from '@domain/fleet/defect';

/** A driver's report of a failed item. */
export function defectReport(checklistId: string, overrides: Partial<DefectReport> = {}): DefectReport {
  return {
    checklistId,
    reportedBy: 'u-joao',
    reportedByName: 'João Santos',
    reportedAt: '2026-11-20T13:30:00.000Z',
    comment: 'Pedal do freio baixo',
    photos: [],
    ...overrides,
  };
}

/** An open critical defect on the Hilux, reported once. */
export function defect(id: string, overrides: Partial<Defect> = {}): Defect {
  const first = defectReport('c-1');
  return {
    id,
    companyId: 'alfa',
    vehicle: { id: 'v-hilux', name: 'Hilux Campo', plate: 'QWE4321' },
    questionId: 'q-freios',
    templateId: 't-inspecao',
    title: 'Freios funcionando?',
    severity: 'critical',
    status: 'open',
    openedAt: '2026-11-20T13:30:00.000Z',
    updatedAt: '2026-11-20T13:30:00.000Z',
    firstReport: first,
    lastReport: first,
    reportsCount: 1,
    checklistIds: ['c-1'],
    maintenanceRecordId: null,
    history: [
      {
        kind: 'opened',
        at: '2026-11-20T13:30:00.000Z',
        byUid: 'u-joao',
        byName: 'João Santos',
        note: null,
        checklistId: 'c-1',
      },
    ],
    ...overrides,
  };
}

/** The detail of `defect(...)`, with its reports. */
export function defectDetail(id: string, overrides: Partial<DefectDetail> = {}): DefectDetail {
  const base = defect(id, overrides);
  return { ...base, reports: overrides.reports ?? [base.firstReport] };
}
