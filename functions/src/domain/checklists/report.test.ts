import { describe, expect, it } from 'vitest';
import { answerText, failureMark, imageErrorText, photoSlots, reportFileName } from './report';

describe('the report file name', () => {
  it('when names have accents, spaces and are long, then they become underscores and are cut to 20 and 15 characters', () => {
    expect(
      reportFileName('Inspeção diária do veículo pesado', 'João da Silva Santos', new Date('2026-11-23T12:00:00Z')),
    ).toBe('Checklist_Inspe__o_di_ria_do_v_Jo_o_da_Silva_S_2026-11-23.pdf');
  });

  it('when it is past 21h in São Paulo but already the next day in UTC, then the day is São Paulo’s', () => {
    expect(reportFileName('Frota', 'Ana', new Date('2026-11-24T01:30:00Z'))).toBe('Checklist_Frota_Ana_2026-11-23.pdf');
  });

  it('when it is 00:30 in Noronha but still 23:30 in São Paulo, then the day is the company zone’s', () => {
    const at = new Date('2026-11-24T02:30:00Z');
    expect(reportFileName('Frota', 'Ana', at, 'America/Sao_Paulo')).toBe('Checklist_Frota_Ana_2026-11-23.pdf');
    expect(reportFileName('Frota', 'Ana', at, 'America/Noronha')).toBe('Checklist_Frota_Ana_2026-11-24.pdf');
  });

  it('when a name is missing, then the spec’s fallback names it', () => {
    expect(reportFileName('', '', new Date('2026-11-23T12:00:00Z'))).toBe(
      'Checklist_Template_n_o_encontr_Usu_rio_n_o_enc_2026-11-23.pdf',
    );
  });
});

describe('answers in the report', () => {
  it.each([
    [{ type: 'boolean' }, true, 'SIM'],
    [{ type: 'boolean' }, false, 'NÃO'],
    [{ type: 'number' }, 1234.5, '1.234,5'],
    [{ type: 'measurement', unit: 'km' }, 120500, '120.500 km'],
    [{ type: 'measurement', unit: 'L' }, 42.5, '42,5 L'],
    [{ type: 'odometer' }, 45230, '45.230 km'],
    [{ type: 'datetime' }, '2026-11-23T13:30:00.000Z', '23/11/2026 10:30'],
    [{ type: 'text' }, 'Tudo certo', 'Tudo certo'],
    [{ type: 'text' }, null, 'Sem resposta'],
    [{ type: 'text' }, '', 'Sem resposta'],
    [{ type: 'photo' }, ['image_ref://a', 'image_ref://b'], '2 fotos'],
  ] as const)('when a %j question holds %j, then it prints %j', (question, answer, expected) => {
    expect(answerText(question as never, answer)).toBe(expected);
  });

  it('when a date and time answer is printed for a company in Acre, then it is on Acre’s clock', () => {
    expect(answerText({ type: 'datetime' }, '2026-11-23T13:30:00.000Z', 'America/Rio_Branco')).toBe('23/11/2026 08:30');
  });

  it('when photo answers hold references, URLs or other values, then only our references name an image', () => {
    expect(
      photoSlots([
        'image_ref://abc_1',
        'http://169.254.169.254/latest',
        'data:image/png;base64,AAAA',
        'image_ref://../x',
        7,
      ]),
    ).toEqual(['abc_1', null, null, null, null]);
    expect(photoSlots('image_ref://abc')).toEqual([]);
  });

  it('when one of several photos fails, then its placeholder says which; a single one says no count', () => {
    expect(imageErrorText(1, 3)).toBe('Erro ao carregar imagem 2 de 3');
    expect(imageErrorText(0, 1)).toBe('Erro ao carregar imagem');
  });

  it('when an inspection item is answered with its failing answer, then it is marked with its severity; a pass or a general yes/no is not', () => {
    const brakes = { type: 'boolean', failingAnswer: false, severity: 'critical' } as const;
    expect(failureMark({ ...brakes, answer: false })).toBe('Falha (Crítico)');
    expect(failureMark({ ...brakes, answer: true })).toBeNull();
    expect(failureMark({ type: 'boolean', failingAnswer: true, answer: true })).toBe('Falha (Não crítico)');
    expect(failureMark({ type: 'boolean', answer: false })).toBeNull();
  });
});
