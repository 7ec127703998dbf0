import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { NOTIFICATIONS_QUERY_KEY } from '../../../lib/notifications-feed';
import { paths } from '../../../routes/paths';
import { importKeys, useRunningImports } from '../api/imports';
import { progressPercent, progressText } from './import-status';

/**
 * The top bar's 'N de M' of the imports under way, on every page: it opens the import. When one
 * ends, the bell and the lists are read again at once (the bell says how it ended).
 */
export const RunningImports = () => {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data } = useRunningImports();
  const rows = data?.rows ?? [];
  const ids = rows.map((row) => row.id).join(',');
  const previous = useRef(ids);
  useEffect(() => {
    const ended = previous.current.split(',').some((id) => id && !ids.split(',').includes(id));
    previous.current = ids;
    if (!ended) return;
    void client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    void client.invalidateQueries({ queryKey: importKeys.all });
  }, [ids, client]);
  const first = rows[0];
  if (!first) return null;
  const text = progressText(first);
  return (
    <ButtonBase
      onClick={() => navigate(paths.dashboard.imports.view(first.id))}
      aria-label={`${text}. Abrir a importação`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.75,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <CircularProgress
        variant="determinate"
        value={progressPercent(first)}
        size={20}
        aria-hidden
      />
      <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'left' }}>
        <Typography variant="caption" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {text}
        </Typography>
        {rows.length > 1 && (
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', lineHeight: 1.3 }}
          >
            {`e mais ${rows.length - 1} em andamento`}
          </Typography>
        )}
      </Box>
    </ButtonBase>
  );
};
