import { useId, useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import { createPortal } from 'react-dom';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Flag from '@mui/icons-material/Flag';
import MoreVert from '@mui/icons-material/MoreVert';
import Undo from '@mui/icons-material/Undo';
import { enqueueSnackbar } from '../../../lib/toast';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { applicationOperations, type Board, type BoardCard } from '@hub/contract/applications';
import { interviewOperations } from '@hub/contract/interviews';
import { FINAL_PROCESS_STATUSES, type SelectiveProcess } from '@hub/contract/selective-processes';
import { useCan } from '../../../auth/use-can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InterviewDialog } from '../../../components/interviews/interview-dialog';
import { APPLICATION_STATUS } from '../../../components/hiring-statuses';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../routes/paths';
import { useBoard, useColumnPages, useMoveApplication, useUndoMove } from '../api/applications';
import { formatWeightedScore } from '../../../lib/format';
import { ApplicationsBulkBar } from './applications-bulk-bar';
import { ApplicationDrawer } from './application-drawer';
import { boardAnnouncements, boardCollisions, columnCoordinates } from './board-dnd';
import { COLUMN_GAP, COLUMN_WIDTH, useBoardScroll } from './board-scroll';

type Column = Board['stages'][number];
type Open = (row: BoardCard) => void;
type Move = (row: BoardCard, stageId: string) => void;
type Toggle = (id: string) => void;

/** A card past the days its stage allows: 'há 23 dias em Triagem'. */
const lateText = (days: number, stage: string): string =>
  `há ${days} ${days === 1 ? 'dia' : 'dias'} em ${stage}`;

/**
 * The card's menu: 'Agendar entrevista' for an active application, then "Mover para", the explicit
 * keyboard and pointer alternative to dragging.
 */
const CardMenu = ({
  row,
  stages,
  onMove,
  onSchedule,
}: {
  row: BoardCard;
  stages: Column[];
  onMove: Move;
  onSchedule: Open | null;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const schedules = onSchedule !== null && row.status === 'active';
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Ações de ${row.candidateName}`}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': `Ações de ${row.candidateName}` } }}
      >
        {schedules && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onSchedule(row);
            }}
          >
            <ListItemIcon>
              <EventAvailable fontSize="small" />
            </ListItemIcon>
            Agendar entrevista
          </MenuItem>
        )}
        {schedules && <Divider />}
        <ListSubheader>Mover para</ListSubheader>
        {stages
          .filter((stage) => stage.id !== row.stageId)
          .map((stage) => (
            <MenuItem
              key={stage.id}
              onClick={() => {
                setAnchor(null);
                onMove(row, stage.id);
              }}
            >
              {stage.name}
            </MenuItem>
          ))}
      </Menu>
    </>
  );
};

const ApplicationCard = ({
  row,
  stages,
  disabled,
  checked,
  onToggle,
  onMove,
  onOpen,
  onSchedule,
}: {
  row: BoardCard;
  stages: Column[];
  disabled: boolean;
  checked: boolean;
  onToggle: Toggle;
  onMove: Move;
  onOpen: Open;
  onSchedule: Open | null;
}) => {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: row.id,
    data: { row },
    disabled,
  });
  return (
    <Card
      ref={setNodeRef}
      component="li"
      data-testid="kanban-card"
      aria-label={row.candidateName}
      sx={{
        p: 1,
        display: 'flex',
        // The controls on the first line, the name and score on the whole width below them.
        flexWrap: 'wrap',
        rowGap: 0.25,
        columnGap: 0.5,
        alignItems: 'center',
        flexShrink: 0,
        // The card travels in the drag overlay; its place stays marked in the column.
        opacity: isDragging ? 0.4 : 1,
      }}
    >
      {!disabled && (
        <Checkbox
          size="small"
          checked={checked}
          onChange={() => onToggle(row.id)}
          slotProps={{ input: { 'aria-label': `Selecionar ${row.candidateName}` } }}
          sx={{ p: 0.5 }}
        />
      )}
      {!disabled && (
        <IconButton
          size="small"
          aria-label={`Arrastar ${row.candidateName}`}
          {...attributes}
          {...listeners}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Box sx={{ order: 1, flexBasis: '100%', minWidth: 0, px: 0.5 }}>
        <Button
          variant="text"
          color="inherit"
          onClick={() => onOpen(row)}
          title={row.candidateName}
          sx={{
            p: 0,
            minWidth: 0,
            maxWidth: 1,
            textAlign: 'left',
            fontWeight: 600,
            justifyContent: 'flex-start',
            // Two lines at most in the narrow column; the whole name is the card's label and title.
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            wordBreak: 'break-word',
          }}
        >
          {row.candidateName}
        </Button>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {formatWeightedScore(row.weightedScore)}
          {row.rank ? ` · ${row.rank}º` : ''}
          {/* Only active applications are ranked: an outcome says why a card has no place. */}
          {row.status === 'active' ? '' : ` · ${APPLICATION_STATUS.labels[row.status]}`}
        </Typography>
        {row.lateDays !== null && (
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'warning.dark', fontWeight: 600 }}
          >
            {lateText(row.lateDays, stages.find((stage) => stage.id === row.stageId)?.name ?? '')}
          </Typography>
        )}
      </Box>
      {row.flagged && (
        <Flag color="warning" fontSize="small" titleAccess="Não atende a requisito obrigatório" />
      )}
      {!disabled && <CardMenu row={row} stages={stages} onMove={onMove} onSchedule={onSchedule} />}
    </Card>
  );
};

/** The card under the pointer while it is dragged: above every column, never clipped by their scroll. */
const DraggedCard = ({ row }: { row: BoardCard }) => (
  <Card
    sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', boxShadow: 8, cursor: 'grabbing' }}
  >
    <DragIndicator fontSize="small" sx={{ m: 0.625 }} />
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2">{row.candidateName}</Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {formatWeightedScore(row.weightedScore)}
      </Typography>
    </Box>
  </Card>
);

const BoardColumn = ({
  processId,
  column,
  stages,
  disabled,
  selected,
  onToggle,
  onMove,
  onOpen,
  onSchedule,
  late,
}: {
  processId: string;
  column: Column;
  stages: Column[];
  disabled: boolean;
  selected: ReadonlySet<string>;
  onToggle: Toggle;
  onMove: Move;
  onOpen: Open;
  onSchedule: Open | null;
  late: boolean;
}) => {
  const { setNodeRef, isOver } = useDroppable({ id: column.id });
  const [more, setMore] = useState(false);
  // The hiring stage's cards are the hired; every other column's are the active.
  const hiringColumn = stages.at(-1)?.id === column.id;
  const pages = useColumnPages(
    processId,
    column.id,
    more,
    hiringColumn ? 'hired' : 'active',
    late,
  );
  const rows = [...column.rows, ...(pages.data?.pages.flatMap((page) => page.rows) ?? [])];
  const titleId = `stage-${column.id}`;
  return (
    <Box
      ref={setNodeRef}
      component="section"
      aria-labelledby={titleId}
      data-testid="kanban-column"
      sx={{
        width: COLUMN_WIDTH,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        p: 1.5,
        borderRadius: 2,
        bgcolor: isOver ? 'action.selected' : 'background.neutral',
        outline: isOver ? '2px dashed' : 'none',
        outlineColor: 'primary.main',
      }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
        {column.name} ({column.total})
      </Typography>
      {/* The cards scroll inside the column, which is as tall as the board. */}
      <Stack
        component="ul"
        spacing={1}
        sx={{ p: 0.25, m: 0, listStyle: 'none', minHeight: 80, flex: 1, overflowY: 'auto' }}
      >
        {rows.map((row) => (
          <ApplicationCard
            key={row.id}
            row={row}
            stages={stages}
            disabled={disabled}
            checked={selected.has(row.id)}
            onToggle={onToggle}
            onMove={onMove}
            onOpen={onOpen}
            onSchedule={onSchedule}
          />
        ))}
      </Stack>
      {rows.length < column.total && (more ? pages.hasNextPage : true) && (
        <Button
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          loading={pages.isFetching}
          onClick={() => (more ? void pages.fetchNextPage() : setMore(true))}
        >
          Carregar mais ({column.total - rows.length})
        </Button>
      )}
    </Box>
  );
};

/**
 * The pipeline: one column per stage with its total and paged cards. Cards move by dragging
 * (pointer or keyboard: space, arrows, space) or through "Mover para"; the last move can be undone.
 */
export const KanbanBoard = ({ process }: { process: SelectiveProcess }) => {
  // 'Só atrasadas' is in the URL (`?late=true`), as every list's filters are.
  const [params, setParams] = useSearchParams();
  const late = params.get('late') === 'true';
  const showLate = (only: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (only) next.set('late', 'true');
      else next.delete('late');
      return next;
    });
  const { data: board, isError, error } = useBoard(process.id, late);
  const move = useMoveApplication();
  const undo = useUndoMove(process.id);
  const canMove = useCan(applicationOperations.moveApplication.permission);
  const [open, setOpen] = useState<BoardCard | null>(null);
  const [hiring, setHiring] = useState<BoardCard | null>(null);
  const [scheduling, setScheduling] = useState<BoardCard | null>(null);
  const canSchedule = useCan(interviewOperations.bookInterviews.permission);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const [dragged, setDragged] = useState<BoardCard | null>(null);
  // Cards ticked for a bulk move or rejection, across columns.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle: Toggle = (id) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const { container, first, last, canBack, canForward, scrollByColumn } = useBoardScroll(
    board?.stages.length ?? 0,
  );
  const boardId = useId();
  if (isError)
    return (
      <Typography role="alert" color="error">
        {errorMessage(error)}
      </Typography>
    );
  if (!board) return null;

  const stageName = (id: string) => board.stages.find((stage) => stage.id === id)?.name ?? '';
  const names = new Map(
    board.stages.flatMap((stage) => stage.rows.map((row) => [row.id, row.candidateName])),
  );
  // A closed process is no longer moved; a profile that only reads processes never moves one.
  const disabled = FINAL_PROCESS_STATUSES.includes(process.status) || !canMove;

  const hiringStage = board.stages.at(-1);
  const doMove: Move = async (row, stageId) => {
    try {
      await move.mutateAsync({ id: row.id, stageId });
      enqueueSnackbar(`${row.candidateName} movido para ${stageName(stageId)}`, {
        variant: 'success',
      });
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };
  // Reaching the hiring stage is hiring (the server marks the application 'Contratada'): asked first.
  const moveTo: Move = async (row, stageId) => {
    if (row.stageId === stageId) return;
    if (stageId === hiringStage?.id) setHiring(row);
    else await doMove(row, stageId);
  };
  const rowOf = (event: DragStartEvent | DragEndEvent) =>
    (event.active.data.current as { row: BoardCard } | undefined)?.row;
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const row = rowOf(event);
    if (row && event.over) void moveTo(row, String(event.over.id));
  };
  const undoLast = async () => {
    try {
      const answer = await undo.mutateAsync();
      enqueueSnackbar(
        `Movimentação desfeita: ${answer.log.candidateName} voltou para ${answer.log.toStage}`,
        {
          variant: 'success',
        },
      );
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure), { variant: 'error' });
    }
  };

  return (
    <>
      <Stack
        direction="row"
        sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
      >
        <Button
          variant="outlined"
          startIcon={<Undo />}
          disabled={!board.canUndo || disabled}
          loading={undo.isPending}
          onClick={undoLast}
        >
          Desfazer última movimentação
        </Button>
        <Button component={RouterLink} to={paths.dashboard.logs.kanbanOfProcess(process.id)}>
          Ver log do kanban
        </Button>
        <FormControlLabel
          control={<Switch checked={late} onChange={(event) => showLate(event.target.checked)} />}
          label="Só atrasadas"
        />
        {late && board.stages.every((stage) => stage.total === 0) && (
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
            Nenhuma candidatura atrasada: todas estão dentro dos dias de cada etapa.
          </Typography>
        )}
        {!canMove && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Seu perfil não permite mover candidaturas.
          </Typography>
        )}
        {(canBack || canForward) && (
          <Stack direction="row" sx={{ ml: 'auto', alignItems: 'center', gap: 0.5 }}>
            <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary', mr: 1 }}>
              {first === last
                ? `Etapa ${first} de ${board.stages.length}`
                : `Etapas ${first}–${last} de ${board.stages.length}`}
            </Typography>
            <IconButton
              aria-label="Etapas anteriores"
              aria-controls={boardId}
              disabled={!canBack}
              onClick={() => scrollByColumn(-1)}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              aria-label="Próximas etapas"
              aria-controls={boardId}
              disabled={!canForward}
              onClick={() => scrollByColumn(1)}
            >
              <ChevronRight />
            </IconButton>
          </Stack>
        )}
      </Stack>
      {selected.size > 0 && (
        <Card sx={{ mb: 2 }}>
          <ApplicationsBulkBar
            process={process}
            ids={[...selected]}
            rows={board.stages.flatMap((stage) => stage.rows).filter((row) => selected.has(row.id))}
            onDone={() => setSelected(new Set())}
          />
        </Card>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollisions}
        onDragStart={(event) => setDragged(rowOf(event) ?? null)}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{
          announcements: boardAnnouncements((id) => names.get(id) ?? '', stageName),
          screenReaderInstructions: {
            draggable:
              'Para mover um candidato, pressione espaço, use as setas para a esquerda e a direita para escolher a etapa e pressione espaço de novo. Esc cancela.',
          },
        }}
      >
        {/*
          Its own scroll container, at most as tall as the screen below the top bar and the
          board's toolbar (about 160 px): with the toolbar at the top of the screen, the scroll
          buttons, the horizontal scrollbar and every column's end are in view; the cards scroll
          in their column. Focusable, so the arrow keys scroll it too.
        */}
        <Box
          ref={container}
          id={boardId}
          role="region"
          aria-label="Etapas do processo"
          tabIndex={0}
          sx={{
            display: 'flex',
            gap: `${COLUMN_GAP}px`,
            overflowX: 'auto',
            overflowY: 'hidden',
            alignItems: 'stretch',
            maxHeight: 'calc(100dvh - 160px)',
            minHeight: 360,
            pb: 1,
            borderRadius: 2,
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          {board.stages.map((column) => (
            <BoardColumn
              key={column.id}
              processId={process.id}
              column={column}
              stages={board.stages}
              disabled={disabled}
              selected={selected}
              onToggle={toggle}
              onMove={moveTo}
              onOpen={setOpen}
              onSchedule={canSchedule ? setScheduling : null}
              late={late}
            />
          ))}
        </Box>
        {createPortal(
          <DragOverlay>{dragged && <DraggedCard row={dragged} />}</DragOverlay>,
          document.body,
        )}
      </DndContext>
      <ConfirmDialog
        open={hiring !== null}
        title={`Contratar ${hiring?.candidateName ?? ''}?`}
        content={`Chegar à etapa ${hiringStage?.name ?? ''} é a contratação: a inscrição passa a Contratada e conta como contratação no funil, na classificação e no Início. Dá para desfazer com 'Desfazer última movimentação'.`}
        confirmLabel="Contratar"
        loading={move.isPending}
        onClose={() => setHiring(null)}
        onConfirm={() => {
          const row = hiring;
          setHiring(null);
          if (row && hiringStage) void doMove(row, hiringStage.id);
        }}
      />
      <ApplicationDrawer
        id={open?.id ?? null}
        name={open?.candidateName ?? ''}
        process={process}
        onClose={() => setOpen(null)}
      />
      {scheduling && (
        <InterviewDialog
          open
          onClose={() => setScheduling(null)}
          processId={process.id}
          applications={[{ id: scheduling.id, candidateName: scheduling.candidateName }]}
        />
      )}
    </>
  );
};
