import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { counted } from '@hub/contract/counts';
import { closingGapText } from '@hub/contract/idle-watchdog';
import { ChartCard } from '../../../components/charts/chart-card';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useProcessesWithoutClosingMessage } from '../api/get-summary';

/**
 * Início's list of the closed processes that left professionals without a closing message, the
 * most recently closed first: each opens its process, where they are written to. Nothing when none.
 */
export const ClosingGapsCard = () => {
  const { data } = useProcessesWithoutClosingMessage(true);
  if (!data || data.total === 0) return null;
  const more = data.total - data.rows.length;
  return (
    <ChartCard
      title="Processos encerrados sem mensagem de encerramento"
      description="Profissionais que não receberam nenhuma mensagem depois que a candidatura terminou ou que o processo foi encerrado."
      empty={false}
    >
      <List dense disablePadding>
        {data.rows.map((row) => (
          <ListItem key={row.id} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={paths.dashboard.selectiveProcesses.view(row.id)}>
                  {row.title}
                </Link>
              }
              secondary={`${row.companyName} · ${closingGapText(row.count)} · encerrado em ${formatDate(row.closedAt)}`}
            />
          </ListItem>
        ))}
      </List>
      {more > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          E mais {counted(more, 'processo', 'processos')} encerrados antes.
        </Typography>
      )}
    </ChartCard>
  );
};
