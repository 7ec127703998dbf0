import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { enqueueSnackbar } from '../../../lib/toast';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  FINAL_PROCESS_STATUSES,
  selectiveProcessOperations,
} from '@hub/contract/selective-processes';
import { counted } from '@hub/contract/counts';
import { applicationOperations } from '@hub/contract/applications';
import { useCan } from '../../../auth/use-can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingScreen } from '../../../components/loading-screen';
import { useUrlTab } from '../../../components/use-url-tab';
import { PageHeader, type Crumb } from '../../../components/page-header';
import { RecordStatusRow } from '../../../components/resource/record-status-row';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../routes/paths';
import { useDeleteProcess, useProcess, useProcessStatus } from '../api/processes';
import { useReadiness } from '../api/readiness';
import { CathoPanel } from '../components/catho-panel';
import { EnrolDialog } from '../components/enrol-dialog';
import { KanbanBoard } from '../components/kanban-board';
import { ProcessDetails } from '../components/process-details';
import { RankingTable } from '../components/ranking-table';
import { StageRulesPanel } from '../components/stage-rules-panel';
import { FollowersCard, StageDaysCard } from '../components/idle-watchdog-cards';
import { ClosingMessageAlert } from '../components/closing-message-alert';
import { prerequisiteLineId, ReadinessChecklist } from '../components/readiness-checklist';
import { PROCESS_STATUS } from '../../../components/hiring-statuses';
import { RecordHistory } from '../../../components/history/record-history';
import { ProcessInterviews } from '../../../components/interviews/interviews-panel';

/** The tabs, as the URL names them (useUrlTab). */
const PROCESS_TABS = [
  'quadro',
  'classificacao',
  'entrevistas',
  'funil',
  'dados',
  'automacao',
  'catho',
  'historico',
] as const;
type ProcessTab = (typeof PROCESS_TABS)[number];

// The charts library loads with the tab that draws it, not with every process page.
const ProcessFunnel = lazy(() =>
  import('../components/process-funnel').then((module) => ({ default: module.ProcessFunnel })),
);

/**
 * One process, reached from the global list (ViewSelectiveProcess) or from its company
 * (viewSelectiveProcess): lifecycle, enrolment, board, ranking, data, automation and Catho posting.
 */
