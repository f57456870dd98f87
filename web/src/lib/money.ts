import { formatCurrency } from './format';

/** As `formatCurrency` writes it, so a typed amount reads as a shown one. */
const PREFIX = 'R$ ';
const grouped = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/**
 * A typed amount split into reais and centavos. The comma is the decimal separator; a dot followed
 * by at most two digits (and no comma) is read as one too, as a phone's numeric keypad may offer
 * only the dot; any other dot groups thousands and is dropped.
 */
function partsOf(text: string): { reais: string; centavos: string | null } | null {
  const kept = text.replace(/[^\d,.]/g, '');
  if (!/\d/.test(kept)) return null;
  const decimalDot = !kept.includes(',') && /\.\d{0,2}$/.test(kept);
  const separator = decimalDot ? kept.lastIndexOf('.') : kept.indexOf(',');
  const whole = separator < 0 ? kept : kept.slice(0, separator);
  const centavos =
    separator < 0
      ? null
      : kept
          .slice(separator + 1)
          .replace(/\D/g, '')
          .slice(0, 2);
  return { reais: whole.replace(/\D/g, '').replace(/^0+(?=\d)/, ''), centavos };
}

/** The field's text as it is typed: '130,16' reads 'R$ 130,16', '1300' reads 'R$ 1.300'; empty stays empty. */
export function typedMoney(text: string): string {
  const parts = partsOf(text);
  if (!parts) return '';
  const reais = grouped.format(BigInt(parts.reais || '0'));
  return `${PREFIX}${reais}${parts.centavos === null ? '' : `,${parts.centavos}`}`;
}

/** The amount a money field holds, in reais (130.16); an empty field is no number, for the schema to refuse. */
export function moneyOf(text: string): number {
  const parts = partsOf(text);
  if (!parts) return Number.NaN;
  return Number(`${parts.reais || '0'}.${parts.centavos || '0'}`);
}

/** A money field's text for a stored amount ('' for none). */
export function moneyText(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : formatCurrency(amount);
}
