import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';
import { StatusChip, type StatusColor } from '../../components/status-chip';
import { InitialsAvatar } from '../components/initials-avatar';
import { visuallyHidden } from '../../components/visually-hidden';
import type { Priority, Task } from '../sample-data/tasks';
import { useFormat } from '../lib/format';
import { COLUMNS, type ColumnId } from '../lib/kanban';
import { useTemplatesTranslation } from '../locales/templates-i18n';

const DAY = 86_400_000;
const loadedAt = Date.now();
const PRIORITY_COLORS: Record<Priority, StatusColor> = {
  low: 'info',
  medium: 'warning',
  high: 'error',
};

export const TASK_MIME = 'application/x-template-task';

/** A card of the board: drag it, or move or delete it from its menu (keyboard users). */
export const TaskCard = ({
  task,
  column,
  title,
  onMove,
  onDelete,
}: {
  task: Task;
  column: ColumnId;
  title: string;
  onMove: (to: ColumnId) => void;
  onDelete: () => void;
}) => {
  const { t } = useTemplatesTranslation();
  const format = useFormat();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(TASK_MIME, task.id);
    event.dataTransfer.effectAllowed = 'move';
  };
  const overdue = task.dueDays < 0 && column !== 'done';
  return (
    <Card
      component="li"
      draggable
      onDragStart={onDragStart}
      data-task-id={task.id}
      sx={{ p: 2, cursor: 'grab', listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('kanban.actions', { title })}
          aria-haspopup="menu"
          onClick={(event) => setMenu(event.currentTarget)}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
        <StatusChip
          label={t(`kanban.priorities.${task.priority}`)}
          color={PRIORITY_COLORS[task.priority]}
        />
        <Typography
          variant="caption"
          sx={{ flexGrow: 1, color: overdue ? 'error.main' : 'text.secondary' }}
        >
          {format.date(loadedAt + task.dueDays * DAY)}
        </Typography>
        <InitialsAvatar name={task.assignee} size={28} />
        <Box component="span" sx={visuallyHidden}>
          {t('kanban.assignedTo', { name: task.assignee })}
        </Box>
      </Box>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {COLUMNS.filter((target) => target !== column).map((target) => (
          <MenuItem
            key={target}
            onClick={() => {
              setMenu(null);
              onMove(target);
            }}
          >
            {t('kanban.moveTo', { column: t(`kanban.columns.${target}`) })}
          </MenuItem>
        ))}
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setMenu(null);
            onDelete();
          }}
        >
          {t('common.delete')}
        </MenuItem>
      </Menu>
    </Card>
  );
};
