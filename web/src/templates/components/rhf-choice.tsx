import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type ChoiceProps<T extends FieldValues> = {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
};

/** A required select bound to react-hook-form (the product's RhfSelect adds a Portuguese empty choice). */
export const RhfChoice = <T extends FieldValues>({
  name,
  control,
  label,
  options,
  required,
}: ChoiceProps<T>) => {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      select
      fullWidth
      required={required}
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** An on/off field bound to react-hook-form. */
export const RhfSwitch = <T extends FieldValues>({
  name,
  control,
  label,
}: {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
}) => {
  const { field } = useController({ name, control });
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  );
};
