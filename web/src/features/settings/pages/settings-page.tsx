import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ASSESSMENT_KEYS, ASSESSMENT_LABELS } from '@hub/contract/assessments';
import { processingRecordOperations } from '@hub/contract/processing-record';
import { stageRuleOperations } from '@hub/contract/stage-rules';
import { weightsOperations } from '@hub/contract/weights';
import { useCan } from '../../../auth/use-can';
import { PageHeader } from '../../../components/page-header';
import { DetailList } from '../../../components/resource/detail-list';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../routes/paths';
import { useRetention } from '../api/retention';
import { useWeights } from '../api/weights';

/** /dashboard/settings: the platform's settings, each with its own page. */
export const SettingsPage = () => {
  const weights = useWeights();
  const canSave = useCan(weightsOperations.saveWeights.permission);
  const canSeeRules = useCan(stageRuleOperations.listDefaultStageRules.permission);
  const retention = useRetention();
  const canSeeProcessing = useCan(processingRecordOperations.getProcessingSettings.permission);
  return (
    <>
      <PageHeader
        title="Configurações"
        crumbs={[{ name: 'Início', href: paths.dashboard.root }, { name: 'Configurações' }]}
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SectionCard
          title="Pesos das avaliações"
          description="Definem a nota ponderada que classifica os candidatos de todos os processos."
        >
          {weights.isError && (
            <Typography role="alert" color="error">
              {errorMessage(weights.error)}
            </Typography>
          )}
          {weights.data && (
            <DetailList
              items={ASSESSMENT_KEYS.map((key) => [
                ASSESSMENT_LABELS[key],
                String(weights.data.weights[key]),
              ])}
            />
          )}
          <Button
            variant="contained"
            component={RouterLink}
            to={paths.dashboard.settings.weights}
            sx={{ mt: 3 }}
          >
            {canSave ? 'Editar pesos' : 'Ver pesos'}
          </Button>
        </SectionCard>
        {canSeeRules && (
          <SectionCard
            title="Automação dos processos"
            description="As regras de etapa com que cada processo novo começa: mensagens ao entrar em uma etapa, recusa automática, aviso de contratação."
          >
            <Button variant="outlined" component={RouterLink} to={paths.dashboard.settings.stageRules}>
              Ver regras padrão
            </Button>
          </SectionCard>
        )}
        <SectionCard
          title="Retenção de dados pessoais (LGPD)"
          description="Por quanto tempo o conselho guarda os dados de profissionais sem atividade e as respostas das candidaturas de processos encerrados."
        >
          {retention.data && (
            <Typography>
              {retention.data.enabled
                ? `Ligada: todas as noites às ${retention.data.runAt}; ${retention.data.inactiveMonths} meses sem atividade, ${retention.data.closedProcessMonths} meses depois do encerramento.`
                : `Desligada. Prazos: ${retention.data.inactiveMonths} meses sem atividade, ${retention.data.closedProcessMonths} meses depois do encerramento.`}
            </Typography>
          )}
          <Button variant="outlined" component={RouterLink} to={paths.dashboard.settings.retention} sx={{ mt: 3 }}>
            Ver política de retenção
          </Button>
        </SectionCard>
        {canSeeProcessing && (
          <SectionCard
            title="Registro das operações de tratamento (LGPD, art. 37)"
            description="A finalidade, a base legal, a retenção e o compartilhamento de cada tipo de dado pessoal que o sistema marca."
          >
            <Button variant="outlined" component={RouterLink} to={paths.dashboard.settings.processingRecord}>
              Editar finalidades e bases legais
            </Button>
          </SectionCard>
        )}
        <SectionCard
          title="Auditoria"
          description="Cada alteração feita por um administrador, inclusive dos pesos, fica registrada."
        >
          <Button variant="outlined" component={RouterLink} to={paths.dashboard.logs.audit}>
            Ver trilha de auditoria
          </Button>
        </SectionCard>
      </Box>
    </>
  );
};
