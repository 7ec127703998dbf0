import { describe, expect, it } from 'vitest';
import { addTask, moveTask, removeTask, type Board } from './kanban';

const board: Board = { todo: ['a', 'b', 'c'], inProgress: ['d'], review: [], done: ['e'] };

describe('kanban moves', () => {
  it('moves a task to the end of another column by default', () => {
    expect(moveTask(board, 'b', 'done')).toEqual({
      todo: ['a', 'c'],
      inProgress: ['d'],
      review: [],
      done: ['e', 'b'],
    });
  });

  it('inserts before the task at the given index of another column', () => {
    expect(moveTask(board, 'a', 'inProgress', 0).inProgress).toEqual(['a', 'd']);
  });

  it('reorders within a column, counting positions as before the move', () => {
    expect(moveTask(board, 'a', 'todo', 3).todo).toEqual(['b', 'c', 'a']);
    expect(moveTask(board, 'c', 'todo', 0).todo).toEqual(['c', 'a', 'b']);
    expect(moveTask(board, 'a', 'todo', 1).todo).toEqual(['a', 'b', 'c']);
  });

  it('leaves the board alone for an unknown task and never loses one', () => {
    expect(moveTask(board, 'zz', 'done')).toBe(board);
    const moved = moveTask(moveTask(board, 'd', 'review', 9), 'e', 'todo', 1);
    expect(Object.values(moved).flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('adds at the end of a column and removes from wherever the task is', () => {
    expect(addTask(board, 'review', 'f').review).toEqual(['f']);
    expect(removeTask(board, 'd').inProgress).toEqual([]);
  });
});
