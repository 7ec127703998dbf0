import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import {
  formatInterviewTime,
  INTERVIEW_KIND_LABELS,
  INTERVIEW_STATUS_LABELS,
  interviewOperations,
  type Interview,
} from '@hub/contract/interviews';
import { useCan } from '../../auth/use-can';
import { errorMessage } from '../../lib/api-client';
import { enqueueSnackbar } from '../../lib/toast';
import { ConfirmDialog } from '../confirm-dialog';
import { EmptyState } from '../empty-state';
import { QueryContent } from '../query-content';
import { SectionCard } from '../section-card';
import { StatusChip } from '../status-chip';
import { InterviewDialog } from './interview-dialog';
import { useCancelInterview, useCandidateInterviews, useProcessInterviews } from './interviews-api';

/**
 * The 'Entrevistas' of a process or of a professional: when, with whom, how, its status; a
 * scheduled one is rescheduled or cancelled (after a confirmation) by whoever may book.
 */
export const InterviewsPanel = ({
  query,
  of,
}: {
  query: UseQueryResult<Interview[]>;
  /** A process's list names the professional; a professional's names the process. */
  of: 'process' | 'candidate';
}) => {
  const canChange = useCan(interviewOperations.rescheduleInterview.permission);
  const cancel = useCancelInterview();
  const [moving, setMoving] = useState<Interview | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const [reason, setReason] = useState('');

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync({ id: cancelling.id, reason: reason.trim() || undefined });
      enqueueSnackbar('Entrevista cancelada e participantes avisados', { variant: 'success' });
      setCancelling(null);
      setReason('');
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <SectionCard
      title="Entrevistas"
      description="Datas no horário de Brasília. Cada participante recebe o convite de agenda e os lembretes."
    >
      <QueryContent
        query={query}
        loading="Carregando as entrevistas…"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            title="Nenhuma entrevista"
            description={
              of === 'process'
                ? 'Agende pelo menu de um cartão do quadro ou selecionando candidaturas na classificação.'
                : 'Agende pelo botão Agendar entrevista, em uma candidatura ativa.'
            }
          />
        }
      >
        {(rows) => (
          <TableContainer>
            <Table aria-label="Entrevistas">
              <TableHead>
                <TableRow>
                  <TableCell>Data</TableCell>
                  <TableCell>{of === 'process' ? 'Profissional' : 'Processo seletivo'}</TableCell>
                  <TableCell>Formato</TableCell>
                  <TableCell>Entrevistadores</TableCell>
                  <TableCell>Status</TableCell>
                  {canChange && <TableCell align="right">Ações</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatInterviewTime(row.startsAt)} · {row.durationMinutes} min
                    </TableCell>
                    <TableCell>{of === 'process' ? row.candidateName : `${row.processTitle} · ${row.companyName}`}</TableCell>
                    <TableCell>{INTERVIEW_KIND_LABELS[row.kind]}</TableCell>
                    <TableCell>{row.interviewers.map((person) => person.name).join(', ')}</TableCell>
                    <TableCell>
                      <StatusChip label={INTERVIEW_STATUS_LABELS[row.status]} color={row.status === 'agendada' ? 'info' : 'default'} />
                    </TableCell>
                    {canChange && (
                      <TableCell align="right">
                        {row.status === 'agendada' && (
                          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                            <Button size="small" onClick={() => setMoving(row)} aria-label={`Remarcar a entrevista de ${row.candidateName}`}>
                              Remarcar
                            </Button>
                            <Button size="small" color="error" onClick={() => setCancelling(row)} aria-label={`Cancelar a entrevista de ${row.candidateName}`}>
                              Cancelar
                            </Button>
                          </Stack>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryContent>
      {moving && (
        <InterviewDialog
          open
          onClose={() => setMoving(null)}
          processId={moving.selectiveProcessId}
          applications={[]}
          interview={moving}
        />
      )}
      <ConfirmDialog
        open={Boolean(cancelling)}
        title="Cancelar entrevista?"
        content={
          <Stack spacing={2}>
            <span>
              {cancelling
                ? `A entrevista de ${cancelling.candidateName} em ${formatInterviewTime(cancelling.startsAt)} é cancelada: todos recebem o cancelamento na agenda e os lembretes não são enviados.`
                : ''}
            </span>
            <TextField label="Motivo (opcional)" value={reason} onChange={(event) => setReason(event.target.value)} multiline minRows={2} />
          </Stack>
        }
        confirmLabel="Cancelar entrevista"
        cancelLabel="Voltar"
        color="error"
        loading={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onClose={() => {
          setCancelling(null);
          setReason('');
        }}
      />
    </SectionCard>
  );
};

/** A process's interviews (its 'Entrevistas' tab). */
export const ProcessInterviews = ({ processId }: { processId: string }) => (
  <InterviewsPanel query={useProcessInterviews(processId)} of="process" />
);

/** A professional's interviews in the processes the administrator sees. */
export const CandidateInterviews = ({ candidateId }: { candidateId: string }) => (
  <InterviewsPanel query={useCandidateInterviews(candidateId)} of="candidate" />
);
