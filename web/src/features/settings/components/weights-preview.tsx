import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toast';
import {
  selectiveProcessOperations,
  type SelectiveProcessRow,
} from '@hub/contract/selective-processes';
import type { WeightsBody } from '@hub/contract/weights';
import { SectionCard } from '../../../components/section-card';
import { listSource, RemotePicker } from '../../../components/resource/remote-picker';
import { errorMessage } from '../../../lib/api-client';
import { usePreviewWeights } from '../api/weights';

const processes = listSource(selectiveProcessOperations.listSelectiveProcesses);

const score = (value: number | null) =>
  value === null ? '—' : value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

const change = (current: number, proposed: number) => {
  if (proposed < current) return `↑ ${current - proposed}`;
  if (proposed > current) return `↓ ${proposed - current}`;
  return '=';
};

/** How the ranking of one process would change with the weights being edited, before saving them. */
export const WeightsPreview = ({ weights, valid }: { weights: WeightsBody; valid: boolean }) => {
  const [process, setProcess] = useState<SelectiveProcessRow | null>(null);
  const preview = usePreviewWeights();

  const run = async () => {
    if (!process) return;
    try {
      await preview.mutateAsync({ selectiveProcessId: process.id, weights, limit: 20 });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <SectionCard
      title="Prévia da classificação"
      description="Escolha um processo para ver como os 20 primeiros ficariam com os pesos acima, antes de salvar."
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
        <RemotePicker<SelectiveProcessRow>
          source={processes}
          label="Processo seletivo"
          value={process}
          onChange={setProcess}
          optionLabel={(row) => `${row.title} — ${row.companyName}`}
        />
        <Button
          variant="outlined"
          onClick={run}
          disabled={!process || !valid}
          loading={preview.isPending}
        >
          Pré-visualizar
        </Button>
      </Box>
      {preview.data && preview.data.rows.length === 0 && (
        <Typography variant="body2">Este processo não tem candidatos.</Typography>
      )}
      {preview.data && preview.data.rows.length > 0 && (
        <Table size="small" aria-label="Prévia da classificação">
          <TableHead>
            <TableRow>
              <TableCell>Profissional</TableCell>
              <TableCell align="right">Posição atual</TableCell>
              <TableCell align="right">Nota atual</TableCell>
              <TableCell align="right">Nova posição</TableCell>
              <TableCell align="right">Nova nota</TableCell>
              <TableCell align="right">Mudança</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.data.rows.map((row) => (
              <TableRow key={row.applicationId}>
                <TableCell>{row.candidateName}</TableCell>
                <TableCell align="right">{row.currentPosition}º</TableCell>
                <TableCell align="right">{score(row.currentScore)}</TableCell>
                <TableCell align="right">{row.proposedPosition}º</TableCell>
                <TableCell align="right">{score(row.proposedScore)}</TableCell>
                <TableCell align="right">
                  {change(row.currentPosition, row.proposedPosition)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
};
