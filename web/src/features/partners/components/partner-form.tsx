import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCnpj, formatPhone } from '@hub/contract/br';
import { partnerInputSchema, type Partner, type PartnerInput } from '@hub/contract/partners';
import { Form } from '../../../components/form/form';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { RhfMaskedField } from '../../../components/form/rhf-masked-field';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../routes/paths';
import { useCreatePartner, useUpdatePartner } from '../api/partners';

const valuesOf = (partner?: Partner): PartnerInput => ({
  name: partner?.name ?? '',
  cnpj: partner?.cnpj ? formatCnpj(partner.cnpj) : '',
  email: partner?.email ?? '',
  phone: partner?.phone ? formatPhone(partner.phone) : '',
  website: partner?.website ?? '',
  description: partner?.description ?? '',
  benefit: partner?.benefit ?? '',
});

/** One form for new and edit. */
export const PartnerForm = ({ record: partner }: { record?: Partner }) => {
  const create = useCreatePartner();
  const update = useUpdatePartner(partner?.id ?? '');
  const form = useForm({
    resolver: zodResolver(partnerInputSchema),
    defaultValues: valuesOf(partner),
  });

  const onSubmit = useRecordSubmit(form, {
    save: (values) =>
      partner
        ? update.mutateAsync({ ...values, updatedAt: partner.updatedAt })
        : create.mutateAsync(values),
    saved: partner ? 'Parceiro atualizado' : 'Parceiro cadastrado',
    next: () => paths.dashboard.partners.root,
  });

  const { control } = form;
  return (
    <SectionCard title={partner ? 'Dados do parceiro' : 'Novo parceiro'}>
      <Form
        form={form}
        onSubmit={onSubmit}
        submitLabel={partner ? 'Salvar alterações' : 'Cadastrar parceiro'}
      >
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <RhfTextField control={control} name="name" label="Nome" required />
          <RhfMaskedField control={control} name="cnpj" label="CNPJ" mask={formatCnpj} />
          <RhfTextField control={control} name="email" label="Email" type="email" required />
          <RhfMaskedField control={control} name="phone" label="Telefone" mask={formatPhone} />
          <RhfTextField control={control} name="website" label="Site" />
          <RhfTextField control={control} name="benefit" label="Benefício" />
        </Box>
        <RhfTextField
          control={control}
          name="description"
          label="Descrição"
          multiline
          minRows={3}
        />
      </Form>
    </SectionCard>
  );
};
