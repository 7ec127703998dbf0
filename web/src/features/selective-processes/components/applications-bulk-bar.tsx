import { useState } from 'react';
import { closeSnackbar, enqueueSnackbar } from '../../../lib/toast';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { applicationOperations, type ApplicationRow } from '@hub/contract/applications';
import type { BulkResult } from '@hub/contract/bulk';
import type { SelectiveProcess } from '@hub/contract/selective-processes';
import { useNavigate } from 'react-router';
import { interviewOperations } from '@hub/contract/interviews';
import { useCan } from '../../../auth/use-can';
import { InterviewDialog } from '../../../components/interviews/interview-dialog';
import { composeTo } from '../../../lib/compose-intent';
import {
  BulkActionDialog,
  BulkReportDialog,
  bulkReasonHelper,
} from '../../../components/resource/bulk-action-dialog';
import { runChunked } from '../../../components/resource/bulk-chunks';
import { BulkSelectionBar, type BulkActions } from '../../../components/resource/bulk-selection';
import { errorMessage } from '../../../lib/api-client';
import {
  useBulkDecide,
  useBulkMove,
  useTemplateOptions,
  useUndoBulkMove,
} from '../api/applications';

const applications = (count: number) => (count === 1 ? '1 candidatura' : `${count} candidaturas`);

type TickedApplications = {
  process: SelectiveProcess;
  ids: string[];
  /** The professionals' names of the ticked applications (those loaded), for the message. */
  names: string[];
  /** The ticked applications loaded, with their professionals' names (an interview's dialog lists them). */
  people: { id: string; candidateName: string }[];
  onDone: () => void;
};

/**
 * What is done to the ticked applications of the ranked table and the board: move them to a stage
 * (and undo it), or reject them.
 */
const ApplicationsBulkActions = ({ process, ids, names, people, onDone }: TickedApplications) => {
  const navigate = useNavigate();
  const move = useBulkMove(process.id);
  const undo = useUndoBulkMove(process.id);
  const decide = useBulkDecide(process.id);
  const [stages, setStages] = useState<HTMLElement | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const canSchedule = useCan(interviewOperations.bookInterviews.permission);
  const [templateId, setTemplateId] = useState('');
  const templates = useTemplateOptions(rejecting);
  const [report, setReport] = useState<{
    title: string;
    result: BulkResult;
    doneWord: string;
  } | null>(null);

  const undoMoves = async (moveIds: string[]) => {
    try {
      const result = await undo.mutateAsync(moveIds);
      if (result.failed > 0)
        setReport({ title: 'Desfazer a movimentação', result, doneWord: 'desfeitas' });
      else
        enqueueSnackbar(`${applications(result.succeeded)} de volta à etapa anterior`, {
          variant: 'success',
        });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  const moveTo = async (stageId: string, stageName: string) => {
    setStages(null);
    try {
      const result = await move.mutateAsync({ ids, stageId });
      // The report is read before the selection goes: clearing it takes these actions away.
      if (result.failed > 0)
        setReport({ title: `Mover para ${stageName}`, result, doneWord: 'movidas' });
      else onDone();
      if (result.moveIds.length > 0)
        enqueueSnackbar(`${applications(result.succeeded)} em ${stageName}`, {
          variant: 'success',
          action: (key) => (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                closeSnackbar(key);
                void undoMoves(result.moveIds);
              }}
            >
              Desfazer
            </Button>
          ),
        });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-haspopup="menu"
        loading={move.isPending}
        onClick={(event) => setStages(event.currentTarget)}
      >
        Mover para etapa
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => setRejecting(true)}>
        Reprovar
      </Button>
      <Button
        size="small"
        variant="outlined"
        onClick={() => {
          // Each professional's message carries the process and stage of their application.
          const { to, state } = composeTo({
            typeUser: 1,
            audience: { kind: 'applications', ids, names, processTitle: process.title },
          });
          void navigate(to, { state });
        }}
      >
        Enviar mensagem
      </Button>
      {canSchedule && (
        <Button size="small" variant="outlined" onClick={() => setScheduling(true)}>
          Agendar entrevistas
        </Button>
      )}
      {scheduling && (
        <InterviewDialog
          open
          processId={process.id}
          applications={ids.map((id) => people.find((person) => person.id === id) ?? { id, candidateName: '' })}
          onClose={() => {
            setScheduling(false);
            onDone();
          }}
        />
      )}
      <Menu open={Boolean(stages)} anchorEl={stages} onClose={() => setStages(null)}>
        {process.stages.map((stage) => (
          <MenuItem key={stage.id} onClick={() => void moveTo(stage.id, stage.name)}>
            {stage.name}
          </MenuItem>
        ))}
      </Menu>
      <BulkActionDialog
        open={rejecting}
        title={`Reprovar ${applications(ids.length)}`}
        description="As candidaturas são encerradas como reprovadas, com o mesmo motivo."
        confirmLabel="Reprovar"
        color="error"
        reason={{ required: true, helper: bulkReasonHelper(true) }}
        doneWord="reprovadas"
        extra={
          <TextField
            select
            label="Mensagem a cada profissional (opcional)"
            value={templateId}
            onChange={(event) => setTemplateId(event.target.value)}
            helperText="Um modelo de mensagem, com os campos preenchidos com os dados de cada candidatura."
          >
            <MenuItem value="">Não enviar mensagem</MenuItem>
            {templates.data?.rows.map((template) => (
              <MenuItem key={template.id} value={template.id}>
                {template.name}
              </MenuItem>
            ))}
          </TextField>
        }
        run={(reason, onProgress) =>
          runChunked(
            { ids },
            (part) =>
              decide.mutateAsync({
                ids: 'ids' in part ? part.ids : ids,
                status: 'rejected',
                reason,
                templateId: templateId || undefined,
              }),
            onProgress,
          )
        }
        onClose={(ran) => {
          setRejecting(false);
          setTemplateId('');
          if (ran) onDone();
        }}
      />
      <BulkReportDialog
        report={report?.result ?? null}
        title={report?.title ?? ''}
        doneWord={report?.doneWord ?? ''}
        onClose={() => {
          setReport(null);
          onDone();
        }}
      />
    </>
  );
};

const selectedLabel = (count: number) =>
  `${applications(count)} ${count === 1 ? 'selecionada' : 'selecionadas'}`;

/** What the bulk actions read of a ticked application: a ranked row or a board's card. */
type Ticked = Pick<ApplicationRow, 'id' | 'candidateName' | 'status'>;

/** The ranked table's and the board's bulk actions: on the active applications ticked. */
export const applicationsBulk = <Row extends Ticked>(process: SelectiveProcess): BulkActions<Row> => ({
  permission: applicationOperations.bulkMoveApplications.permission,
  label: selectedLabel,
  rowLabel: (row) => row.candidateName,
  selectable: (row) => row.status === 'active',
  selectsAllMatching: false,
  render: (selection, _count, done, rows) => (
    <ApplicationsBulkActions
      process={process}
      ids={'ids' in selection ? selection.ids : []}
      names={rows.map((row) => row.candidateName)}
      people={rows.map(({ id, candidateName }) => ({ id, candidateName }))}
      onDone={done}
    />
  ),
});

/** The board's bar while cards are ticked: how many, the actions, clear. */
export const ApplicationsBulkBar = ({
  process,
  ids,
  rows,
  onDone,
}: Omit<TickedApplications, 'names' | 'people'> & { rows: Ticked[] }) => (
  <BulkSelectionBar
    actions={applicationsBulk(process)}
    selection={{ ids }}
    rows={rows}
    count={ids.length}
    onClear={onDone}
  />
);
