import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../fleet/vehicle.schema';
import type { CompanyUser } from '../users/user.schema';
import { dayOfCell, numberOfText, readTable, type Cell } from './cells';
import { columnOfHeader, IMPORT_COLUMNS, type ImportKind } from './columns';
import { countOutcomes, planUsers, planVehicles } from './plan';

const clock = { now: new Date('2026-11-27T12:00:00Z'), today: '2026-11-27' };
const header = (kind: ImportKind) => IMPORT_COLUMNS[kind].map((c) => c.header);
const example = (kind: ImportKind) => IMPORT_COLUMNS[kind].map((c) => c.example);

const vehicleRow = (overrides: Record<string, string>) =>
  IMPORT_COLUMNS.vehicles.map((c) => overrides[c.key] ?? c.example);

function table(kind: ImportKind, rows: Cell[][]) {
  const read = readTable(kind, [header(kind), ...rows], 500);
  if (!read.ok) throw new Error(read.message);
  return read.rows;
}

const stored = (id: string, plate: string): Vehicle =>
  ({
    id,
    name: 'Caminhão 01',
    plate,
    brand: 'Volkswagen',
    model: 'Delivery 11.180',
    color: 'Branco',
    year: 2022,
    currentKm: 85000,
    lastOilChangeKm: 80000,
    oilChangeIntervalKm: 10000,
    uf: 'SP',
    vehicleType: 'truck',
    requiredCnhCategory: 'C',
    isActive: true,
  }) as Vehicle;

describe('headers', () => {
  it('when a header differs in case, accents or its hint, then it still names its column', () => {
    expect(columnOfHeader('vehicles', 'KM DA ULTIMA TROCA DE OLEO')?.key).toBe('lastOilChangeKm');
    expect(columnOfHeader('vehicles', 'ativo')?.key).toBe('isActive');
    expect(columnOfHeader('users', 'Email')?.key).toBe('email');
    expect(columnOfHeader('users', 'Observações')).toBeNull();
  });

  it('when the header lacks a required column, then the file is refused naming it', () => {
    const read = readTable(
      'vehicles',
      [
        ['Nome', 'Placa'],
        ['A', 'ABC1234'],
      ],
      500,
    );
    expect(read).toEqual({ ok: false, message: expect.stringContaining('Marca, Modelo, Cor, Ano, Km atual') });
  });

  it('when there are more rows than allowed, then the file is refused', () => {
    const read = readTable('vehicles', [header('vehicles'), example('vehicles'), example('vehicles')], 1);
    expect(read).toEqual({ ok: false, message: expect.stringContaining('no máximo 1 linhas') });
  });
});

describe('cells', () => {
  it('when a day is typed as dd/mm/aaaa, ISO, an Excel date or its serial, then it reads as the same day', () => {
    expect(dayOfCell('05/03/2026')).toBe('2026-03-05');
    expect(dayOfCell('5/3/2026')).toBe('2026-03-05');
    expect(dayOfCell('2026-03-05')).toBe('2026-03-05');
    expect(dayOfCell(new Date(Date.UTC(2026, 2, 5)))).toBe('2026-03-05');
    expect(dayOfCell(46086)).toBe('2026-03-05');
    expect(dayOfCell('31/02/2026')).toBeNull();
  });

  it('when a number is written the pt-BR way, then it reads as that number', () => {
    expect(numberOfText('85.000')).toBe(85000);
    expect(numberOfText('1.234,5')).toBe(1234.5);
    expect(numberOfText('5,9')).toBe(5.9);
    expect(numberOfText('doze')).toBeNull();
  });
});

