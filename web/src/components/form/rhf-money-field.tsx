import InputAdornment from '@mui/material/InputAdornment';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { maskMoney, settleMoney } from '../../lib/form-numbers';
import { RhfMaskedField } from './rhf-masked-field';

type RhfMoneyFieldProps<T extends FieldValues, O extends FieldValues = T> = {
  name: FieldPath<T>;
  control: Control<T, unknown, O>;
  label: string;
  required?: boolean;
  helperText?: string;
};

/**
 * An amount in reais, typed as an administrator writes it (4500, 4.500 and 4.500,5 are reais), and
 * given its cents on leaving the field. The text it holds is what `moneyText` / `parseMoney` read.
 */
export const RhfMoneyField = <T extends FieldValues, O extends FieldValues = T>({
  name,
  control,
  label,
  required,
  helperText,
}: RhfMoneyFieldProps<T, O>) => (
  <RhfMaskedField
    control={control}
    name={name}
    label={label}
    required={required}
    helperText={helperText}
    mask={maskMoney}
    settle={settleMoney}
    placeholder="0,00"
    fullWidth
    slotProps={{
      input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
      htmlInput: { inputMode: 'decimal' },
    }}
  />
);
