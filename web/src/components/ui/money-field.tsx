import { typedMoney } from '@/lib/money';
import { TextField, type TextFieldProps } from './field';

/**
 * An amount in reais ('Valor (R$)', 'Custo (R$)'): typed with a comma as the decimal separator and
 * shown as 'R$ 1.300,16' while it is typed, whatever the browser's number field would make of a
 * comma. The form reads its text with `moneyOf`.
 */
export function MoneyField({ onChange, ...rest }: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return (
    <TextField
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder="R$ 0,00"
      {...rest}
      onChange={(event) => {
        const shown = typedMoney(event.target.value);
        if (shown !== event.target.value) event.target.value = shown;
        return onChange?.(event);
      }}
    />
  );
}
