import { useState, type ReactNode } from 'react';
import { closeSnackbar, enqueueSnackbar } from '../../lib/toast';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BulkResult, BulkStatusResult } from '@hub/contract/bulk';
import { errorMessage, fieldErrors } from '../../lib/api-client';
import { runChunked, type BulkProgress } from './bulk-chunks';
import type { BulkSelection } from './bulk-selection';

type BulkActionDialogProps<Result extends BulkResult> = {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  color?: 'primary' | 'error';
  /** Asks for one reason for every row; `required` refuses to run without it. */
  reason?: { required: boolean; helper: string } | null;
  /** 'aprovadas': what the report says of the rows done. */
  doneWord: string;
  /** More to choose before running, below the reason (a message template). */
  extra?: ReactNode;
  /** Runs the action, telling how many rows are done as it goes (runChunked). */
  run: (reason: string | undefined, onProgress: BulkProgress) => Promise<Result>;
  /** Puts back what the run did: offered as 'Desfazer' on the message that says it is done. */
  undo?: (result: Result) => void;
  onClose: (ran: boolean) => void;
};

/** What a bulk action did: how many rows it changed, and each it could not change with why. */
export const BulkReport = ({ report, doneWord }: { report: BulkResult; doneWord: string }) => (
  <>
    <Alert severity={report.succeeded > 0 ? 'warning' : 'error'} sx={{ mb: 2 }}>
      {report.succeeded} {doneWord}; {report.failed} não {report.failed === 1 ? 'pôde' : 'puderam'}{' '}
      ser
      {report.failed === 1 ? ' alterado' : ' alterados'}.
    </Alert>
    <Box component="ul" aria-label="Não alterados" sx={{ m: 0, pl: 2.5 }}>
      {report.results
        .filter((row) => !row.ok)
        .map((row) => (
          <Typography key={row.id} component="li" variant="body2" sx={{ mb: 0.5 }}>
            <strong>{row.label}</strong>: {row.message}
          </Typography>
        ))}
    </Box>
  </>
);

/** The report of a bulk action that ran without a confirmation (a move from a menu). */
export const BulkReportDialog = ({
  report,
  title,
  doneWord,
  onClose,
}: {
  report: BulkResult | null;
  title: string;
  doneWord: string;
  onClose: () => void;
}) => (
  <Dialog
    open={report !== null}
    onClose={onClose}
    fullWidth
    maxWidth="sm"
    aria-labelledby="bulk-report-title"
  >
    <DialogTitle id="bulk-report-title">{title}</DialogTitle>
    <DialogContent>{report && <BulkReport report={report} doneWord={doneWord} />}</DialogContent>
    <DialogActions>
      <Button variant="contained" onClick={onClose}>
        Fechar
      </Button>
    </DialogActions>
  </Dialog>
);