export const ProcessViewPage = ({ fromCompany = false }: { fromCompany?: boolean }) => {
  const { selectiveProcessId = '' } = useParams();
  const { data: process, isError, error } = useProcess(selectiveProcessId);
  const readiness = useReadiness(selectiveProcessId).data;
  const status = useProcessStatus(selectiveProcessId);
  const [tab, setTab] = useUrlTab(PROCESS_TABS, 'quadro');
  const [enrolling, setEnrolling] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteProcess(selectiveProcessId);
  const navigate = useNavigate();
  const canEnrol = useCan(applicationOperations.enrolCandidate.permission);
  const canEdit = useCan(selectiveProcessOperations.updateSelectiveProcess.permission);
  const canMove = useCan(selectiveProcessOperations.changeSelectiveProcessStatus.permission);
  const canDelete = useCan(selectiveProcessOperations.deleteSelectiveProcess.permission);
  if (isError)
    return (
      <Typography role="alert" color="error">
        {errorMessage(error)}
      </Typography>
    );
  if (!process) return <LoadingScreen />;

  const crumbs: Crumb[] = fromCompany
    ? [
        { name: 'Empresas', href: paths.dashboard.companies.root },
        { name: process.companyName, href: paths.dashboard.companies.view(process.companyId) },
        {
          name: 'Processos seletivos',
          href: paths.dashboard.companies.listSelectiveProcesses(process.companyId),
        },
        { name: process.title },
      ]
    : [
        { name: 'Início', href: paths.dashboard.root },
        { name: 'Processos Seletivos', href: paths.dashboard.selectiveProcesses.root },
        { name: process.title },
      ];
  const final = FINAL_PROCESS_STATUSES.includes(process.status);
  // A button whose prerequisite is missing is disabled and described by the checklist's line.
  const enrolRefusal = readiness?.refusals.enrol;
  const openRefusal = readiness?.refusals.open;

  const removeDraft = async () => {
    try {
      await remove.mutateAsync();
      enqueueSnackbar('Processo seletivo excluído', { variant: 'success' });
      navigate(
        fromCompany
          ? paths.dashboard.companies.listSelectiveProcesses(process.companyId)
          : paths.dashboard.selectiveProcesses.root,
      );
    } catch (failure) {
      setDeleting(false);
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };

  return (
    <>
      <PageHeader
        title={process.title}
        crumbs={crumbs}
        description={`${process.companyName} · ${counted(process.applications, 'candidato', 'candidatos')}`}
        action={
          <Stack direction="row" spacing={1}>
            {!final && canEnrol && (
              <Button
                variant="contained"
                startIcon={<PersonAdd />}
                disabled={Boolean(enrolRefusal)}
                aria-describedby={enrolRefusal ? prerequisiteLineId(enrolRefusal.code) : undefined}
                onClick={() => setEnrolling(true)}
              >
                Inscrever profissional
              </Button>
            )}
            {!final && canEdit && (
              <Button
                variant="outlined"
                component={RouterLink}
                to={paths.dashboard.companies.updateViewedSelectiveProcess(
                  process.companyId,
                  process.id,
                )}
              >
                Editar
              </Button>
            )}
          </Stack>
        }
      />
      <RecordStatusRow
        presentation={PROCESS_STATUS}
        status={process.status}
        unavailable={openRefusal ? { open: prerequisiteLineId(openRefusal.code) } : {}}
        canMove={canMove}
        mutation={status}
      >
        {canDelete && process.status === 'draft' && process.applications === 0 && (
          <Button color="error" onClick={() => setDeleting(true)}>
            Excluir rascunho
          </Button>
        )}
      </RecordStatusRow>
      {final && <ClosingMessageAlert process={process} />}
      {readiness && (
        <Box sx={{ mb: 3 }}>
          <ReadinessChecklist readiness={readiness} />
        </Box>
      )}
      <Tabs
        value={tab}
        onChange={(_, value: ProcessTab) => setTab(value)}
        variant="scrollable"
        sx={{ mb: 3 }}
      >
        <Tab value="quadro" label="Quadro" />
        <Tab value="classificacao" label="Classificação" />
        <Tab value="entrevistas" label="Entrevistas" />
        <Tab value="funil" label="Funil" />
        <Tab value="dados" label="Dados" />
        <Tab value="automacao" label="Automação" />
        <Tab value="catho" label="Catho" />
        <Tab value="historico" label="Histórico" />
      </Tabs>
      {tab === 'quadro' && <KanbanBoard process={process} />}
      {tab === 'classificacao' && <RankingTable process={process} />}
      {tab === 'entrevistas' && <ProcessInterviews processId={process.id} />}
      {tab === 'funil' && (
        <Suspense fallback={<LoadingScreen />}>
          <ProcessFunnel process={process} />
        </Suspense>
      )}
      {tab === 'dados' && <ProcessDetails process={process} />}
      {tab === 'automacao' && (
        <Stack spacing={3}>
          <StageRulesPanel process={process} />
          <FollowersCard process={process} />
          <StageDaysCard process={process} />
        </Stack>
      )}
      {tab === 'catho' && <CathoPanel process={process} />}
      {tab === 'historico' && <RecordHistory entity="selective_processes" id={process.id} />}
      <EnrolDialog processId={process.id} open={enrolling} onClose={() => setEnrolling(false)} />
      <ConfirmDialog
        open={deleting}
        title="Excluir rascunho?"
        content="O processo em rascunho será apagado. Processos já abertos são cancelados, não excluídos."
        confirmLabel="Excluir"
        color="error"
        loading={remove.isPending}
        onConfirm={removeDraft}
        onClose={() => setDeleting(false)}
      />
    </>
  );
};
