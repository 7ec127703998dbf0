import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { formatCnpj } from '@hub/contract/br';
import type { Page } from '@hub/contract/common';
import { COMPANY_LIFECYCLE, type CompanyRow } from '@hub/contract/companies';
import { api } from '../../lib/api-client';

type CompanyPickerProps = {
  label: string;
  /** The chosen company's id, '' for none. */
  value: string;
  onChange: (companyId: string) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: string;
  size?: 'small' | 'medium';
};

const SETTLE_MS = 300;

const labelOf = (company: CompanyRow) =>
  `${company.tradeName ?? company.legalName} · ${formatCnpj(company.cnpj)}`;

/** Finds a company by name or CNPJ on the server (the registry is too large to list). */
export const CompanyPicker = ({
  label,
  value,
  onChange,
  onBlur,
  required,
  error,
  size,
}: CompanyPickerProps) => {
  const [search, setSearch] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // One request once typing pauses, not one per key.
  const searchLater = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSearch(text), SETTLE_MS);
  };
  const [chosen, setChosen] = useState<CompanyRow | null>(null);
  const companies = useQuery({
    queryKey: ['companies', 'picker', search],
    queryFn: ({ signal }) =>
      api.get<Page<CompanyRow>>('/companies', {
        query: { key: search, limit: 20, sort: 'legalName' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  // A form reset (or a cleared filter) empties the value: the picker follows.
  const selected = value && chosen?.id === value ? chosen : null;

  return (
    <Autocomplete
      options={companies.data?.rows ?? []}
      value={selected}
      size={size}
      getOptionLabel={labelOf}
      getOptionKey={(company) => company.id}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={(options) => options}
      loading={companies.isFetching}
      loadingText="Carregando…"
      noOptionsText="Nenhuma empresa encontrada"
      renderOption={({ key, ...props }, company) => (
        <li key={key} {...props}>
          {labelOf(company)} ({COMPANY_LIFECYCLE.labels[company.status]})
        </li>
      )}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') searchLater(text);
      }}
      onChange={(_, company) => {
        setChosen(company);
        onChange(company?.id ?? '');
      }}
      onBlur={onBlur}
      sx={{ minWidth: 260 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? (size === 'small' ? undefined : 'Busque pelo nome ou pelo CNPJ')}
        />
      )}
    />
  );
};
