import { useId, useState, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** `O`: what the form's schema turns the values into, when it transforms them (text → cents). */
export type RhfTextFieldProps<T extends FieldValues, O extends FieldValues = T> = {
  name: FieldPath<T>;
  control: Control<T, unknown, O>;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'number' | 'search' | 'date';
  autoComplete?: string;
  placeholder?: string;
  helperText?: ReactNode;
  multiline?: boolean;
  minRows?: number;
  disabled?: boolean;
  required?: boolean;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  sx?: SxProps<Theme>;
};

/**
 * A text input bound to react-hook-form; its error shows inline under it. Built from the
 * outlined input parts rather than TextField, which also pulls in the select machinery (a
 * weight the login route does not carry). For a select, use MUI's TextField with `select`.
 */
export const RhfTextField = <T extends FieldValues, O extends FieldValues = T>({
  name,
  control,
  label,
  helperText,
  disabled,
  required,
  sx,
  ...input
}: RhfTextFieldProps<T, O>) => {
  const { field, fieldState } = useController({ name, control });
  const id = useId();
  const helper = fieldState.error?.message ?? helperText;
  // A date input always shows its own placeholder (dd/mm/aaaa), so its label must stay above it.
  const shrink = input.type === 'date' ? true : undefined;
  return (
    <FormControl
      fullWidth
      error={Boolean(fieldState.error)}
      disabled={disabled}
      required={required}
      sx={sx}
    >
      <InputLabel htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        notched={shrink}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        aria-describedby={helper ? `${id}-helper` : undefined}
      />
      {helper && <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText>}
    </FormControl>
  );
};

/** A password field with the show/hide toggle. */
export const RhfPasswordField = <T extends FieldValues, O extends FieldValues = T>(
  props: Omit<RhfTextFieldProps<T, O>, 'type' | 'endAdornment'>,
) => {
  const [visible, setVisible] = useState(false);
  return (
    <RhfTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
};
