import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Page } from '@hub/contract/common';
import { api } from '../../lib/api-client';

type RemotePickerProps<Row extends { id: string }> = {
  /** A list endpoint of the API answering the page shape and searching by `key`. */
  path: string;
  label: string;
  optionLabel: (row: Row) => string;
  value: Row | null;
  onChange: (row: Row | null) => void;
  size?: 'small' | 'medium';
};

/** Picks one row of a large list by searching it on the server, ten at a time. */
export const RemotePicker = <Row extends { id: string }>({
  path,
  label,
  optionLabel,
  value,
  onChange,
  size = 'medium',
}: RemotePickerProps<Row>) => {
  const [input, setInput] = useState('');
  const key = useDeferredValue(input.trim());
  const options = useQuery({
    queryKey: ['picker', path, key],
    queryFn: ({ signal }) => api.get<Page<Row>>(path, { query: { key, limit: 10 }, signal }),
  });
  return (
    <Autocomplete
      size={size}
      sx={{ minWidth: 240 }}
      options={options.data?.rows ?? []}
      loading={options.isFetching}
      value={value}
      onChange={(_, row) => onChange(row)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      filterOptions={(rows) => rows}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText="Nenhum resultado"
      openText="Abrir"
      closeText="Fechar"
      clearText="Limpar"
      loadingText="Buscando…"
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
};
