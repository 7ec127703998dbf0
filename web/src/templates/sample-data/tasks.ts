import type { Board } from '../lib/kanban';

export type Priority = 'low' | 'medium' | 'high';

/** A card of the board: sample ones name their translated title (`sampleKey`), new ones hold it. */
export type Task = {
  id: string;
  priority: Priority;
  assignee: string;
  dueDays: number;
  sampleKey?: string;
  title?: string;
};

export const tasks: Task[] = [
  { id: 't1', sampleKey: 't1', priority: 'high', assignee: 'Deja Brady', dueDays: 2 },
  { id: 't2', sampleKey: 't2', priority: 'medium', assignee: 'Lucian Obrien', dueDays: 5 },
  { id: 't3', sampleKey: 't3', priority: 'low', assignee: 'Reece Chung', dueDays: 9 },
  { id: 't4', sampleKey: 't4', priority: 'high', assignee: 'Harrison Stein', dueDays: 1 },
  { id: 't5', sampleKey: 't5', priority: 'medium', assignee: 'Jayvion Simon', dueDays: 3 },
  { id: 't6', sampleKey: 't6', priority: 'low', assignee: 'Lainey Davidson', dueDays: 6 },
  { id: 't7', sampleKey: 't7', priority: 'medium', assignee: 'Deja Brady', dueDays: -2 },
  { id: 't8', sampleKey: 't8', priority: 'high', assignee: 'Cristopher Cardenas', dueDays: -5 },
];

export const initialBoard: Board = {
  todo: ['t1', 't2', 't3'],
  inProgress: ['t4', 't5'],
  review: ['t6'],
  done: ['t7', 't8'],
};
