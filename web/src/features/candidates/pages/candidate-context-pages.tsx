import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { CandidateApplication } from '@hub/contract/applications';
import { interviewOperations } from '@hub/contract/interviews';
import { FINAL_PROCESS_STATUSES } from '@hub/contract/selective-processes';
import { useCan } from '../../../auth/use-can';
import { InterviewDialog } from '../../../components/interviews/interview-dialog';
import { CandidateInterviews } from '../../../components/interviews/interviews-panel';
import { AssessmentLinks } from '../../../components/assessment-links';
import { EmptyState } from '../../../components/empty-state';
import { QueryContent } from '../../../components/query-content';
import { APPLICATION_STATUS, PROCESS_STATUS } from '../../../components/hiring-statuses';
import { PresentedStatusChip } from '../../../components/resource/status-presentation';
import { RecordHistory } from '../../../components/history/record-history';
import { ReceivedMessages } from '../../../components/received-messages';
import { SectionCard } from '../../../components/section-card';
import { formatDate, formatScore, formatWeightedScore } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useCandidateApplications } from '../api/candidates';
import { CandidateFrame } from '../components/candidate-frame';

const ProcessCell = ({ row }: { row: CandidateApplication }) => (
  <>
    <Link
      component={RouterLink}
      to={paths.dashboard.selectiveProcesses.view(row.selectiveProcessId)}
    >
      {row.processTitle}
    </Link>
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      <Link
        component={RouterLink}
        to={paths.dashboard.companies.view(row.companyId)}
        color="inherit"
      >
        {row.companyName}
      </Link>
    </Typography>
    <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
      <PresentedStatusChip presentation={PROCESS_STATUS} status={row.processStatus} />
    </Stack>
  </>
);

/** The professional's place in the process, which opens the ranked table at their row. */
const Place = ({ row, name }: { row: CandidateApplication; name: string }) =>
  row.rank === null ? null : (
    <Link
      component={RouterLink}
      to={paths.dashboard.selectiveProcesses.rankingOf(row.selectiveProcessId, name)}
      variant="body2"
      color="text.secondary"
    >
      {row.rank}º lugar
    </Link>
  );

const Score = ({ row, name }: { row: CandidateApplication; name: string }) => (
  <>
    {row.weightedScore === null ? 'sem nota' : formatScore(row.weightedScore)}
    <Box>
      <Place row={row} name={name} />
    </Box>
  </>
);

const Sheets = ({ candidateId, row }: { candidateId: string; row: CandidateApplication }) =>
  row.answerSheets.length ? (
    <AssessmentLinks
      sheets={row.answerSheets}
      candidateId={candidateId}
      processId={row.selectiveProcessId}
    />
  ) : (
    '—'
  );

/** On a phone each application is a block of its own: a five-column table would not fit. */
/** The professional whose applications these are. */
type Applicant = { id: string; name: string };

const ApplicationCards = ({
  candidate,
  rows,
}: {
  candidate: Applicant;
  rows: CandidateApplication[];
}) => (
  <Stack
    component="ul"
    aria-label="Candidaturas do profissional"
    divider={<Divider />}
    spacing={2}
    sx={{ listStyle: 'none', m: 0, p: 0 }}
  >
    {rows.map((row) => (
      <Stack component="li" key={row.id} spacing={1}>
        <Box>
          <ProcessCell row={row} />
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">Etapa: {row.stageName}</Typography>
          <PresentedStatusChip presentation={APPLICATION_STATUS} status={row.status} />
        </Stack>
        <Typography variant="body2">
          {formatWeightedScore(row.weightedScore)} · inscrição em {formatDate(row.createdAt)}
        </Typography>
        <Place row={row} name={candidate.name} />
        <Sheets candidateId={candidate.id} row={row} />
      </Stack>
    ))}
  </Stack>
);

const ApplicationRows = ({
  candidate,
  rows,
}: {
  candidate: Applicant;
  rows: CandidateApplication[];
}) => (
  <TableContainer>
    <Table aria-label="Candidaturas do profissional">
      <TableHead>
        <TableRow>
          <TableCell>Processo seletivo</TableCell>
          <TableCell>Etapa</TableCell>
          <TableCell align="right">Nota</TableCell>
          <TableCell>Inscrição</TableCell>
          <TableCell>Avaliações</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell sx={{ minWidth: 220 }}>
              <ProcessCell row={row} />
            </TableCell>
            <TableCell>
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <span>{row.stageName}</span>
                <PresentedStatusChip presentation={APPLICATION_STATUS} status={row.status} />
              </Stack>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Score row={row} name={candidate.name} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</TableCell>
            <TableCell sx={{ minWidth: 260 }}>
              <Sheets candidateId={candidate.id} row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

const Applications = ({ candidate }: { candidate: Applicant }) => {
  const applications = useCandidateApplications(candidate.id);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <SectionCard
      title="Candidaturas"
      description="Os processos seletivos em que o profissional está inscrito, com a etapa, a nota e as avaliações."
    >
      <QueryContent
        query={applications}
        loading="Carregando as candidaturas…"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            title="Nenhuma candidatura"
            description="Inscreva o profissional pela página de um processo seletivo aberto."
          />
        }
      >
        {(rows) =>
          narrow ? (
            <ApplicationCards candidate={candidate} rows={rows} />
          ) : (
            <ApplicationRows candidate={candidate} rows={rows} />
          )
        }
      </QueryContent>
    </SectionCard>
  );
};

export const CandidateApplicationsPage = () => (
  <CandidateFrame section="Candidaturas">
    {(candidate) => <Applications candidate={candidate} />}
  </CandidateFrame>
);

export const CandidateMessagesPage = () => (
  <CandidateFrame section="Mensagens">
    {(candidate) => <ReceivedMessages typeUser={1} recipientId={candidate.id} />}
  </CandidateFrame>
);

export const CandidateHistoryPage = () => (
  <CandidateFrame section="Histórico">
    {(candidate) => <RecordHistory entity="candidates" id={candidate.id} />}
  </CandidateFrame>
);

/** 'Agendar entrevista' from the professional's record: for one of their active applications. */
const ScheduleInterview = ({ candidate }: { candidate: Applicant }) => {
  const applications = useCandidateApplications(candidate.id);
  const canSchedule = useCan(interviewOperations.bookInterviews.permission);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<CandidateApplication | null>(null);
  const active = (applications.data ?? []).filter(
    (row) => row.status === 'active' && !FINAL_PROCESS_STATUSES.includes(row.processStatus),
  );
  if (!canSchedule || active.length === 0) return null;
  return (
    <Box sx={{ mb: 3, display: 'flex', justifyContent: 'flex-end' }}>
      <Button
        variant="contained"
        startIcon={<EventAvailable />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Agendar entrevista
      </Button>
      <Menu
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Candidatura da entrevista' } }}
      >
        {active.map((row) => (
          <MenuItem
            key={row.id}
            onClick={() => {
              setAnchor(null);
              setChosen(row);
            }}
          >
            {row.processTitle} · {row.companyName}
          </MenuItem>
        ))}
      </Menu>
      {chosen && (
        <InterviewDialog
          open
          onClose={() => setChosen(null)}
          processId={chosen.selectiveProcessId}
          applications={[{ id: chosen.id, candidateName: candidate.name }]}
        />
      )}
    </Box>
  );
};

export const CandidateInterviewsPage = () => (
  <CandidateFrame section="Entrevistas">
    {(candidate) => (
      <>
        <ScheduleInterview candidate={candidate} />
        <CandidateInterviews candidateId={candidate.id} />
      </>
    )}
  </CandidateFrame>
);
