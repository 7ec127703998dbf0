import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { applicationOperations } from '@hub/contract/applications';
import { pathOf } from '@hub/contract/operation';
import { scoreExplanation } from '@hub/contract/score-explanation';
import {
  FILE_RIGHTS,
  LGPD_CHANNEL_LABELS,
  LGPD_OPEN_STATUSES,
  LGPD_RIGHT_LABELS,
  lgpdRequestOperations,
  type LgpdFileFormat,
  type LgpdRequest,
  type LgpdRequestStatus,
} from '@hub/contract/lgpd-requests';
import { useCan } from '../../../auth/use-can';
import { useCanOpen } from '../../../auth/page-access';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-content';
import { StatusBar } from '../../../components/resource/status-bar';
import { SectionCard } from '../../../components/section-card';
import { StatusChip } from '../../../components/status-chip';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { formatDateTime, formatScore } from '../../../lib/format';
import { enqueueSnackbar } from '../../../lib/toast';
import { paths } from '../../../routes/paths';
import {
  useAnonymizeLgpdSubject,
  useLgpdRequest,
  useLgpdRequestStatus,
} from '../api/lgpd-requests';
import { useContestedApplication } from '../api/contested-application';
import { formatDay, lgpdRequestStatus } from '../lgpd-request-status';

const isOpen = (status: LgpdRequestStatus) =>
  (LGPD_OPEN_STATUSES as readonly LgpdRequestStatus[]).includes(status);

/** A request: what was asked and how it was checked, its status, and the answer the product gives. */
export const LgpdRequestPage = () => {
  const { requestId = '' } = useParams();
  const query = useLgpdRequest(requestId);
  return (
    <QueryContent query={query} loading="Carregando a solicitação…">
      {(request) => <RequestView request={request} />}
    </QueryContent>
  );
};

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="subtitle2" sx={{ color: 'text.secondary' }}>
      {term}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
      {children}
    </Typography>
  </>
);

const RequestView = ({ request }: { request: LgpdRequest }) => {
  const status = useLgpdRequestStatus(request.id);
  const canEdit = useCan(lgpdRequestOperations.updateLgpdRequest.permission);
  const professionalPath = paths.dashboard.candidates.view(request.candidateId);
  const canOpenProfessional = useCanOpen(professionalPath);
  const open = isOpen(request.status);
  return (
    <>
      <PageHeader
        title={`Solicitação de ${request.candidateName}`}
        crumbs={[
          { name: 'Início', href: paths.dashboard.root },
          { name: 'Solicitações LGPD', href: paths.dashboard.lgpdRequests.root },
          { name: request.candidateName },
        ]}
        action={
          open && canEdit ? (
            <Button component={RouterLink} to={paths.dashboard.lgpdRequests.edit(request.id)} variant="outlined">
              Editar
            </Button>
          ) : undefined
        }
      />
      <Stack spacing={3}>
        <StatusBar
          presentation={lgpdRequestStatus}
          status={request.status}
          mutation={status}
          permission={lgpdRequestOperations.changeLgpdRequestStatus.permission}
        />
        <SectionCard title="Solicitação">
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '16rem 1fr' }, gap: 1.5, m: 0 }}
          >
            <Fact term="Profissional">
              {canOpenProfessional ? (
                <RouterLink to={professionalPath}>{request.candidateName}</RouterLink>
              ) : (
                request.candidateName
              )}
            </Fact>
            <Fact term="Direito pedido">{LGPD_RIGHT_LABELS[request.right]}</Fact>
            <Fact term="Canal">{LGPD_CHANNEL_LABELS[request.channel]}</Fact>
            <Fact term="Recebida em">{formatDay(request.receivedOn)}</Fact>
            <Fact term="Prazo">
              <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                <span>{formatDay(request.dueOn)}</span>
                {request.overdue && <StatusChip label="Vencida" color="error" />}
              </Stack>
            </Fact>
            <Fact term="Como a identidade foi confirmada">{request.identityCheck}</Fact>
            {request.details && <Fact term="O que o titular pediu">{request.details}</Fact>}
            {request.statusReason && <Fact term="Resposta">{request.statusReason}</Fact>}
            {request.statusChangedAt && (
              <Fact term="Status alterado em">{formatDateTime(request.statusChangedAt)}</Fact>
            )}
          </Box>
        </SectionCard>
        <RequestAnswer request={request} />
      </Stack>
    </>
  );
};

/** What the product does for the right asked: the file, the record's edit or the anonymisation. */
const RequestAnswer = ({ request }: { request: LgpdRequest }) => {
  if (FILE_RIGHTS.includes(request.right)) return <SubjectFile request={request} />;
  if (request.right === 'correcao') return <Correction request={request} />;
  if (request.right === 'anonimizacao') return <Anonymization request={request} />;
  if (request.right === 'revisao') return <ContestedApplication request={request} />;
  return null;
};

