import MenuItem from '@mui/material/MenuItem';
import type { TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { RhfTextField } from './rhf-text-field';

type RhfSelectProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  options: { value: string; label: string }[];
};

/** A select bound to react-hook-form, with an empty choice for optional fields. */
export const RhfSelect = <T extends FieldValues>({ options, ...props }: RhfSelectProps<T>) => (
  <RhfTextField {...props} select>
    <MenuItem value="">
      <em>Não informado</em>
    </MenuItem>
    {options.map((option) => (
      <MenuItem key={option.value} value={option.value}>
        {option.label}
      </MenuItem>
    ))}
  </RhfTextField>
);
