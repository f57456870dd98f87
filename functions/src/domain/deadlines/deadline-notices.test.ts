import { describe, expect, it } from 'vitest';
import { adminDeadlineNotice, deadlineNoticeBody, driverDeadlineNotice, toldToDriver } from './deadline-notices';
import { documentDeadline, driverDeadlines, fineDeadline } from './deadlines';
import { dueDayRange } from './deadline-list';
import { trafficFine, vehicleDocument } from '../../testing/deadline-fixtures';

const today = '2026-11-24';
const truckDoc = (expiryDate: string, plate = 'ABC1D23') =>
  documentDeadline(vehicleDocument({ id: 'd1', expiryDate, vehicle: { id: 'v1', name: 'Caminhão 01', plate } })).entry!;
const license = {
  cnhNumber: '58316794534',
  category: 'D' as const,
  ear: true,
  lastToxicologicalExamDate: '2024-05-24',
};
const [cnh, exam] = driverDeadlines({
  id: 'u1',
  name: 'João Silva',
  driverLicense: { ...license, expiryDate: '2026-11-25' },
}).map((change) => change.entry!);

describe('deadline notices', () => {
  it.each([
    ['2026-12-09', 'ABC1D23', 'Licenciamento / CRLV de Caminhão 01 (ABC-1D23) vence em 15 dias'],
    ['2026-11-25', 'ABC1234', 'Licenciamento / CRLV de Caminhão 01 (ABC-1234) vence amanhã'],
    ['2026-11-24', '', 'Licenciamento / CRLV de Caminhão 01 vence hoje'],
    ['2026-11-20', 'ABC1D23', 'Licenciamento / CRLV de Caminhão 01 (ABC-1D23) venceu em 20/11/2026'],
  ])('when a document is due on %s (plate %s), then the admins read "%s"', (day, plate, text) => {
    expect(deadlineNoticeBody(truckDoc(day, plate), today)).toBe(text);
  });

  it('when a fine awaits its driver, then the text speaks of the indication deadline', () => {
    const entry = (notificationDate: string) =>
      fineDeadline(trafficFine({ id: 'm1', infractionNumber: 'A1B2', notificationDate })).entry!;
    expect(deadlineNoticeBody(entry('2026-11-01'), today)).toBe('Multa A1B2: prazo de indicação termina em 7 dias');
    expect(deadlineNoticeBody(entry('2026-10-20'), today)).toBe(
      'Multa A1B2: prazo de indicação terminou em 19/11/2026',
    );
  });

  it("when a driver's CNH or exam is due, then the admins read whose and the driver reads their own, linking to their screen", () => {
    expect(deadlineNoticeBody(cnh!, today)).toBe('CNH de João Silva vence amanhã');
    expect(deadlineNoticeBody(exam!, today)).toBe('Exame toxicológico de João Silva vence hoje');
    expect(driverDeadlineNotice(cnh!, 7, today)).toMatchObject({
      type: 'deadline_approaching',
      title: 'Vencimento próximo',
      body: 'Sua CNH vence amanhã',
      link: '/mobile/driver',
      round: 'cnh_u1_2026-11-25_7',
    });
    expect(driverDeadlineNotice(exam!, 0, today).body).toBe('Seu exame toxicológico vence hoje');
    expect([cnh!, exam!, truckDoc('2026-12-01')].map(toldToDriver)).toEqual([true, true, false]);
  });

  it('when the same entry reaches another threshold or a new due day, then its notice is another one', () => {
    const rounds = [
      adminDeadlineNotice(truckDoc('2026-12-01'), 7, today).round,
      adminDeadlineNotice(truckDoc('2026-12-01'), 0, today).round,
      adminDeadlineNotice(truckDoc('2026-12-05'), 7, today).round,
    ];
    expect(rounds).toEqual(['document_d1_2026-12-01_7', 'document_d1_2026-12-01_0', 'document_d1_2026-12-05_7']);
    expect(adminDeadlineNotice(truckDoc('2026-11-20'), 0, today)).toMatchObject({
      title: 'Prazo vencido',
      link: '/admin/vehicles/caminhao-01?aba=documentos',
    });
  });

  it('when a status filters the list, then it is a range of due days around today', () => {
    expect(dueDayRange('expired', today)).toEqual({ from: null, to: '2026-11-23' });
    expect(dueDayRange('due_soon', today)).toEqual({ from: '2026-11-24', to: '2026-12-24' });
    expect(dueDayRange('ok', today)).toEqual({ from: '2026-12-25', to: null });
    expect(dueDayRange(undefined, today)).toEqual({ from: null, to: null });
  });
});
