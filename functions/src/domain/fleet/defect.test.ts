import { describe, expect, it } from 'vitest';
import {
  byHistoryOrder,
  defectTransition,
  isOutOfService,
  openDefectFor,
  serviceMove,
  type Defect,
  type DefectEvent,
} from './defect';
import {
  failedItems,
  inspectionResult,
  inspectionResultLabel,
  isFailingAnswer,
  MAX_KM_PER_DAY,
  odometerCheck,
  odometerCheckMessage,
  opensDefect,
} from './inspection';

type Item = Parameters<typeof failedItems>[0][number];
const item = (fields: Partial<Item>): Item => ({
  id: 'q1',
  question: 'Freios funcionando?',
  type: 'boolean',
  answer: null,
  failingAnswer: false,
  severity: 'non_critical',
  comment: null,
  evidencePhotos: [],
  ...fields,
});

describe('the failure rule of an inspection item', () => {
  it('when a yes/no item fails on Não (the default), then Não is a failure and Sim is not', () => {
    expect(opensDefect(item({ answer: false }))).toBe(true);
    expect(opensDefect(item({ answer: true }))).toBe(false);
  });

  it('when an item fails on Sim ("Há vazamento de óleo?"), then Sim is the failure and Não is not', () => {
    expect(opensDefect(item({ question: 'Há vazamento de óleo?', failingAnswer: true, answer: true }))).toBe(true);
    expect(opensDefect(item({ failingAnswer: true, answer: false }))).toBe(false);
  });

  it('when an item is unanswered, then it is no failure', () => {
    expect(opensDefect(item({ answer: null }))).toBe(false);
  });

  it('when a general checklist question (no failing answer kept) is answered Não, then it asks for evidence but opens no defect', () => {
    const general = item({ answer: false, failingAnswer: undefined, severity: undefined });
    expect(isFailingAnswer(general)).toBe(true);
    expect(opensDefect(general)).toBe(false);
  });

  it('when an inspection has failures, then each failed item reports its title, severity, comment and photos, and the result counts them', () => {
    const questions = [
      item({
        id: 'freios',
        answer: false,
        severity: 'critical',
        comment: 'Pedal baixo',
        evidencePhotos: ['image_ref://a'],
      }),
      item({ id: 'oleo', question: 'Há vazamento de óleo?', failingAnswer: true, answer: true, comment: 'Gotejando' }),
      item({ id: 'farois', question: 'Faróis funcionando?', answer: true }),
      item({ id: 'km', question: 'Hodômetro', type: 'odometer', answer: 45_300, failingAnswer: undefined }),
    ];
    expect(failedItems(questions)).toEqual([
      {
        questionId: 'freios',
        title: 'Freios funcionando?',
        severity: 'critical',
        comment: 'Pedal baixo',
        photos: ['image_ref://a'],
      },
      {
        questionId: 'oleo',
        title: 'Há vazamento de óleo?',
        severity: 'non_critical',
        comment: 'Gotejando',
        photos: [],
      },
    ]);
    const result = inspectionResult(questions);
    expect(result).toEqual({ failures: 2, criticalFailures: 1, odometerKm: 45_300 });
    expect(inspectionResultLabel(result)).toBe('2 falhas (1 crítica)');
    expect(inspectionResultLabel({ failures: 0, criticalFailures: 0, odometerKm: null })).toBe('Sem falhas');
  });
});

const defect = (fields: Partial<Defect>): Pick<Defect, 'vehicle' | 'questionId' | 'status' | 'severity'> => ({
  vehicle: { id: 'v1', name: 'Caminhão 1', plate: 'ABC1D23' },
  questionId: 'freios',
  status: 'open',
  severity: 'critical',
  ...fields,
});

describe('a repeated defect', () => {
  it('when the same item fails again on the same vehicle while its defect is open or in progress, then the report joins it', () => {
    const open = defect({});
    expect(openDefectFor([open], 'v1', 'freios')).toBe(open);
    const started = defect({ status: 'in_progress' });
    expect(openDefectFor([started], 'v1', 'freios')).toBe(started);
  });

  it('when the earlier defect is resolved or dismissed, or is of another item or vehicle, then a new defect opens', () => {
    const others = [
      defect({ status: 'resolved' }),
      defect({ status: 'dismissed' }),
      defect({ questionId: 'farois' }),
      defect({ vehicle: { id: 'v2', name: 'Caminhão 2', plate: 'XYZ9Z99' } }),
    ];
    expect(openDefectFor(others, 'v1', 'freios')).toBeNull();
  });
});

