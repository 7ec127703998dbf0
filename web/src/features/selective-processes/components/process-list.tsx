import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { UF_LIST } from '@hub/contract/br';
import { AREA_LABELS } from '@hub/contract/candidates';
import type { Company } from '@hub/contract/companies';
import { optionsOf } from '@hub/contract/fields';
import type { SelectiveProcessRow } from '@hub/contract/selective-processes';
import { ResourceList, type ListQuery } from '../../../components/resource/resource-list';
import { paths } from '../../../routes/paths';
import { processKeys } from '../api/processes';
import { PROCESS_FILTERS, processColumns } from '../processes.config';
import { RemotePicker } from '../../../components/resource/remote-picker';

const SelectFilter = ({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={{ minWidth: 160 }}
  >
    <MenuItem value="">Todas</MenuItem>
    {options.map((option) => (
      <MenuItem key={option.value} value={option.value}>
        {option.label}
      </MenuItem>
    ))}
  </TextField>
);

/**
 * The global list (every company, with a company filter) or one company's list: the shared
 * list block plus the filters chips cannot hold (company, area, UF, period).
 */
export const ProcessList = ({
  companyId,
  rowPath,
}: {
  companyId?: string;
  /** Where a row leads; by default the process's page. */
  rowPath?: (row: SelectiveProcessRow) => string;
}) => {
  const navigate = useNavigate();
  const [company, setCompany] = useState<Company | null>(null);

  const renderFilters = (query: ListQuery, update: (changes: Partial<ListQuery>) => void) => {
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
    const set = (name: string) => (value: string) => update({ [name]: value || undefined });
    return (
      <Box role="group" aria-label="Filtros" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {!companyId && (
          <RemotePicker<Company>
            path="/companies"
            label="Empresa"
            size="small"
            value={company}
            onChange={(row) => {
              setCompany(row);
              update({ companyId: row?.id });
            }}
            optionLabel={(row) => row.tradeName ?? row.legalName}
          />
        )}
        <SelectFilter
          label="Área"
          value={text('area')}
          options={optionsOf(AREA_LABELS)}
          onChange={set('area')}
        />
        <SelectFilter
          label="UF"
          value={text('uf')}
          options={UF_LIST.map((uf) => ({ value: uf, label: uf }))}
          onChange={set('uf')}
        />
        <TextField
          size="small"
          type="date"
          label="De"
          value={text('from')}
          onChange={(event) => set('from')(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="Até"
          value={text('to')}
          onChange={(event) => set('to')(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
    );
  };

  return (
    <ResourceList<SelectiveProcessRow>
      // The global endpoint filtered by company also serves the company's list and its CSV export.
      path="/selective-processes"
      queryKey={[...processKeys.lists, companyId ?? 'all']}
      columns={processColumns(!companyId)}
      filters={PROCESS_FILTERS}
      initialQuery={companyId ? { companyId } : undefined}
      renderFilters={renderFilters}
      defaultSort="title"
      searchLabel="Buscar por título"
      exportName="processos-seletivos"
      onRowClick={(row) =>
        navigate(
          rowPath?.(row) ??
            (companyId
              ? paths.dashboard.companies.viewSelectiveProcess(companyId, row.id)
              : paths.dashboard.selectiveProcesses.view(row.id)),
        )
      }
    />
  );
};
