import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type RhfSelectProps<T extends FieldValues, O extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'
> & {
  name: FieldPath<T>;
  control: Control<T, unknown, O>;
  /** A disabled option is shown but cannot be picked (a choice beyond what the user may give). */
  options: { value: string; label: string; disabled?: boolean }[];
  /** What the empty choice of an optional field says, when 'Não informado' is not what it means. */
  emptyLabel?: string;
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
  emptyLabel = 'Não informado',
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
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};