describe('vehicles', () => {
  it('when 3 rows are good and 2 bad, then the 2 bad ones carry their lines and the form messages', () => {
    const rows = table('vehicles', [
      vehicleRow({ plate: 'AAA1A11' }),
      vehicleRow({ plate: 'AAA1A12', currentKm: '1.500', lastOilChangeKm: '1.000' }),
      vehicleRow({ plate: 'AB12' }),
      vehicleRow({ plate: 'AAA1A13', uf: 'XX' }),
      vehicleRow({ plate: 'aaa-1a14', vehicleType: 'Leve' }),
    ]);
    const plan = planVehicles(rows, [], clock);
    expect(countOutcomes(plan)).toEqual({ new: 3, update: 0, unchanged: 0, error: 2 });
    expect(plan.filter((r) => r.outcome === 'error').map((r) => r.errors)).toEqual([
      ['Linha 4: Formato de placa inválido (ex: ABC1234 ou ABC1D23)'],
      ['Linha 5: Escolha a UF de registro do veículo'],
    ]);
    expect(plan[4]?.write).toMatchObject({ create: { plate: 'AAA1A14', vehicleType: 'light' } });
    expect(plan[1]?.write).toMatchObject({ create: { currentKm: 1500, lastOilChangeKm: 1000 } });
  });

  it('when a plate is in the file twice, then the second is an error naming the first line', () => {
    const plan = planVehicles(table('vehicles', [vehicleRow({}), vehicleRow({ plate: 'abc-1d23' })]), [], clock);
    expect(plan.map((r) => r.outcome)).toEqual(['new', 'error']);
    expect(plan[1]?.errors).toEqual(['Linha 3: Placa já aparece na linha 2 da planilha']);
  });

  it('when a row names a vehicle the company has, then it updates what differs and leaves blank cells alone', () => {
    const rows = table('vehicles', [
      vehicleRow({ plate: 'ABC1D23' }),
      vehicleRow({ plate: 'XYZ9876', currentKm: '90000', color: '', uf: '' }),
    ]);
    const plan = planVehicles(rows, [stored('v1', 'ABC1D23'), stored('v2', 'XYZ9876')], clock);
    expect(plan.map((r) => r.outcome)).toEqual(['unchanged', 'update']);
    expect(plan[1]?.changes).toEqual([{ column: 'Km atual', before: '85000', after: '90000' }]);
    expect(plan[1]?.write).toMatchObject({ id: 'v2', update: { currentKm: 90000, color: 'Branco', uf: 'SP' } });
  });
});

describe('users', () => {
  const userHeader = header('users');
  const userRow = (overrides: Record<string, string>) => IMPORT_COLUMNS.users.map((c) => overrides[c.key] ?? c.example);
  const existing = {
    id: 'u1',
    name: 'Maria Souza',
    email: 'maria.souza@empresa.com.br',
    phone: '(11) 98888-0001',
    isActive: true,
    role: 'user',
    driverLicense: {
      cnhNumber: '58316794534',
      category: 'D',
      expiryDate: '2030-12-31',
      ear: true,
      lastToxicologicalExamDate: '2026-03-15',
    },
  } as CompanyUser;

  it('when a new user has no initial password, then the create form message says so', () => {
    const rows = table('users', [userRow({ email: 'novo@empresa.com.br', password: '' })]);
    expect(planUsers(rows, [], clock)[0]?.errors).toEqual(['Linha 2: Senha é obrigatória para novos usuários']);
  });

  it('when a CNH number fails its check digits, then the row is refused with the driver form message', () => {
    const rows = table('users', [userRow({ email: 'novo@empresa.com.br', cnhNumber: '58316794535' })]);
    expect(planUsers(rows, [], clock)[0]?.errors).toEqual(['Linha 2: Número da CNH inválido']);
  });

  it('when an e-mail is the company user, then the row is unchanged or updates the fields that differ', () => {
    expect(readTable('users', [userHeader, userRow({ email: 'MARIA.SOUZA@empresa.com.br' })], 10).ok).toBe(true);
    const same = planUsers(table('users', [userRow({ email: 'MARIA.SOUZA@empresa.com.br' })]), [existing], clock);
    expect(same[0]?.outcome).toBe('unchanged');
    const changed = planUsers(table('users', [userRow({ cnhCategory: 'e', name: 'Maria S.' })]), [existing], clock);
    expect(changed[0]?.outcome).toBe('update');
    expect(changed[0]?.changes.map((c) => c.column)).toEqual(['Nome', 'Categoria da CNH']);
    expect(changed[0]?.write).toMatchObject({ update: { id: 'u1' }, license: { category: 'E' } });
  });
});