/** A review (art. 20): the application whose score is contested, and how the score was calculated. */
const ContestedApplication = ({ request }: { request: LgpdRequest }) => {
  const canRead = useCan(applicationOperations.getApplication.permission);
  const application = useContestedApplication(request.applicationId, canRead);
  const processPath = application.data ? paths.dashboard.selectiveProcesses.rankingOf(application.data.selectiveProcessId, request.candidateName) : null;
  const canOpenProcess = useCanOpen(processPath ?? paths.dashboard.selectiveProcesses.root);
  return (
    <SectionCard
      title="Candidatura contestada"
      description="O titular pede a revisão da nota que classificou a sua candidatura (LGPD, art. 20). Reveja os critérios abaixo e responda com a decisão revista."
    >
      {!request.applicationId && <Typography variant="body2">A candidatura não existe mais.</Typography>}
      {request.applicationId && !canRead && (
        <Typography variant="body2">Seu perfil não permite ver processos seletivos: peça a revisão a quem os acompanha.</Typography>
      )}
      {application.isError && (
        <Typography role="alert" color="error">
          {errorMessage(application.error)}
        </Typography>
      )}
      {application.data && (
        <Stack spacing={2}>
          <Typography variant="body2">
            {`${application.data.processTitle}: ${application.data.weightedScore === null ? 'ainda sem nota ponderada' : `nota ponderada ${formatScore(application.data.weightedScore)}`}${application.data.rank ? `, ${application.data.rank}º no ranking` : ''}.`}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
            {scoreExplanation(application.data.breakdown, application.data.weightedScore).map((sentence) => (
              <Typography key={sentence} component="li" variant="body2">
                {sentence}
              </Typography>
            ))}
          </Box>
          {processPath && canOpenProcess && (
            <Box>
              <Button variant="outlined" component={RouterLink} to={processPath}>
                Ver no ranking do processo
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </SectionCard>
  );
};

const SubjectFile = ({ request }: { request: LgpdRequest }) => {
  const canDownload = useCan(lgpdRequestOperations.downloadLgpdSubjectFile.permission);
  const seesPersonalData = useCan('dados-pessoais');
  const [loading, setLoading] = useState<LgpdFileFormat | null>(null);
  if (!canDownload || !seesPersonalData) return null;
  const download = async (format: LgpdFileFormat) => {
    setLoading(format);
    const operation =
      format === 'html'
        ? lgpdRequestOperations.downloadLgpdSubjectDocument
        : lgpdRequestOperations.downloadLgpdSubjectFile;
    try {
      await downloadFile(pathOf(operation, { id: request.id }), {}, `dados-do-titular.${format}`);
      enqueueSnackbar('Arquivo do titular baixado', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setLoading(null);
    }
  };
  return (
    <SectionCard
      title="Arquivo do titular"
      description="Tudo o que o conselho guarda sobre o profissional: dados pessoais, registro, candidaturas com notas e respostas, mensagens, consentimentos, as empresas que receberam os dados e quem os viu sem máscara. Entregue-o ao titular por um canal seguro; a plataforma não o envia por email."
    >
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" loading={loading === 'html'} onClick={() => void download('html')}>
          Baixar documento (HTML)
        </Button>
        <Button variant="outlined" loading={loading === 'json'} onClick={() => void download('json')}>
          Baixar dados (JSON)
        </Button>
      </Stack>
    </SectionCard>
  );
};

const Correction = ({ request }: { request: LgpdRequest }) => {
  const editPath = paths.dashboard.candidates.edit(request.candidateId);
  const canOpen = useCanOpen(editPath);
  if (!canOpen || !isOpen(request.status)) return null;
  return (
    <SectionCard
      title="Correção"
      description="Corrija o cadastro do profissional e, depois, marque a solicitação como atendida."
    >
      <Button component={RouterLink} to={editPath} variant="contained">
        Corrigir o cadastro
      </Button>
    </SectionCard>
  );
};

const Anonymization = ({ request }: { request: LgpdRequest }) => {
  const canAnonymize = useCan(lgpdRequestOperations.anonymizeLgpdSubject.permission);
  const anonymize = useAnonymizeLgpdSubject(request.id);
  const [confirming, setConfirming] = useState(false);
  if (!canAnonymize) return null;
  if (request.executedAt)
    return (
      <SectionCard title="Anonimização">
        <Typography variant="body2">
          {`Titular anonimizado em ${formatDateTime(request.executedAt)}; ${
            request.companiesNotified === 1
              ? '1 empresa avisada'
              : `${request.companiesNotified ?? 0} empresas avisadas`
          } por email.`}
        </Typography>
      </SectionCard>
    );
  if (!isOpen(request.status)) return null;
  const run = async () => {
    try {
      await anonymize.mutateAsync(undefined);
      setConfirming(false);
      enqueueSnackbar('Titular anonimizado e empresas avisadas', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };
  return (
    <SectionCard
      title="Anonimização"
      description={
        request.status === 'in_review'
          ? 'Anonimiza os dados pessoais do profissional de forma irreversível e avisa, por email, cada empresa que os recebeu (art. 18, §6º).'
          : 'Ponha a solicitação em análise antes de executá-la.'
      }
    >
      <Button
        variant="contained"
        color="error"
        disabled={request.status !== 'in_review'}
        onClick={() => setConfirming(true)}
      >
        Anonimizar o titular
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Anonimizar o titular?"
        content={`Nome, email, CPF, telefone, vídeo e demais dados pessoais de ${request.candidateName} serão substituídos para sempre, e as empresas que receberam os dados serão avisadas. Esta ação não pode ser desfeita.`}
        confirmLabel="Anonimizar"
        color="error"
        loading={anonymize.isPending}
        onConfirm={() => void run()}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
};
