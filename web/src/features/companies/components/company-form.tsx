import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCep, formatCnpj, formatPhone, UF_OPTIONS } from '@hub/contract/br';
import {
  COMPANY_SECTOR_LABELS,
  COMPANY_SIZE_LABELS,
  companyInputSchema,
  type Company,
  type CompanyInput,
} from '@hub/contract/companies';
import { optionsOf } from '@hub/contract/fields';
import { Form } from '../../../components/form/form';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { RhfMaskedField } from '../../../components/form/rhf-masked-field';
import { RhfSelect } from '../../../components/form/rhf-select';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../routes/paths';
import { useCreateCompany, useUpdateCompany } from '../api/companies';

const valuesOf = (company?: Company): CompanyInput => ({
  legalName: company?.legalName ?? '',
  tradeName: company?.tradeName ?? '',
  cnpj: company ? formatCnpj(company.cnpj) : '',
  email: company?.email ?? '',
  phone: company?.phone ? formatPhone(company.phone) : '',
  website: company?.website ?? '',
  sector: company?.sector ?? '',
  size: company?.size ?? '',
  cep: company?.cep ? formatCep(company.cep) : '',
  street: company?.street ?? '',
  number: company?.number ?? '',
  complement: company?.complement ?? '',
  district: company?.district ?? '',
  city: company?.city ?? '',
  uf: company?.uf ?? '',
  contactName: company?.contactName ?? '',
  about: company?.about ?? '',
});

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
} as const;

/** One form for register and editCompany: the contract's schema, masks, inline errors, toasts, guard. */
export const CompanyForm = ({ record: company }: { record?: Company }) => {
  const create = useCreateCompany();
  const update = useUpdateCompany(company?.id ?? '');
  const form = useForm({
    resolver: zodResolver(companyInputSchema),
    defaultValues: valuesOf(company),
  });

  const onSubmit = useRecordSubmit(form, {
    save: (values) =>
      company
        ? update.mutateAsync({ ...values, updatedAt: company.updatedAt })
        : create.mutateAsync(values),
    saved: company ? 'Empresa atualizada' : 'Empresa cadastrada',
    next: (saved) => paths.dashboard.companies.view(saved.id),
    existing: paths.dashboard.companies.view,
  });

  const { control } = form;
  return (
    <SectionCard title={company ? 'Dados da empresa' : 'Nova empresa'}>
      <Form
        form={form}
        onSubmit={onSubmit}
        submitLabel={company ? 'Salvar alterações' : 'Cadastrar empresa'}
      >
        <Box sx={grid}>
          <RhfTextField control={control} name="legalName" label="Razão social" required />
          <RhfTextField control={control} name="tradeName" label="Nome fantasia" />
          <RhfMaskedField control={control} name="cnpj" label="CNPJ" mask={formatCnpj} required />
          <RhfTextField control={control} name="email" label="Email" type="email" required />
          <RhfMaskedField control={control} name="phone" label="Telefone" mask={formatPhone} />
          <RhfTextField control={control} name="website" label="Site" />
          <RhfSelect
            control={control}
            name="sector"
            label="Setor"
            options={optionsOf(COMPANY_SECTOR_LABELS)}
          />
          <RhfSelect
            control={control}
            name="size"
            label="Porte"
            options={optionsOf(COMPANY_SIZE_LABELS)}
          />
          <RhfTextField control={control} name="contactName" label="Pessoa de contato" />
          <RhfMaskedField control={control} name="cep" label="CEP" mask={formatCep} />
          <RhfTextField control={control} name="street" label="Logradouro" />
          <RhfTextField control={control} name="number" label="Número" />
          <RhfTextField control={control} name="complement" label="Complemento" />
          <RhfTextField control={control} name="district" label="Bairro" />
          <RhfTextField control={control} name="city" label="Cidade" />
          <RhfSelect control={control} name="uf" label="UF" options={UF_OPTIONS} />
        </Box>
        <RhfTextField
          control={control}
          name="about"
          label="Sobre a empresa"
          multiline
          minRows={3}
        />
      </Form>
    </SectionCard>
  );
};
