import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import type { SxProps, Theme } from '@mui/material/styles';

/** The search box above a list or a grid. */
export const SearchField = ({
  label,
  value,
  onChange,
  sx = { flexGrow: 1, minWidth: 200 },
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}) => (
  <TextField
    type="search"
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={sx}
    slotProps={{
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <Search />
          </InputAdornment>
        ),
      },
    }}
  />
);

/** A small select that narrows or orders a list; `allLabel` adds the "no filter" choice. */
export const FilterSelect = <V extends string>({
  label,
  value,
  options,
  onChange,
  allLabel,
}: {
  label: string;
  value: V | 'all';
  options: { value: V; label: string }[];
  onChange: (value: V | 'all') => void;
  allLabel?: string;
}) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value as V | 'all')}
    sx={{ minWidth: 170 }}
  >
    {allLabel && <MenuItem value="all">{allLabel}</MenuItem>}
    {options.map((option) => (
      <MenuItem key={option.value} value={option.value}>
        {option.label}
      </MenuItem>
    ))}
  </TextField>
);
