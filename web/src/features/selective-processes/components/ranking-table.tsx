import { useDeferredValue, useState } from 'react';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import type { ApplicationRow } from '@hub/contract/applications';
import type { SelectiveProcess } from '@hub/contract/selective-processes';
import { errorMessage } from '../../../lib/api-client';
import { useRanking } from '../api/applications';
import { APPLICATION_STATUS } from '../../../components/hiring-statuses';
import { PresentedStatusChip } from '../../../components/resource/status-presentation';
import { formatScore } from '../../../lib/format';
import { ApplicationDrawer } from './application-drawer';
import { ApplicationsBulkBar } from './applications-bulk-bar';
import { BreakdownInline } from './score-breakdown';

/** The applications ranked by weighted score, paged by the server, each with its breakdown. */
export const RankingTable = ({ process }: { process: SelectiveProcess }) => {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const [search, setSearch] = useState('');
  const key = useDeferredValue(search.trim());
  const ranking = useRanking(process.id, { page, limit, key });
  const [open, setOpen] = useState<ApplicationRow | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const rows = ranking.data?.rows ?? [];
  // Only active applications move or end; the selection is the page's.
  const selectable = rows.filter((row) => row.status === 'active');
  const pageSelected = selectable.length > 0 && selectable.every((row) => selected.has(row.id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const clear = () => setSelected(new Set());
  const stageName = (id: string) => process.stages.find((stage) => stage.id === id)?.name ?? '';

  return (
    <Card>
      <Box sx={{ p: 2.5 }}>
        <TextField
          size="small"
          fullWidth
          label="Buscar profissional por nome ou email"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
            clear();
          }}
        />
      </Box>
      {selected.size > 0 && (
        <ApplicationsBulkBar process={process} ids={[...selected]} onDone={clear} />
      )}
      {ranking.isFetching && <LinearProgress aria-label="Carregando" />}
      <TableContainer>
        <Table aria-label="Classificação">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={pageSelected}
                  indeterminate={!pageSelected && selected.size > 0}
                  disabled={selectable.length === 0}
                  onChange={() =>
                    setSelected(pageSelected ? new Set() : new Set(selectable.map((row) => row.id)))
                  }
                  slotProps={{
                    input: { 'aria-label': 'Selecionar as candidaturas ativas da página' },
                  }}
                />
              </TableCell>
              <TableCell>Posição</TableCell>
              <TableCell>Profissional</TableCell>
              <TableCell>Etapa</TableCell>
              <TableCell align="right">Nota ponderada</TableCell>
              <TableCell>Composição (nota × peso)</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ranking.data?.rows.map((row) => (
              <TableRow
                key={row.id}
                hover
                selected={selected.has(row.id)}
                onClick={() => setOpen(row)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    checked={selected.has(row.id)}
                    disabled={row.status !== 'active'}
                    onChange={() => toggle(row.id)}
                    slotProps={{ input: { 'aria-label': `Selecionar ${row.candidateName}` } }}
                  />
                </TableCell>
                <TableCell>{row.rank ? `${row.rank}º` : '—'}</TableCell>
                <TableCell>
                  {row.candidateName}
                  {row.flagged && (
                    <Chip
                      size="small"
                      color="warning"
                      label="Requisito obrigatório"
                      sx={{ ml: 1 }}
                    />
                  )}
                </TableCell>
                <TableCell>{stageName(row.stageId)}</TableCell>
                <TableCell align="right">{formatScore(row.weightedScore)}</TableCell>
                <TableCell>
                  <BreakdownInline breakdown={row.breakdown} />
                </TableCell>
                <TableCell>
                  <PresentedStatusChip presentation={APPLICATION_STATUS} status={row.status} />
                </TableCell>
              </TableRow>
            ))}
            {ranking.data?.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                  Nenhum candidato inscrito
                </TableCell>
              </TableRow>
            )}
            {ranking.isError && (
              <TableRow>
                <TableCell colSpan={7} role="alert" sx={{ color: 'error.main' }}>
                  {errorMessage(ranking.error)}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={ranking.data?.totalItens ?? 0}
        page={page - 1}
        rowsPerPage={limit}
        rowsPerPageOptions={[10, 25, 50, 100]}
        labelRowsPerPage="Linhas por página"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
        onPageChange={(_, next) => {
          setPage(next + 1);
          clear();
        }}
        onRowsPerPageChange={(event) => {
          setLimit(Number(event.target.value));
          setPage(1);
        }}
      />
      <ApplicationDrawer
        id={open?.id ?? null}
        name={open?.candidateName ?? ''}
        process={process}
        onClose={() => setOpen(null)}
      />
    </Card>
  );
};
