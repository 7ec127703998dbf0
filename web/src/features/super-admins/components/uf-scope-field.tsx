import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { UF_LIST, UFS, type Uf } from '@hub/contract/br';

/**
 * The regional scope of a profile or an administrator (decision 029): some of the 27 UFs (or of
 * `options`, those the user may give), none meaning every UF.
 */
export const UfScopeField = ({
  value,
  onChange,
  disabled,
  helperText,
  options = UF_LIST,
}: {
  value: Uf[];
  onChange: (ufs: Uf[]) => void;
  disabled?: boolean;
  helperText: string;
  options?: readonly Uf[];
}) => (
  <Autocomplete
    multiple
    options={options}
    value={value}
    disabled={disabled}
    onChange={(_event, ufs) => onChange(ufs)}
    getOptionLabel={(uf) => `${uf} · ${UFS[uf]}`}
    renderInput={(params) => (
      <TextField
        {...params}
        label="UFs atendidas"
        placeholder={value.length ? undefined : 'Todas as UFs'}
        helperText={helperText}
      />
    )}
  />
);
