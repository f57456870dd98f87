/** pt-BR numbers only the fleet screens show (km, BRL and dates are in lib/format). */
const LOCALE = 'pt-BR';

const decimal = (digits: number) =>
  new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits });
const oneDecimal = decimal(1);
const twoDecimals = decimal(2);
const threeDecimals = decimal(3);

/** 10,4 km/L */
export const formatKmPerLiter = (value: number) => `${oneDecimal.format(value)} km/L`;
/** 45,20 L */
export const formatLiters = (value: number) => `${twoDecimals.format(value)} L`;
/** R$ 5,899/L */
export const formatPricePerLiter = (value: number) => `R$ ${threeDecimals.format(value)}/L`;
/** R$ 0,62/km */
export const formatCostPerKm = (value: number) => `R$ ${twoDecimals.format(value)}/km`;
