import InputAdornment from '@mui/material/InputAdornment';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { maskMoney } from '../../lib/form-numbers';
import { RhfMaskedField } from './rhf-masked-field';

type RhfMoneyFieldProps<T extends FieldValues, O extends FieldValues = T> = {
  name: FieldPath<T>;
  control: Control<T, unknown, O>;
  label: string;
  required?: boolean;
  helperText?: string;
};

/**
 * An amount in reais, masked as it is typed (digits fill the cents from the right: 35990 shows
 * R$ 359,90). The text it holds is what `moneyText` / `parseMoney` read into cents.
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
    placeholder="0,00"
    fullWidth
    slotProps={{
      input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
      htmlInput: { inputMode: 'numeric' },
    }}
  />
);
