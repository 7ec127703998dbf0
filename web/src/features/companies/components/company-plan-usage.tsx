import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { counted, formatCount } from '@hub/contract/counts';
import { subscriptionOperations, type CompanyPlanUsage } from '@hub/contract/subscriptions';
import { useCan } from '../../../auth/use-can';
import {
  formatPeriod,
  SUBSCRIPTION_STATUS,
} from '../../../components/commerce/subscription-status';
import { PresentedStatusChip } from '../../../components/resource/status-presentation';
import { DetailList } from '../../../components/resource/detail-list';
import { QueryContent } from '../../../components/query-content';
import { SectionCard } from '../../../components/section-card';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useCompanyPlanUsage } from '../api/companies';

/** "2 de 3 processos abertos", with a bar; "1 processo aberto, sem limite" when the plan has none. */
const OpenProcesses = ({ usage }: { usage: CompanyPlanUsage }) => {
  const limit = usage.limits?.maxOpenProcesses ?? null;
  const text =
    limit === null
      ? `${counted(usage.openProcesses, 'processo aberto', 'processos abertos')}${usage.limits ? ', sem limite' : ''}`
      : `${formatCount(usage.openProcesses)} de ${counted(limit, 'processo aberto', 'processos abertos')}`;
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 360 }}>
      <Typography variant="body2">{text}</Typography>
      {limit !== null && limit > 0 && (
        <LinearProgress
          variant="determinate"
          aria-label="Processos abertos em relação ao limite do plano"
          value={Math.min(100, (usage.openProcesses / limit) * 100)}
          color={usage.openProcesses >= limit ? 'warning' : 'primary'}
        />
      )}
    </Stack>
  );
};

/** The company's subscription: plan, status, period and what the plan allows against what is used. */
export const CompanyPlanUsageCard = ({ companyId }: { companyId: string }) => {
  const usage = useCompanyPlanUsage(companyId);
  const canSubscribe = useCan(subscriptionOperations.createSubscription.permission);
  if (!usage.data)
    return (
      <SectionCard title="Assinatura">
        <QueryContent query={usage} loading="Carregando a assinatura…">
          {() => null}
        </QueryContent>
      </SectionCard>
    );
  const { subscription, limits } = usage.data;
  if (!subscription)
    return (
      <SectionCard
        title="Assinatura"
        description="A empresa ainda não assinou um plano: sem ele, não abre processos seletivos."
      >
        {canSubscribe && (
          <Button variant="contained" component={RouterLink} to={paths.dashboard.subscriptions.new}>
            Contratar plano
          </Button>
        )}
      </SectionCard>
    );
  return (
    <SectionCard title="Assinatura">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="p">
            {/* Plan names often say 'Plano' already ('Plano Conselho Tour'). */}
            {/^plano\b/i.test(subscription.planName)
              ? subscription.planName
              : `Plano ${subscription.planName}`}
          </Typography>
          <PresentedStatusChip presentation={SUBSCRIPTION_STATUS} status={subscription.status} />
        </Stack>
        <DetailList
          items={[
            ['Período', formatPeriod(subscription)],
            ['Valor', formatMoney(subscription.totalCents)],
            ['Processos seletivos', `${usage.data.processes} no total`],
            [
              'Candidaturas por processo',
              limits
                ? limits.maxApplicationsPerProcess === null
                  ? 'sem limite'
                  : `até ${limits.maxApplicationsPerProcess}`
                : null,
            ],
          ]}
        />
        {limits ? (
          <OpenProcesses usage={usage.data} />
        ) : (
          <Typography variant="body2" sx={{ color: 'warning.main' }}>
            Sem assinatura ativa: a empresa não pode abrir processos seletivos.
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            component={RouterLink}
            to={paths.dashboard.subscriptions.view(subscription.id)}
          >
            Ver assinatura
          </Button>
          <Button
            component={RouterLink}
            to={`${paths.dashboard.subscriptions.root}?companyId=${companyId}`}
          >
            Todas as assinaturas da empresa
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
};
