import { useRef, useState, type ReactNode } from 'react';
import 'dayjs/locale/pt-br';
import dayjs, { type Dayjs } from 'dayjs';
import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR } from '@mui/x-date-pickers/locales';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** The API's date: what the field reads and writes, whatever it shows. */
const API_DATE = 'YYYY-MM-DD';

const PICKER_TEXTS = ptBR.components.MuiLocalizationProvider.defaultProps.localeText;

const dateOf = (value: string): Dayjs | null => {
  const date = value ? dayjs(value, API_DATE) : null;
  return date?.isValid() ? date : null;
};

/** What a field reports for half a date or an impossible one (31/02): never a valid date. */
export const UNFINISHED_DATE = 'data incompleta';

const reportOf = (date: Dayjs | null): string => {
  if (!date) return '';
  return date.isValid() ? date.format(API_DATE) : UNFINISHED_DATE;
};

/** Whether the field already holds `value`; half a date stands for no date too (a filter drops it). */
const holds = (date: Dayjs | null, value: string): boolean =>
  reportOf(date) === value || (value === '' && reportOf(date) === UNFINISHED_DATE);

export type DateInputProps = {
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** A whole valid date as 'YYYY-MM-DD', '' when emptied, UNFINISHED_DATE for half a date. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * A date typed or picked as dd/mm/aaaa in every browser (a native date input shows the browser's
 * own format: mm/dd/yyyy in an English one). Half a date being typed stays in the field, and is
 * reported as UNFINISHED_DATE, which a form refuses as 'Data inválida' and a filter ignores.
 */
export const DateInput = ({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  helperText,
  required,
  disabled,
  size,
  fullWidth = true,
  sx,
}: DateInputProps) => {
  // The last value given and what the field holds; a value set from outside (a filter cleared, a
  // form reset) replaces it, set while rendering as React advises for state derived from props.
  const [held, setHeld] = useState(() => ({ value, date: dateOf(value) }));
  let { date } = held;
  if (held.value !== value) {
    date = holds(held.date, value) ? held.date : dateOf(value);
    setHeld({ value, date });
  }
  // From an empty field the picker reports nothing until the date is whole: half a date typed
  // there is read, on leaving the field, from the text it shows (dd/mm/aaaa, digits typed so far).
  const shown = useRef<HTMLInputElement>(null);
  const reportOnLeaving = () => {
    if (date) return;
    const report = /\d/.test(shown.current?.value ?? '') ? UNFINISHED_DATE : '';
    if (report !== value) onChange(report);
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="pt-br"
      localeText={PICKER_TEXTS}
    >
      <DatePicker
        label={label}
        value={date}
        disabled={disabled}
        sx={sx}
        onChange={(next) => {
          setHeld({ value, date: next });
          const report = reportOf(next);
          if (report !== value) onChange(report);
        }}
        slotProps={{
          textField: {
            name,
            size,
            error,
            helperText,
            required,
            fullWidth,
            inputRef: shown,
            onBlur: () => {
              reportOnLeaving();
              onBlur?.();
            },
          },
        }}
      />
    </LocalizationProvider>
  );
};

export type RhfDateFieldProps<T extends FieldValues, O extends FieldValues = T> = {
  name: FieldPath<T>;
  control: Control<T, unknown, O>;
  label: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

/** A DateInput bound to react-hook-form; its error shows inline under it. */
export const RhfDateField = <T extends FieldValues, O extends FieldValues = T>({
  name,
  control,
  helperText,
  ...props
}: RhfDateFieldProps<T, O>) => {
  const { field, fieldState } = useController({ name, control });
  return (
    <DateInput
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
};
