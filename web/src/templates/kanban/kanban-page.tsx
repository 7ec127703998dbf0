import { useState, type DragEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { enqueueSnackbar } from '../../lib/toast';
import { TemplatePage } from '../components/template-page';
import type { Task } from '../sample-data/tasks';
import { addTask, COLUMNS, moveTask, removeTask, type ColumnId } from '../lib/kanban';
import { useTemplatesTranslation } from '../locales/templates-i18n';
import { kanban } from './kanban-store';
import { TASK_MIME, TaskCard } from './task-card';

/** Where a drop lands: before the card under the pointer, or at the end of the column. */
const dropIndex = (event: DragEvent, ids: string[]) => {
  const card = (event.target as HTMLElement).closest<HTMLElement>('[data-task-id]');
  const index = card ? ids.indexOf(card.dataset.taskId ?? '') : -1;
  return index === -1 ? undefined : index;
};

/** A board of cards in four columns: drag them, move them from their menu, add and delete them. */
export const KanbanPage = () => {
  const { t } = useTemplatesTranslation();
  const { board, tasks } = kanban.use();
  const [over, setOver] = useState<ColumnId | null>(null);
  const titleOf = (task: Task) => task.title ?? t(`kanban.samples.${task.sampleKey}`);
  const move = (taskId: string, to: ColumnId, index?: number) =>
    kanban.set((current) => ({ ...current, board: moveTask(current.board, taskId, to, index) }));
  const remove = (taskId: string) =>
    kanban.set((current) => ({ ...current, board: removeTask(current.board, taskId) }));

  return (
    <TemplatePage title={t('kanban.title')} description={t('kanban.hint')}>
      <Box
        sx={{ display: 'flex', gap: 3, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }}
        tabIndex={0}
        role="region"
        aria-label={t('kanban.title')}
      >
        {COLUMNS.map((column) => (
          <Card
            key={column}
            component="section"
            aria-labelledby={`column-${column}`}
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(TASK_MIME)) return;
              event.preventDefault();
              setOver(column);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(event) => {
              const taskId = event.dataTransfer.getData(TASK_MIME);
              setOver(null);
              if (taskId) move(taskId, column, dropIndex(event, board[column]));
            }}
            sx={(theme) => ({
              flex: '0 0 300px',
              p: 2,
              bgcolor:
                over === column
                  ? alpha(theme.palette.primary.main, 0.08)
                  : alpha(theme.palette.grey[500], 0.06),
              boxShadow: 'none',
            })}
          >
            <Typography id={`column-${column}`} variant="h6" component="h2" sx={{ mb: 2 }}>
              {t(`kanban.columns.${column}`)} ({board[column].length})
            </Typography>
            <Box
              component="ul"
              sx={{ display: 'flex', flexDirection: 'column', gap: 2, m: 0, p: 0, minHeight: 48 }}
            >
              {board[column].map((id) => {
                const task = tasks[id];
                if (!task) return null;
                return (
                  <TaskCard
                    key={id}
                    task={task}
                    column={column}
                    title={titleOf(task)}
                    onMove={(to) => move(id, to)}
                    onDelete={() => {
                      remove(id);
                      enqueueSnackbar(t('kanban.deleted', { title: titleOf(task) }), {
                        variant: 'success',
                      });
                    }}
                  />
                );
              })}
            </Box>
            <AddTask column={column} />
          </Card>
        ))}
      </Box>
    </TemplatePage>
  );
};

const AddTask = ({ column }: { column: ColumnId }) => {
  const { t } = useTemplatesTranslation();
  const [title, setTitle] = useState('');
  const [error, setError] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    const value = title.trim();
    if (!value) return setError(t('validation.required'));
    const id = `task-${Date.now()}`;
    kanban.set((current) => ({
      board: addTask(current.board, column, id),
      tasks: {
        ...current.tasks,
        [id]: { id, title: value, priority: 'medium', assignee: t('blog.you'), dueDays: 7 },
      },
    }));
    setTitle('');
    setError('');
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={add}
      sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label={t('kanban.newTask')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={Boolean(error)}
        helperText={error || undefined}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="outlined">
        {t('calendar.add')}
      </Button>
    </Box>
  );
};
