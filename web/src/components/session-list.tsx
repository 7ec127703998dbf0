import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Session } from '@hub/contract/sessions';
import { formatDateTime } from '../lib/format';

/** Open sessions: browser and system, address, started, last active; this one marked. */
export const SessionList = ({
  sessions,
  onEnd,
  ending,
}: {
  sessions: Session[];
  /** Ends one session (not offered for this one: 'Sair' ends it). */
  onEnd?: (session: Session) => void;
  ending?: string | null;
}) => {
  if (sessions.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Nenhuma sessão aberta.
      </Typography>
    );
  return (
    <List disablePadding aria-label="Sessões abertas">
      {sessions.map((session) => (
        <ListItem
          key={session.id}
          divider
          disableGutters
          secondaryAction={
            onEnd && !session.current ? (
              <Button
                size="small"
                color="error"
                loading={ending === session.id}
                onClick={() => onEnd(session)}
                aria-label={`Encerrar a sessão ${session.device}`}
              >
                Encerrar
              </Button>
            ) : undefined
          }
        >
          <ListItemText
            primary={
              <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                {session.device}
                {session.current && <Chip size="small" color="primary" label="Esta sessão" />}
              </Box>
            }
            secondary={`${session.ip ?? 'Endereço desconhecido'} · Iniciada em ${formatDateTime(session.createdAt)} · Última atividade em ${formatDateTime(session.lastActiveAt)}`}
          />
        </ListItem>
      ))}
    </List>
  );
};
