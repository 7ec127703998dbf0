import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  selectiveProcessOperations,
  type SelectiveProcessRow,
} from '@hub/contract/selective-processes';
import { call } from '../../lib/api-client';
import { listSource, RemotePicker } from '../resource/remote-picker';

type ProcessOption = Pick<SelectiveProcessRow, 'id' | 'title' | 'companyName'>;

type ProcessPickerProps = {
  label: string;
  /** The chosen process's id, '' for none. */
  value: string;
  onChange: (processId: string | undefined) => void;
  /** Only this company's processes, when given. */
  companyId?: string;
  size?: 'small' | 'medium';
};

/** Finds a selective process by its title on the server; an id from the URL is shown by its title. */
export const ProcessPicker = ({ label, value, onChange, companyId, size }: ProcessPickerProps) => {
  const [chosen, setChosen] = useState<ProcessOption | null>(null);
  const given = useQuery({
    queryKey: ['selective-processes', value],
    queryFn: ({ signal }) =>
      call(selectiveProcessOperations.getSelectiveProcess, { params: { id: value } }, signal),
    enabled: Boolean(value) && chosen?.id !== value,
  });
  let selected: ProcessOption | null = null;
  if (value) selected = chosen?.id === value ? chosen : (given.data ?? null);
  return (
    <RemotePicker<ProcessOption>
      source={listSource(selectiveProcessOperations.listSelectiveProcesses, {
        limit: 20,
        ...(companyId && { companyId }),
      })}
      label={label}
      size={size}
      value={selected}
      noOptionsText="Nenhum processo encontrado"
      optionLabel={(row) => `${row.title} — ${row.companyName}`}
      onChange={(row) => {
        setChosen(row);
        onChange(row?.id);
      }}
    />
  );
};
