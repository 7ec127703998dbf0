import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type RhfMaskedFieldProps<T extends FieldValues, O extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: FieldPath<T>;
  control: Control<T, unknown, O>;
  /** A progressive mask from contract/src/br.ts (formatCpf, formatCnpj, formatCep, formatPhone). */
  mask: (value: string) => string;
  /** What the text becomes when the person leaves the field (an amount gets its cents). */
  settle?: (value: string) => string;
};

/** A text field that formats as the person types (CPF, CNPJ, CEP, phone); the contract strips it again. */
export const RhfMaskedField = <T extends FieldValues, O extends FieldValues = T>({
  name,
  control,
  mask,
  settle,
  helperText,
  ...props
}: RhfMaskedFieldProps<T, O>) => {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ? mask(String(field.value)) : ''}
      onChange={(event) => field.onChange(mask(event.target.value))}
      onBlur={() => {
        const text = field.value ? mask(String(field.value)) : '';
        if (settle && settle(text) !== text) field.onChange(settle(text));
        field.onBlur();
      }}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
};
