import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatCnpj } from '@hub/contract/br';
import { COMPANY_LIFECYCLE, companyOperations, type CompanyRow } from '@hub/contract/companies';
import { call } from '../../lib/api-client';
import { listSource, RemotePicker } from '../resource/remote-picker';

/** What the picker shows of a company; a list row and the full record both have it. */
export type CompanyOption = Pick<CompanyRow, 'id' | 'legalName' | 'tradeName' | 'cnpj' | 'status'>;

type CompanyPickerProps = {
  label: string;
  /** The chosen company's id, '' for none. */
  value: string;
  onChange: (companyId: string, company: CompanyOption | null) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: string;
  size?: 'small' | 'medium';
};

export const companyLabel = (company: CompanyOption) =>
  `${company.tradeName ?? company.legalName} · ${formatCnpj(company.cnpj)}`;

const companies = listSource(companyOperations.listCompanies, {
  limit: 20,
  sort: 'legalName',
});

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
  const [chosen, setChosen] = useState<CompanyOption | null>(null);
  // An id that came from elsewhere (a link's filter) is shown by its name.
  const given = useQuery({
    queryKey: ['companies', value],
    queryFn: () => call(companyOperations.getCompany, { params: { id: value } }),
    enabled: Boolean(value) && chosen?.id !== value,
  });
  // A form reset (or a cleared filter) empties the value: the picker follows.
  let selected: CompanyOption | null = null;
  if (value) selected = chosen?.id === value ? chosen : (given.data ?? null);

  return (
    <RemotePicker<CompanyOption>
      source={companies}
      label={label}
      value={selected}
      size={size}
      required={required}
      error={error}
      helperText={size === 'small' ? undefined : 'Busque pelo nome ou pelo CNPJ'}
      noOptionsText="Nenhuma empresa encontrada"
      optionLabel={companyLabel}
      optionText={(company) =>
        `${companyLabel(company)} (${COMPANY_LIFECYCLE.labels[company.status]})`
      }
      onChange={(company) => {
        setChosen(company);
        onChange(company?.id ?? '', company);
      }}
      onBlur={onBlur}
    />
  );
};
