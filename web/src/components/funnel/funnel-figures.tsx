import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { FunnelOverview, FunnelStage } from '@hub/contract/funnel';
import { formatConversion, formatDays, formatHours } from './funnel-format';

const count = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

type Outcomes = Pick<
  FunnelOverview,
  'total' | 'hired' | 'rejected' | 'withdrawn' | 'medianDaysToHire'
>;

/** Reached per stage, first stage on top, as the dashboard draws its bars. */
export const FunnelChart = ({
  stages,
  height = 300,
}: {
  stages: FunnelStage[];
  height?: number;
}) => (
  <BarChart
    height={height}
    layout="horizontal"
    // Whole applications: integer ticks only.
    xAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => count.format(value) }]}
    yAxis={[{ scaleType: 'band', data: stages.map((stage) => stage.name), width: 100 }]}
    series={[{ data: stages.map((stage) => stage.reached), label: 'Alcançaram' }]}
  />
);

/** How the applications ended, and how long a hire took. */
export const FunnelSummary = ({ outcomes }: { outcomes: Outcomes }) => {
  const figures = [
    { label: 'Candidaturas', value: String(outcomes.total) },
    { label: 'Contratados', value: String(outcomes.hired) },
    { label: 'Reprovados', value: String(outcomes.rejected) },
    { label: 'Desistentes', value: String(outcomes.withdrawn) },
    { label: 'Tempo mediano até a contratação', value: formatDays(outcomes.medianDaysToHire) },
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
      }}
    >
      {figures.map((figure) => (
        <Box key={figure.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {figure.label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {figure.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

/** The figures of each stage; it scrolls sideways on a narrow screen rather than overflow the page. */
export const FunnelTable = ({ stages }: { stages: FunnelStage[] }) => (
  // Focusable, so that a keyboard can scroll it when it is wider than the screen.
  <TableContainer
    tabIndex={0}
    role="region"
    aria-label="Tabela do funil"
    sx={{ overflowX: 'auto' }}
  >
    <Table
      size="small"
      aria-label="Funil por etapa"
      sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>Etapa</TableCell>
          <TableCell align="right">Alcançaram</TableCell>
          <TableCell align="right">Na etapa agora</TableCell>
          <TableCell align="right">Conversão</TableCell>
          <TableCell align="right">Mediana na etapa</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {stages.map((stage) => (
          <TableRow key={stage.position}>
            <TableCell component="th" scope="row">
              {stage.name}
            </TableCell>
            <TableCell align="right">{stage.reached}</TableCell>
            <TableCell align="right">{stage.current}</TableCell>
            <TableCell align="right">{formatConversion(stage.conversion)}</TableCell>
            <TableCell align="right">{formatHours(stage.medianHoursInStage)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
