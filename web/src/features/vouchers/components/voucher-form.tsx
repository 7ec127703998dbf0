import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { optionsOf } from '@hub/contract/fields';
import { DISCOUNT_TYPE_LABELS, type Voucher } from '@hub/contract/vouchers';
import { Form } from '../../../components/form/form';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { RhfMoneyField } from '../../../components/form/rhf-money-field';
import { RhfMaskedField } from '../../../components/form/rhf-masked-field';
import { RhfSelect } from '../../../components/form/rhf-select';
import { RhfDateField } from '../../../components/form/date-input';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../routes/paths';
import { useCreateVoucher, usePartnerOptions, useUpdateVoucher } from '../api/vouchers';
import {
  voucherFormSchema,
  voucherFormValues,
  type VoucherFormInput,
  type VoucherFormOutput,
} from './voucher-form-schema';
import { VoucherPlansField } from './voucher-plans-field';

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
} as const;
const upperCase = (value: string) => value.toUpperCase();

/** One form for new and edit: code rules, percent or R$ discount, window, uses, plans, partner. */
export const VoucherForm = ({ record: voucher }: { record?: Voucher }) => {
  const create = useCreateVoucher();
  const update = useUpdateVoucher(voucher?.id ?? '');
  const partners = usePartnerOptions();
  const form = useForm<VoucherFormInput, unknown, VoucherFormOutput>({
    resolver: zodResolver(voucherFormSchema),
    defaultValues: voucherFormValues(voucher),
  });
  const { control } = form;
  const discountType = useWatch({ control, name: 'discountType' });

  const onSubmit = useRecordSubmit(form, {
    save: (values) =>
      voucher
        ? update.mutateAsync({ ...values, updatedAt: voucher.updatedAt })
        : create.mutateAsync(values),
    saved: voucher ? 'Voucher atualizado' : 'Voucher cadastrado',
    next: () => paths.dashboard.vouchers.root,
  });

  return (
    <SectionCard title={voucher ? 'Dados do voucher' : 'Novo voucher'}>
      <Form
        form={form}
        onSubmit={onSubmit}
        submitLabel={voucher ? 'Salvar alterações' : 'Cadastrar voucher'}
      >
        <Box sx={grid}>
          <RhfMaskedField
            control={control}
            name="code"
            label="Código"
            required
            mask={upperCase}
            helperText="De 3 a 40 caracteres: letras de A a Z, números e hífen"
          />
          <RhfSelect
            control={control}
            name="partnerId"
            label="Parceiro"
            options={(partners.data ?? []).map((partner) => ({
              value: partner.id,
              label: partner.name,
            }))}
          />
          <RhfSelect
            control={control}
            name="discountType"
            label="Tipo de desconto"
            required
            options={optionsOf(DISCOUNT_TYPE_LABELS)}
          />
          {discountType === 'fixed' ? (
            <RhfMoneyField
              control={control}
              name="discountValue"
              label="Desconto em reais"
              required
            />
          ) : (
            <RhfTextField
              control={control}
              name="discountValue"
              label="Desconto em porcentagem"
              required
              endAdornment={<InputAdornment position="end">%</InputAdornment>}
            />
          )}
          <RhfDateField control={control} name="validFrom" label="Válido a partir de" />
          <RhfDateField control={control} name="validUntil" label="Válido até (inclusive)" />
          <RhfTextField
            control={control}
            name="maxRedemptions"
            label="Máximo de usos"
            helperText={
              voucher
                ? `Em branco: ilimitado. Usado ${voucher.redemptions} ${voucher.redemptions === 1 ? 'vez' : 'vezes'}.`
                : 'Em branco: ilimitado'
            }
          />
        </Box>
        <RhfTextField
          control={control}
          name="description"
          label="Descrição"
          multiline
          minRows={2}
        />
        <VoucherPlansField control={control} />
      </Form>
    </SectionCard>
  );
};
