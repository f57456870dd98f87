import { keysOf } from '../labels';
import { normalizeForSearch } from '../text';

/** What may be imported from a spreadsheet: the fleet's vehicles and the company's field users. */
export const IMPORT_KIND_LABELS = {
  vehicles: 'Veículos',
  users: 'Usuários',
} as const;
export const IMPORT_KINDS = keysOf(IMPORT_KIND_LABELS);
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** How a cell is read: as text, a number (decimal comma), a day (dd/mm/aaaa or Excel's date) or Sim/Não. */
export type CellKind = 'text' | 'number' | 'day' | 'yesNo';

export interface ImportColumn {
  /** The field of the create form's input it fills. */
  readonly key: string;
  /** The template's header, which the file's header is matched against (case and accents aside). */
  readonly header: string;
  readonly kind: CellKind;
  /** A file whose header lacks it is refused whole; its cells may still be blank on an update. */
  readonly required: boolean;
  /** The template's example row, as a pt-BR Excel shows it. */
  readonly example: string;
  /** Other spellings of the header a file may use. */
  readonly aliases?: readonly string[];
  /** Digits a number cell is padded to (Excel drops a CNH's leading zeros). */
  readonly digits?: number;
}

const column = (
  key: string,
  header: string,
  kind: CellKind,
  example: string,
  options: { required?: boolean; aliases?: string[]; digits?: number } = {},
): ImportColumn => ({ key, header, kind, example, required: options.required ?? false, ...options });

/** The vehicle form's fields (domain/fleet/vehicle.schema.ts), one column each. */
const VEHICLE_COLUMNS: readonly ImportColumn[] = [
  column('name', 'Nome', 'text', 'Caminhão 01', { required: true }),
  column('plate', 'Placa', 'text', 'ABC1D23', { required: true }),
  column('brand', 'Marca', 'text', 'Volkswagen', { required: true }),
  column('model', 'Modelo', 'text', 'Delivery 11.180', { required: true }),
  column('color', 'Cor', 'text', 'Branco', { required: true }),
  column('year', 'Ano', 'number', '2022', { required: true }),
  column('currentKm', 'Km atual', 'number', '85000', { required: true }),
  column('lastOilChangeKm', 'Km da última troca de óleo', 'number', '80000', { required: true }),
  column('oilChangeIntervalKm', 'Intervalo de troca de óleo (km)', 'number', '10000'),
  column('uf', 'UF', 'text', 'SP'),
  column('vehicleType', 'Tipo (Leve ou Caminhão)', 'text', 'Caminhão'),
  column('requiredCnhCategory', 'Categoria de CNH exigida', 'text', 'C'),
  column('isActive', 'Ativo (Sim ou Não)', 'yesNo', 'Sim'),
];

/** The user form's fields (domain/users/user.schema.ts) and 'Dados de motorista' (domain/drivers). */
const USER_COLUMNS: readonly ImportColumn[] = [
  column('name', 'Nome', 'text', 'Maria Souza', { required: true }),
  column('email', 'E-mail', 'text', 'maria.souza@empresa.com.br', { required: true, aliases: ['email'] }),
  column('phone', 'Telefone', 'text', '(11) 98888-0001'),
  column('password', 'Senha inicial', 'text', 'troque-esta-senha', { aliases: ['senha'] }),
  column('isActive', 'Ativo (Sim ou Não)', 'yesNo', 'Sim'),
  column('cnhNumber', 'Número da CNH', 'text', '58316794534', { digits: 11, aliases: ['cnh'] }),
  column('cnhCategory', 'Categoria da CNH', 'text', 'D'),
  column('cnhExpiryDate', 'Validade da CNH', 'day', '31/12/2030'),
  column('ear', 'EAR (Sim ou Não)', 'yesNo', 'Sim'),
  column('lastToxicologicalExamDate', 'Último exame toxicológico', 'day', '15/03/2026'),
];

export const IMPORT_COLUMNS: Readonly<Record<ImportKind, readonly ImportColumn[]>> = {
  vehicles: VEHICLE_COLUMNS,
  users: USER_COLUMNS,
};

/** The column whose value names a row's record: a vehicle by its plate, a user by their e-mail. */
export const IMPORT_KEY: Readonly<Record<ImportKind, string>> = { vehicles: 'plate', users: 'email' };

/** A header as compared: no accents, case, punctuation or parenthesised hint ('Ativo (Sim ou Não)' is 'ativo'). */
export function headerKey(header: string): string {
  return normalizeForSearch(header)
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The column a file's header cell names, or null (a column of the customer's own, ignored). */
export function columnOfHeader(kind: ImportKind, header: string): ImportColumn | null {
  const key = headerKey(header);
  if (!key) return null;
  return (
    IMPORT_COLUMNS[kind].find((c) => headerKey(c.header) === key || c.aliases?.some((a) => headerKey(a) === key)) ??
    null
  );
}

/** The template's name for a kind, in the spec's style: `Modelo_importacao_veiculos`. */
export function templateFileName(kind: ImportKind, format: 'xlsx' | 'csv'): string {
  const name = normalizeForSearch(IMPORT_KIND_LABELS[kind]);
  return `Modelo_importacao_${name}.${format}`;
}

/** The largest file a preview reads, and the most data rows: one confirmation writes them all through the forms' use cases. */
export const MAX_IMPORT_MEGABYTES = 2;
export const MAX_IMPORT_BYTES = MAX_IMPORT_MEGABYTES * 1024 * 1024;
export const MAX_IMPORT_ROWS = 300;
