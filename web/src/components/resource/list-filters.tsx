import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FilterList from '@mui/icons-material/FilterList';
import { DateInput, UNFINISHED_DATE } from '../form/date-input';
import type { QueryValue } from '../../lib/api-client';

type Option = { value: string; label: string };

/**
 * The filters a list offers: chips for short option lists (status), a select for long ones
 * (UF, area), free text (city) and a date range (created between). `kind` defaults to chips.
 */
export type ListFilter =
  | { kind?: 'chips'; name: string; label: string; options: Option[] }
  | { kind: 'select'; name: string; label: string; options: Option[] }
  | { kind: 'text'; name: string; label: string }
  | { kind: 'dateRange'; from: string; to: string; label: string }
  /** Set by a link, not a control (a process's board opens its kanban log): only its chip shows it. */
  | { kind: 'linked'; name: string; label: string; valueLabel: (value: string) => string };

type FiltersProps = {
  filters: ListFilter[];
  values: Record<string, QueryValue>;
  onChange: (changes: Record<string, string | undefined>) => void;
};

const orUndefined = (value: string) => value || undefined;
/** A filter control is as wide as its longest usual value, so several share a row (one per row on a phone). */
const FIELD_WIDTH = { width: { xs: '100%', sm: 200 } } as const;

/** Typing pause after which a search or text filter is sent. */
const SETTLE_MS = 300;

/** A text box that reports its value once typing pauses; the list's search box is one too. */
export const DebouncedTextField = ({
  label,
  value,
  onChange,
  grow = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  grow?: boolean;
}) => {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A value set from outside (Back, a link, 'Limpar filtros') replaces what the box shows; the
  // box's own text settled and trimmed does not, or 'São ' would lose the space before 'Paulo'.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }
  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(next), SETTLE_MS);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(event) => type(event.target.value)}
      fullWidth={grow}
      sx={grow ? { flexGrow: 1, minWidth: 240, width: 'auto' } : FIELD_WIDTH}
    />
  );
};

