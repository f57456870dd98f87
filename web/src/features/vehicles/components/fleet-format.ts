/** pt-BR numbers of the fleet screens (spec section 9: currency BRL, dates dd/mm/yyyy). */
const LOCALE = 'pt-BR';

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const decimal = (digits: number) =>
  new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits });
const oneDecimal = decimal(1);
const twoDecimals = decimal(2);
const threeDecimals = decimal(3);

/** BRL is shared with the dashboard's fleet panel. */
export { formatCurrency } from '@/lib/format';
/** 123.456 km */
export const formatKm = (value: number) => `${integer.format(value)} km`;
export const formatInteger = (value: number) => integer.format(value);
/** 10,4 km/L */
export const formatKmPerLiter = (value: number) => `${oneDecimal.format(value)} km/L`;
/** 45,20 L */
export const formatLiters = (value: number) => `${twoDecimals.format(value)} L`;
/** R$ 5,899/L */
export const formatPricePerLiter = (value: number) => `R$ ${threeDecimals.format(value)}/L`;
/** R$ 0,62/km */
export const formatCostPerKm = (value: number) => `R$ ${twoDecimals.format(value)}/km`;
