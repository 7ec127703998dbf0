/** The board's moves, kept pure so they are tested apart from drag and drop. */

export const COLUMNS = ['todo', 'inProgress', 'review', 'done'] as const;
export type ColumnId = (typeof COLUMNS)[number];

/** Task ids in display order, per column. */
export type Board = Record<ColumnId, string[]>;

export const columnOf = (board: Board, taskId: string): ColumnId | undefined =>
  COLUMNS.find((column) => board[column].includes(taskId));

/**
 * Moves a task to a column, before the task at `index` (at the end when omitted). Within one
 * column, the index counts the tasks as they are before the move.
 */
export const moveTask = (board: Board, taskId: string, to: ColumnId, index?: number): Board => {
  const from = columnOf(board, taskId);
  if (!from) return board;
  const target = board[to];
  let at = index === undefined ? target.length : Math.max(0, Math.min(index, target.length));
  if (from === to && target.indexOf(taskId) < at) at -= 1;
  const next = { ...board, [from]: board[from].filter((id) => id !== taskId) };
  const list = [...next[to]];
  list.splice(at, 0, taskId);
  return { ...next, [to]: list };
};

export const addTask = (board: Board, column: ColumnId, taskId: string): Board => ({
  ...board,
  [column]: [...board[column], taskId],
});

export const removeTask = (board: Board, taskId: string): Board => {
  const from = columnOf(board, taskId);
  return from ? { ...board, [from]: board[from].filter((id) => id !== taskId) } : board;
};
