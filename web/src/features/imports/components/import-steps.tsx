import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toast';
import { agreeing, counted, formatCount } from '@hub/contract/counts';
import {
  IMPORT_MATCH_ACTIONS,
  IMPORT_MATCH_LABELS,
  importOperations,
  linesWithErrors,
  type Import,
  type ImportMatchAction,
} from '@hub/contract/imports';
import { pathOf } from '@hub/contract/operation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { useStartImport, useUndoImport } from '../api/imports';
import { progressPercent, progressText } from './import-status';

/** A big figure and what it counts, its label in the singular for one ('linha na planilha'). */
type Figure = { value: number; singular: string; plural: string; color?: string };

/** A row of big figures: what the preview found, or what the import did. */
export const Figures = ({ items }: { items: Figure[] }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${items.length}, 1fr)` },
      gap: 2,
    }}
  >
    {items.map((item) => (
      <Card key={item.plural} variant="outlined" sx={{ p: 2.5 }}>
        <Typography variant="h4" component="p" sx={{ color: item.color }}>
          {formatCount(item.value)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {agreeing(item.value, item.singular, item.plural)}
        </Typography>
      </Card>
    ))}
  </Box>
);

/** The job's 'N de M' while it works; it goes on if the page is left. */
export const ImportProgress = ({ record }: { record: Import }) => (
  <SectionCard
    title={progressText(record)}
    description="Pode sair desta página: o andamento fica no topo da tela e o sino avisa quando terminar."
  >
    <LinearProgress
      variant="determinate"
      value={progressPercent(record)}
      aria-label="Progresso da importação"
    />
  </SectionCard>
);

/** 'Baixar linhas com erro (CSV)': the rows that did not come in, with the file's columns and 'Erros'. */
export const FailedRowsButton = ({ record }: { record: Import }) => {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const base = record.fileName.replace(/\.(csv|xlsx)$/i, '');
      await downloadFile(
        pathOf(importOperations.exportFailedImportRows, { id: record.id }),
        {},
        `${base}-linhas-com-erro.csv`,
      );
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" color="error" loading={busy} onClick={() => void download()}>
      Baixar linhas com erro (CSV)
    </Button>
  );
};

/** The preview's decision: what to do with registered records, whether to leave the rows with errors out, and go. */
export const StartImport = ({
  record,
  onRemap,
  onCancel,
}: {
  record: Import;
  onRemap: () => void;
  onCancel: () => void;
}) => {
  const { counts } = record;
  const [onMatch, setOnMatch] = useState<ImportMatchAction>('skip');
  const [validOnly, setValidOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = useStartImport(record.id);
  const valid = counts.total - counts.invalid;
  const refused = counts.invalid > 0 && !validOnly;

  const go = async () => {
    setError(null);
    try {
      await start.mutateAsync({ onMatch, validOnly });
      enqueueSnackbar('Importação iniciada', { variant: 'success' });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <SectionCard title="Conferir e importar" description={`${record.fileName} · ${record.format}`}>
      <Stack spacing={3}>
        <Figures
          items={[
            { value: counts.total, singular: 'linha na planilha', plural: 'linhas na planilha' },
            {
              value: counts.total - counts.invalid - counts.matches,
              singular: 'novo cadastro',
              plural: 'novos cadastros',
              color: 'success.main',
            },
            {
              value: counts.matches,
              singular: 'já cadastrado',
              plural: 'já cadastrados',
              color: 'info.main',
            },
            {
              value: counts.invalid,
              singular: 'com erro',
              plural: 'com erro',
              color: counts.invalid > 0 ? 'error.main' : undefined,
            },
            {
              value: counts.warnings,
              singular: 'com aviso',
              plural: 'com aviso',
              color: counts.warnings > 0 ? 'warning.main' : undefined,
            },
          ]}
        />
        {counts.matches > 0 && (
          <FormControl>
            <FormLabel id="on-match">
              Para quem já está cadastrado (mesmo CPF, CNPJ ou e-mail)
            </FormLabel>
            <RadioGroup
              aria-labelledby="on-match"
              value={onMatch}
              onChange={(event) => setOnMatch(event.target.value as ImportMatchAction)}
            >
              {IMPORT_MATCH_ACTIONS.map((action) => (
                <FormControlLabel
                  key={action}
                  value={action}
                  control={<Radio />}
                  label={IMPORT_MATCH_LABELS[action]}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        {counts.invalid > 0 && (
          <Alert severity="warning">
            {`${linesWithErrors(counts.invalid)}.`} Corrija a planilha e envie de novo, ou importe
            só as linhas válidas e baixe as outras para corrigir depois.
            <FormControlLabel
              sx={{ display: 'flex', mt: 1 }}
              control={
                <Checkbox
                  checked={validOnly}
                  onChange={(event) => setValidOnly(event.target.checked)}
                />
              }
              label={`Importar só ${agreeing(valid, 'a', 'as')} ${counted(valid, 'linha válida', 'linhas válidas')}`}
            />
          </Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
          {counts.invalid > 0 && <FailedRowsButton record={record} />}
          <Button variant="outlined" color="inherit" onClick={onCancel}>
            Cancelar importação
          </Button>
          <Button variant="outlined" onClick={onRemap}>
            Alterar colunas
          </Button>
          <Button
            variant="contained"
            onClick={() => void go()}
            loading={start.isPending}
            disabled={refused || valid === 0}
          >
            {`Importar ${counted(valid, 'linha', 'linhas')}`}
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
};

/** What the import did, the failed rows to fix, and its undo. */
export const ImportReport = ({ record }: { record: Import }) => {
  const { counts } = record;
  const [confirming, setConfirming] = useState(false);
  const undo = useUndoImport(record.id);
  const confirmUndo = async () => {
    try {
      await undo.mutateAsync(undefined);
      enqueueSnackbar('Desfazendo a importação', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setConfirming(false);
    }
  };
  return (
    <SectionCard
      title="Relatório da importação"
      description={`${record.fileName} · ${record.format}`}
    >
      <Stack spacing={3}>
        <Figures
          items={[
            {
              value: counts.created,
              singular: 'criado',
              plural: 'criados',
              color: 'success.main',
            },
            {
              value: counts.updated,
              singular: 'atualizado',
              plural: 'atualizados',
              color: 'info.main',
            },
            { value: counts.skipped, singular: 'pulado', plural: 'pulados' },
            {
              value: counts.failed,
              singular: 'falhou',
              plural: 'falharam',
              color: counts.failed > 0 ? 'error.main' : undefined,
            },
          ]}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
          {counts.failed > 0 && <FailedRowsButton record={record} />}
          {counts.created + counts.updated > 0 && (
            <Button variant="outlined" color="warning" onClick={() => setConfirming(true)}>
              Desfazer importação
            </Button>
          )}
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Desfazer a importação?"
        content="Os cadastros criados por ela serão excluídos e os campos que ela alterou voltarão ao que eram. Quem foi alterado ou recebeu candidaturas, processos ou cupons depois fica como está, e aparece listado no relatório."
        confirmLabel="Desfazer"
        color="warning"
        loading={undo.isPending}
        onConfirm={() => void confirmUndo()}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
};

export const UndoReport = ({ record }: { record: Import }) => (
  <SectionCard title="Importação desfeita" description={`${record.fileName} · ${record.format}`}>
    <Figures
      items={[
        { value: record.counts.removed, singular: 'removido', plural: 'removidos' },
        {
          value: record.counts.restored,
          singular: 'restaurado',
          plural: 'restaurados',
          color: 'info.main',
        },
        {
          value: record.counts.kept,
          singular: 'mantido (alterado depois)',
          plural: 'mantidos (alterados depois)',
          color: record.counts.kept > 0 ? 'warning.main' : undefined,
        },
      ]}
    />
  </SectionCard>
);
