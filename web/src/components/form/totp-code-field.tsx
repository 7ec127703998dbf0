import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** What the authenticator app shows (6 digits) or, with `recovery`, one of the recovery codes. */
const INPUTS = {
  totp: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
  recovery: { autoComplete: 'off', maxLength: 20 },
} as const;

/**
 * The second factor's code, at the login and when setting up the authenticator app: a phone
 * offers its digit keyboard, and the browser the one-time code it may fill in.
 */
export const TotpCodeField = ({
  value,
  onChange,
  recovery = false,
  label,
  ...props
}: {
  value: string;
  onChange: (code: string) => void;
  recovery?: boolean;
  label: string;
} & Pick<TextFieldProps, 'autoFocus' | 'fullWidth' | 'sx'>) => (
  <TextField
    {...props}
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    slotProps={{ htmlInput: INPUTS[recovery ? 'recovery' : 'totp'] }}
  />
);
