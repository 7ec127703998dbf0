import { createStore } from '../lib/store';
import type { Board } from '../lib/kanban';
import { initialBoard, tasks, type Task } from '../sample-data/tasks';

/** The board and its cards as the visitor changed them this session. */
export const kanban = createStore<{ board: Board; tasks: Record<string, Task> }>({
  board: initialBoard,
  tasks: Object.fromEntries(tasks.map((task) => [task.id, task])),
});
