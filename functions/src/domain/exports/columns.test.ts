import { describe, expect, it } from 'vitest';
import { column, CSV_BOM, csvField, csvHeader, csvRow, csvText, exportFileName, xlsxCell } from './columns';

describe('CSV cells for Brazilian Excel', () => {
  it.each([
    ['number', 1234.5, '1234,5'],
    ['money', 1234.5, '1234,50'],
    ['money', 0.1 + 0.2, '0,30'],
    ['integer', 48_600, '48600'],
    ['date', '2026-11-27', '27/11/2026'],
    ['datetime', '2026-11-27T13:30:00.000Z', '27/11/2026 10:30'],
    ['boolean', true, 'Sim'],
    ['boolean', false, 'Não'],
    ['text', 'Inspeção diária', 'Inspeção diária'],
    ['text', null, ''],
  ] as const)('when a %s is %j, then the cell reads %j', (kind, value, text) => {
    expect(csvText(kind, value)).toBe(text);
  });

  it('when an instant is late at night in São Paulo, then its date is São Paulo’s day, not UTC’s', () => {
    expect(csvText('date', '2026-11-28T01:30:00.000Z', 'America/Sao_Paulo')).toBe('27/11/2026');
  });

  it('when a text starts like a formula, then it is kept as text with an apostrophe', () => {
    expect(csvText('text', '=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(csvText('text', '-5')).toBe(`'-5`);
  });

  it('when a field holds the separator, a quote or a line break, then it is quoted with quotes doubled', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvField('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvField('simples')).toBe('simples');
  });

  it('when a row is written, then its fields are joined by ";" and end in CRLF', () => {
    type Row = { n: string; v: number };
    const columns = [column<Row>('Nome', 'text', (r) => r.n), column<Row>('Valor', 'money', (r) => r.v)];
    expect(csvHeader(columns)).toBe('Nome;Valor\r\n');
    expect(csvRow(columns, { n: 'Óleo; filtro', v: 320 })).toBe('"Óleo; filtro";320,00\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });
});

describe('XLSX cells', () => {
  it('when a value is a day, an instant, a number or a yes/no, then the cell holds a date, a number or Sim/Não', () => {
    expect(xlsxCell('date', '2026-11-27')).toEqual(new Date(Date.UTC(2026, 10, 27)));
    expect(xlsxCell('datetime', '2026-11-27T13:30:00.000Z', 'America/Sao_Paulo')).toEqual(
      new Date(Date.UTC(2026, 10, 27, 10, 30)),
    );
    expect(xlsxCell('money', 99.9)).toBe(99.9);
    expect(xlsxCell('boolean', false)).toBe('Não');
    expect(xlsxCell('integer', 'not a number')).toBeNull();
    expect(xlsxCell('date', 'não é data')).toBeNull();
  });
});

describe('the file name', () => {
  it('when the list has accents, then they are transliterated and the day is the company’s', () => {
    expect(exportFileName('Veículos', 'xlsx', new Date('2026-11-28T01:30:00Z'), 'America/Sao_Paulo')).toBe(
      'Veiculos_2026-11-27.xlsx',
    );
    expect(exportFileName('Inspeção diária', 'csv', new Date('2026-11-27T12:00:00Z'))).toBe(
      'Inspecao_diaria_2026-11-27.csv',
    );
  });
});