/** One compact control (a select, a text, a period) of a filter. */
export const FilterField = ({
  filter,
  values,
  onChange,
}: Omit<FiltersProps, 'filters'> & { filter: ListFilter }) => {
  if (filter.kind === 'select')
    return (
      <TextField
        select
        size="small"
        label={filter.label}
        value={String(values[filter.name] ?? '')}
        onChange={(event) => onChange({ [filter.name]: orUndefined(event.target.value) })}
        fullWidth={false}
        sx={FIELD_WIDTH}
      >
        <MenuItem value="">Todos</MenuItem>
        {filter.options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  if (filter.kind === 'text')
    return (
      <DebouncedTextField
        label={filter.label}
        value={String(values[filter.name] ?? '')}
        onChange={(text) => onChange({ [filter.name]: orUndefined(text.trim()) })}
      />
    );
  if (filter.kind === 'dateRange')
    return (
      <Box sx={{ display: 'flex', gap: 1, width: { xs: '100%', sm: 'auto' } }}>
        {(
          [
            [filter.from, `${filter.label}: de`],
            [filter.to, `${filter.label}: até`],
          ] as const
        ).map(([name, label]) => (
          <DateInput
            key={name}
            size="small"
            label={label}
            value={String(values[name] ?? '')}
            onChange={(date) => {
              // Half a date filters nothing: the list keeps the last whole one.
              if (date !== UNFINISHED_DATE) onChange({ [name]: orUndefined(date) });
            }}
            fullWidth={false}
            sx={{ width: { xs: '50%', sm: 170 } }}
          />
        ))}
      </Box>
    );
  return null;
};

/**
 * The compact controls (selects, text, dates) in one wrapping row; `children` (a picker searched
 * on the server, a button) follow them in it.
 */
export const FieldFilters = ({
  filters,
  values,
  onChange,
  children,
}: FiltersProps & { children?: ReactNode }) => {
  const fields = filters.filter(
    (filter) => filter.kind && filter.kind !== 'chips' && filter.kind !== 'linked',
  );
  if (fields.length === 0 && !children) return null;
  return (
    <Box sx={{ px: 2.5, pb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      {fields.map((filter) => (
        <FilterField
          key={filter.kind === 'dateRange' ? filter.from : filter.name}
          filter={filter}
          values={values}
          onChange={onChange}
        />
      ))}
      {children}
    </Box>
  );
};

/** One row of chips per short option list: "Todos" and each option. */
export const ChipFilters = ({ filters, values, onChange }: FiltersProps) =>
  filters.map((filter) =>
    !filter.kind || filter.kind === 'chips' ? (
      <Box
        key={filter.name}
        role="group"
        aria-label={filter.label}
        sx={{ px: 2.5, pb: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary', mr: 1 }}>
          {filter.label}:
        </Typography>
        <Chip
          label="Todos"
          color={values[filter.name] ? 'default' : 'primary'}
          aria-pressed={!values[filter.name]}
          onClick={() => onChange({ [filter.name]: undefined })}
        />
        {filter.options.map((option) => (
          <Chip
            key={option.value}
            label={option.label}
            color={values[filter.name] === option.value ? 'primary' : 'default'}
            aria-pressed={values[filter.name] === option.value}
            onClick={() => onChange({ [filter.name]: option.value })}
          />
        ))}
      </Box>
    ) : null,
  );

/** One filter in use, as its removable chip says it, and what removing it changes. */
export type ActiveFilter = { id: string; label: string; clear: Record<string, undefined> };

const dayLabel = (day: string) => day.split('-').reverse().join('/');

/** The filters in use, each in Portuguese ('UF: AM', 'Cadastro: de 01/02/2026'), for the chips above the table. */
export const activeFilters = (
  filters: ListFilter[],
  values: Record<string, QueryValue>,
): ActiveFilter[] =>
  filters.flatMap((filter): ActiveFilter[] => {
    if (filter.kind === 'dateRange') {
      const from = values[filter.from];
      const to = values[filter.to];
      if (!from && !to) return [];
      const range = [from && `de ${dayLabel(String(from))}`, to && `até ${dayLabel(String(to))}`]
        .filter(Boolean)
        .join(' ');
      return [
        {
          id: filter.from,
          label: `${filter.label}: ${range}`,
          clear: { [filter.from]: undefined, [filter.to]: undefined },
        },
      ];
    }
    const value = values[filter.name];
    if (value === undefined || value === null || value === '') return [];
    const shown =
      filter.kind === 'text'
        ? String(value)
        : filter.kind === 'linked'
          ? filter.valueLabel(String(value))
          : (filter.options.find((option) => option.value === value)?.label ?? String(value));
    return [
      { id: filter.name, label: `${filter.label}: ${shown}`, clear: { [filter.name]: undefined } },
    ];
  });

/** The filters in use as chips that remove them: what hides rows is always in sight. */
export const ActiveFilterChips = ({ filters, values, onChange }: FiltersProps) => {
  const active = activeFilters(filters, values);
  if (active.length === 0) return null;
  return (
    <Box
      role="list"
      aria-label="Filtros ativos"
      sx={{ px: 2.5, pb: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {active.map((filter) => (
        <Chip
          key={filter.id}
          role="listitem"
          label={filter.label}
          variant="outlined"
          size="small"
          onDelete={() => onChange(filter.clear)}
        />
      ))}
    </Box>
  );
};

/**
 * A list's filters on a phone wait behind a 'Filtros' button (saying how many are in use), so the
 * rows come first on the screen; wider, they are always shown. Every list and the mailbox use it.
 */
export const CollapsibleFilters = ({
  inUse,
  inset = true,
  children,
}: {
  /** Filters in use, shown on the button ('Filtros (2)'). */
  inUse: number;
  /** The button in the list card's margin; false where its container has one. */
  inset?: boolean;
  children: ReactNode;
}) => {
  // The theme from its hook: the default one where no provider is (a component test).
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return children;
  return (
    <>
      <Box sx={inset ? { px: 2.5, pb: 2 } : { py: 2 }}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          startIcon={<FilterList />}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {inUse > 0 ? `Filtros (${inUse})` : 'Filtros'}
        </Button>
      </Box>
      <Collapse in={open} id={id}>
        {children}
      </Collapse>
    </>
  );
};
