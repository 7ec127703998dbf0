import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type RhfSelectProps<T extends FieldValues, O extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'
> & {
  name: FieldPath<T>;
  control: Control<T, unknown, O>;
  options: { value: string; label: string }[];
};

/**
 * A select bound to react-hook-form; its error shows inline. An optional field offers an empty
 * choice ('Não informado'); a required one does not, so "nothing" can never be picked as a value.
 */
export const RhfSelect = <T extends FieldValues, O extends FieldValues = T>({
  name,
  control,
  options,
  helperText,
  required,
  ...props
}: RhfSelectProps<T, O>) => {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      required={required}
      select
      fullWidth
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {!required && (
        <MenuItem value="">
          <em>Não informado</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};
