import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ApplicationRow } from '@hub/contract/applications';
import { ASSESSMENT_LABELS } from '@hub/contract/assessments';
import { formatScore } from '../../../lib/format';

/** One line per assessment: "Requisitos 80 × 15". */
export const BreakdownInline = ({ breakdown }: { breakdown: ApplicationRow['breakdown'] }) => (
  <Typography component="span" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
    {breakdown
      .map(
        (row) => `${ASSESSMENT_LABELS[row.assessment]} ${formatScore(row.score)} × ${row.weight}`,
      )
      .join(' · ')}
  </Typography>
);

/** Each assessment's score, its weight and what it adds to the weighted score. */
export const BreakdownTable = ({ application }: { application: ApplicationRow }) => (
  <Table size="small" aria-label="Composição da nota">
    <TableHead>
      <TableRow>
        <TableCell>Avaliação</TableCell>
        <TableCell align="right">Nota</TableCell>
        <TableCell align="right">Peso</TableCell>
        <TableCell align="right">Contribuição</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {application.breakdown.map((row) => (
        <TableRow key={row.assessment}>
          <TableCell>{ASSESSMENT_LABELS[row.assessment]}</TableCell>
          <TableCell align="right">{formatScore(row.score)}</TableCell>
          <TableCell align="right">{row.weight}</TableCell>
          <TableCell align="right">{formatScore(row.contribution)}</TableCell>
        </TableRow>
      ))}
      <TableRow>
        <TableCell sx={{ fontWeight: 700 }}>Nota ponderada</TableCell>
        <TableCell colSpan={3} align="right" sx={{ fontWeight: 700 }}>
          {formatScore(application.weightedScore)}
        </TableCell>
      </TableRow>
    </TableBody>
  </Table>
);