/** Confirms a bulk action, shows it running, then reports row by row what it could not do and why. */
export const BulkActionDialog = <Result extends BulkResult>({
  open,
  title,
  description,
  confirmLabel,
  color = 'primary',
  reason,
  doneWord,
  extra,
  run,
  undo,
  onClose,
}: BulkActionDialogProps<Result>) => {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = useState<BulkResult | null>(null);

  const close = () => {
    const ran = report !== null;
    setText('');
    setError(null);
    setReport(null);
    onClose(ran);
  };

  const confirm = async () => {
    if (reason?.required && !text.trim()) {
      setError('Informe o motivo');
      return;
    }
    setRunning(true);
    setError(null);
    try {
      const result = await run(text.trim() || undefined, (done, total) =>
        setProgress({ done, total }),
      );
      // What was done can be put back, whether or not some rows were refused.
      if (undo && result.succeeded > 0)
        enqueueSnackbar(`${result.succeeded} ${doneWord}`, {
          variant: 'success',
          action: (key) => (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                closeSnackbar(key);
                undo(result);
              }}
            >
              Desfazer
            </Button>
          ),
        });
      if (result.failed === 0) {
        if (!undo) enqueueSnackbar(`${result.succeeded} ${doneWord}`, { variant: 'success' });
        setText('');
        setReport(null);
        onClose(true);
      } else setReport(result);
    } catch (failure) {
      setError(fieldErrors(failure).reason ?? errorMessage(failure));
    } finally {
      setRunning(false);
      setProgress(null);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={running ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="bulk-action-title"
    >
      <DialogTitle id="bulk-action-title">{title}</DialogTitle>
      <DialogContent>
        {report ? (
          <BulkReport report={report} doneWord={doneWord} />
        ) : (
          <>
            {description && (
              <Typography variant="body2" sx={{ mb: 2 }}>
                {description}
              </Typography>
            )}
            {reason && (
              <TextField
                label="Motivo (vale para todos)"
                value={text}
                onChange={(event) => setText(event.target.value)}
                fullWidth
                multiline
                minRows={2}
                required={reason.required}
                disabled={running}
                error={Boolean(error)}
                helperText={error ?? reason.helper}
                autoFocus
              />
            )}
            {!reason && error && (
              <Typography role="alert" color="error" variant="body2">
                {error}
              </Typography>
            )}
            {extra}
            {running &&
              (progress ? (
                <>
                  <LinearProgress
                    variant="determinate"
                    value={progress.total ? (progress.done / progress.total) * 100 : 0}
                    aria-label="Aplicando"
                    sx={{ mt: 1 }}
                  />
                  <Typography variant="caption" role="status" sx={{ color: 'text.secondary' }}>
                    {progress.done} de {progress.total}
                  </Typography>
                </>
              ) : (
                <LinearProgress aria-label="Aplicando" sx={{ mt: 1 }} />
              ))}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {report ? (
          <Button variant="contained" onClick={close}>
            Fechar
          </Button>
        ) : (
          <>
            <Button color="inherit" onClick={close} disabled={running}>
              Cancelar
            </Button>
            <Button variant="contained" color={color} onClick={confirm} loading={running}>
              {confirmLabel}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};

export type BulkMove<Status extends string> = {
  status: Status;
  /** The button: 'Suspender'. */
  label: string;
  /** The dialog's title for `count` rows: 'Suspender 3 empresas'. */
  title: (count: number) => string;
  doneWord: string;
  reasonRequired: boolean;
  destructive: boolean;
};

/** Where a bulk move's reason goes, and whether this move needs one. */
export const bulkReasonHelper = (required: boolean): string =>
  `${required ? 'Obrigatório' : 'Opcional'}. Um só texto para todos os selecionados: fica no histórico de cada registro e aparece em 'Motivo do status' na ficha.`;

/** At most this many names in the message of an undo that left records as they are. */
const NAMES_SHOWN = 5;

/**
 * One button per status move offered for a selection, each confirming in a BulkActionDialog; the
 * message that says it is done offers 'Desfazer', which puts each record back to the status and
 * reason it had, except those changed since (named in the answer).
 */
export const BulkStatusActions = <Status extends string>({
  moves,
  selection,
  count,
  runPart,
  undoPart,
  onDone,
}: {
  moves: BulkMove<Status>[];
  selection: BulkSelection;
  count: number;
  /** One request of the move, for a part of the selection. */
  runPart: (part: BulkSelection, status: Status, reason: string | undefined) => Promise<BulkStatusResult>;
  /** One request of the undo, for a part of the changes a move made. */
  undoPart: (changeIds: string[]) => Promise<BulkResult>;
  onDone: () => void;
}) => {
  const [open, setOpen] = useState<BulkMove<Status> | null>(null);

  const run = async (move: BulkMove<Status>, reason: string | undefined, onProgress: BulkProgress) => {
    const changeIds: string[] = [];
    const result = await runChunked(
      selection,
      async (part) => {
        const done = await runPart(part, move.status, reason);
        changeIds.push(...done.changeIds);
        return done;
      },
      onProgress,
    );
    return { ...result, changeIds };
  };

  const undo = async ({ changeIds }: BulkStatusResult) => {
    try {
      const result = await runChunked(
        { ids: changeIds },
        (part) => undoPart('ids' in part ? part.ids : []),
        () => {},
      );
      const back = `${result.succeeded} de volta ao status anterior`;
      if (result.failed === 0) {
        enqueueSnackbar(back, { variant: 'success' });
        return;
      }
      const kept = result.results.filter((row) => !row.ok).map((row) => row.label);
      const names =
        kept.slice(0, NAMES_SHOWN).join(', ') +
        (kept.length > NAMES_SHOWN ? ` e mais ${kept.length - NAMES_SHOWN}` : '');
      const left =
        kept.length === 1 ? '1 ficou como estava, alterado depois' : `${kept.length} ficaram como estavam, alterados depois`;
      enqueueSnackbar(`${back}; ${left}: ${names}`, {
        variant: 'warning',
      });
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };

  return (
    <>
      {moves.map((move) => (
        <Button
          key={move.status + move.label}
          size="small"
          variant="outlined"
          color={move.destructive ? 'error' : 'primary'}
          onClick={() => setOpen(move)}
        >
          {move.label}
        </Button>
      ))}
      <BulkActionDialog
        open={open !== null}
        title={open?.title(count) ?? ''}
        confirmLabel={open?.label ?? ''}
        color={open?.destructive ? 'error' : 'primary'}
        reason={open && { required: open.reasonRequired, helper: bulkReasonHelper(open.reasonRequired) }}
        doneWord={open?.doneWord ?? ''}
        run={(reason, onProgress) =>
          open ? run(open, reason, onProgress) : Promise.reject(new Error('no move'))
        }
        undo={(result) => void undo(result)}
        onClose={(ran) => {
          setOpen(null);
          if (ran) onDone();
        }}
      />
    </>
  );
};
