import { useState, type ReactNode } from 'react';
import { enqueueSnackbar } from 'notistack';
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
import type { BulkResult } from '@hub/contract/bulk';
import { errorMessage, fieldErrors } from '../../lib/api-client';
import { runChunked, type BulkProgress } from './bulk-chunks';
import type { BulkSelection } from './bulk-selection';

type BulkActionDialogProps = {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  color?: 'primary' | 'error';
  /** Asks for one reason for every row; `reasonRequired` refuses to run without it. */
  reason?: { required: boolean } | null;
  /** 'aprovadas': what the report says of the rows done. */
  doneWord: string;
  /** More to choose before running, below the reason (a message template). */
  extra?: ReactNode;
  /** Runs the action, telling how many rows are done as it goes (runChunked). */
  run: (reason: string | undefined, onProgress: BulkProgress) => Promise<BulkResult>;
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
export const BulkActionDialog = ({
  open,
  title,
  description,
  confirmLabel,
  color = 'primary',
  reason,
  doneWord,
  extra,
  run,
  onClose,
}: BulkActionDialogProps) => {
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
      if (result.failed === 0) {
        enqueueSnackbar(`${result.succeeded} ${doneWord}`, { variant: 'success' });
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
                helperText={error ?? ' '}
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

/** One button per status move offered for a selection, each confirming in a BulkActionDialog. */
export const BulkStatusActions = <Status extends string>({
  moves,
  selection,
  count,
  runPart,
  onDone,
}: {
  moves: BulkMove<Status>[];
  selection: BulkSelection;
  count: number;
  /** One request of the move, for a part of the selection. */
  runPart: (part: BulkSelection, status: Status, reason: string | undefined) => Promise<BulkResult>;
  onDone: () => void;
}) => {
  const [open, setOpen] = useState<BulkMove<Status> | null>(null);
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
        reason={open && { required: open.reasonRequired }}
        doneWord={open?.doneWord ?? ''}
        run={(reason, onProgress) =>
          open
            ? runChunked(selection, (part) => runPart(part, open.status, reason), onProgress)
            : Promise.reject(new Error('no move'))
        }
        onClose={(ran) => {
          setOpen(null);
          if (ran) onDone();
        }}
      />
    </>
  );
};