describe('the out-of-service rule', () => {
  it('when a vehicle has two open critical defects, then resolving one keeps it out and resolving both brings it back', () => {
    const first = defect({ questionId: 'freios' });
    const second = defect({ questionId: 'pneus' });
    expect(isOutOfService([first, second])).toBe(true);
    const oneResolved = [{ ...first, status: 'resolved' as const }, second];
    expect(isOutOfService(oneResolved)).toBe(true);
    expect(serviceMove(true, isOutOfService(oneResolved))).toBeNull();
    const bothClosed = [oneResolved[0]!, { ...second, status: 'dismissed' as const }];
    expect(isOutOfService(bothClosed)).toBe(false);
    expect(serviceMove(true, isOutOfService(bothClosed))).toBe('back_in_service');
  });

  it('when only non-critical defects are open, then the vehicle stays in service; a critical one takes it out', () => {
    expect(isOutOfService([defect({ severity: 'non_critical' })])).toBe(false);
    expect(serviceMove(false, isOutOfService([defect({ severity: 'non_critical' }), defect({})]))).toBe(
      'out_of_service',
    );
  });

  it('when an admin moves a defect, then only the allowed moves pass and the others are refused in pt-BR', () => {
    expect(defectTransition('open', 'start')).toEqual({ ok: true, status: 'in_progress' });
    expect(defectTransition('in_progress', 'resolve')).toEqual({ ok: true, status: 'resolved' });
    expect(defectTransition('open', 'dismiss')).toEqual({ ok: true, status: 'dismissed' });
    expect(defectTransition('resolved', 'reopen')).toEqual({ ok: true, status: 'open' });
    expect(defectTransition('resolved', 'resolve')).toEqual({ ok: false, message: 'Este defeito já foi encerrado' });
    expect(defectTransition('open', 'reopen')).toEqual({ ok: false, message: 'Este defeito já está aberto' });
  });
});

describe('odometer plausibility', () => {
  const now = new Date('2026-11-20T12:00:00.000Z');
  const last = { km: 45_230, at: '2026-11-18T12:00:00.000Z' };

  it('when there is no earlier reading, then any reading is plausible', () => {
    expect(odometerCheck(10, null, now)).toBeNull();
  });

  it('when a reading is below the last one, then it is flagged and the message quotes the last km', () => {
    expect(odometerCheck(45_000, last, now)).toBe('below_last');
    expect(odometerCheckMessage('below_last', last)).toBe('Leitura menor que a última registrada (45.230 km)');
  });

  it('when a reading is up to 2,000 km per day above the last, then it is plausible; beyond it, flagged', () => {
    expect(odometerCheck(45_230 + 2 * MAX_KM_PER_DAY, last, now)).toBeNull();
    expect(odometerCheck(45_230 + 2 * MAX_KM_PER_DAY + 1, last, now)).toBe('too_far');
  });

  it('when the last reading is of a few minutes ago, then a whole day’s allowance still applies', () => {
    const recent = { km: 45_230, at: '2026-11-20T11:50:00.000Z' };
    expect(odometerCheck(45_230 + MAX_KM_PER_DAY, recent, now)).toBeNull();
    expect(odometerCheck(45_230 + MAX_KM_PER_DAY + 1, recent, now)).toBe('too_far');
  });
});

describe('a defect’s history order', () => {
  const event = (kind: DefectEvent['kind'], at: string): DefectEvent => ({
    kind,
    at,
    byUid: 'u',
    byName: 'U',
    note: null,
  });

  it('when a report sent a moment before the opening one joins the defect, then the history still starts with the opening', () => {
    const history = [
      event('resolved', '2026-11-20T12:00:00.000Z'),
      event('reported_again', '2026-11-20T09:00:00.000Z'),
      event('opened', '2026-11-20T09:00:01.000Z'),
      event('started', '2026-11-20T10:00:00.000Z'),
    ].sort(byHistoryOrder);

    expect(history.map((e) => e.kind)).toEqual(['opened', 'reported_again', 'started', 'resolved']);
  });
});
