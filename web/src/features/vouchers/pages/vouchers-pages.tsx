import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { VOUCHER_LIFECYCLE, voucherOperations, type Voucher } from '@hub/contract/vouchers';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { ResourceList } from '../../../components/resource/resource-list';
import { StatusBar } from '../../../components/resource/status-bar';
import { usePlanOptions } from '../../../lib/plan-options';
import { paths } from '../../../routes/paths';
import { usePartnerOptions, useVoucher, useVoucherStatus, voucherKeys } from '../api/vouchers';
import { VoucherForm } from '../components/voucher-form';
import {
  voucherColumns,
  VOUCHER_FILTERS,
  VOUCHER_STATUS_VERBS,
  VoucherStatusChip,
} from '../vouchers.config';

const home = { name: 'Início', href: paths.dashboard.root };
const crumbs = [home, { name: 'Vouchers', href: paths.dashboard.vouchers.root }];

export const VouchersListPage = () => {
  const plans = usePlanOptions();
  const partners = usePartnerOptions();
  const names = {
    plans: new Map((plans.data ?? []).map((plan) => [plan.id, plan.name])),
    partners: new Map((partners.data ?? []).map((partner) => [partner.id, partner.name])),
  };
  return (
    <>
      <PageHeader
        title="Vouchers"
        crumbs={[home, { name: 'Vouchers' }]}
        action={
          <Button variant="contained" component={RouterLink} to={paths.dashboard.vouchers.new}>
            Novo voucher
          </Button>
        }
      />
      <ResourceList
        views="vouchers"
        list={voucherOperations.listVouchers}
        exportOperation={voucherOperations.exportVouchers}
        queryKey={voucherKeys.all}
        columns={voucherColumns(names)}
        filters={[
          ...VOUCHER_FILTERS,
          {
            kind: 'select',
            name: 'planId',
            label: 'Plano',
            options: (plans.data ?? []).map((plan) => ({ value: plan.id, label: plan.name })),
          },
        ]}
        defaultSort="createdAt"
        initialQuery={{ order: 'desc' }}
        searchLabel="Buscar por código ou descrição"
        exportName="vouchers"
        rowPath={(row) => paths.dashboard.vouchers.edit(row.id)}
        empty={{
          title: 'Nenhum voucher cadastrado',
          action: { label: 'Cadastrar voucher', to: paths.dashboard.vouchers.new },
        }}
      />
    </>
  );
};

export const VoucherNewPage = () => (
  <>
    <PageHeader title="Novo voucher" crumbs={[...crumbs, { name: 'Novo' }]} />
    <VoucherForm />
  </>
);

/** The stored switch (active / inactive); expired and exhausted follow from the data. */
const VoucherStatus = ({ voucher }: { voucher: Voucher }) => (
  <Box sx={{ mb: 3 }}>
    <StatusBar
      lifecycle={VOUCHER_LIFECYCLE}
      status={voucher.status}
      chip={<VoucherStatusChip status={voucher.effectiveStatus} />}
      verbs={VOUCHER_STATUS_VERBS}
      mutation={useVoucherStatus(voucher.id)}
    />
  </Box>
);

export const VoucherEditPage = () => {
  const { id = '' } = useParams();
  const { data } = useVoucher(id);
  return (
    <>
      <PageHeader title="Editar voucher" crumbs={[...crumbs, { name: data?.code ?? '…' }]} />
      {data ? (
        <>
          <VoucherStatus voucher={data} />
          <VoucherForm key={data.updatedAt} voucher={data} />
        </>
      ) : (
        <LoadingScreen />
      )}
    </>
  );
};
