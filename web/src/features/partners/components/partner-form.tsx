import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { formatCnpj, formatPhone } from '@hub/contract/br';
import { partnerInputSchema, type Partner, type PartnerInput } from '@hub/contract/partners';
import { Form } from '../../../components/form/form';
import { RhfMaskedField } from '../../../components/form/rhf-masked-field';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { useUnsavedChangesGuard } from '../../../components/form/use-unsaved-changes-guard';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
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
  const navigate = useNavigate();
  const create = useCreatePartner();
  const update = useUpdatePartner(partner?.id ?? '');
  const form = useForm({
    resolver: zodResolver(partnerInputSchema),
    defaultValues: valuesOf(partner),
  });
  const allowLeave = useUnsavedChangesGuard(form.formState.isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (partner) await update.mutateAsync({ ...values, updatedAt: partner.updatedAt });
      else await create.mutateAsync(values);
      allowLeave();
      enqueueSnackbar(partner ? 'Parceiro atualizado' : 'Parceiro cadastrado', {
        variant: 'success',
      });
      navigate(paths.dashboard.partners.root);
    } catch (error) {
      applyServerErrors(form, error);
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
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
