import { KeyboardCode, type Announcements, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard drag on the board: ←/→ jump to the centre of the previous/next column (the default
 * getter moves 25 px at a time, which takes dozens of presses to cross a column).
 */
export const columnCoordinates: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  const direction = { [KeyboardCode.Right]: 1, [KeyboardCode.Left]: -1 }[event.code];
  if (!direction) return undefined;
  event.preventDefault();
  const centres = [...context.droppableRects.values()]
    .map((rect) => ({ x: rect.left + rect.width / 2, y: rect.top + 40 }))
    .filter((centre) => (centre.x - currentCoordinates.x) * direction > 1)
    .sort((a, b) => Math.abs(a.x - currentCoordinates.x) - Math.abs(b.x - currentCoordinates.x));
  return centres[0] ?? currentCoordinates;
};

/** What a screen reader hears while a card is dragged, in Portuguese. */
export const boardAnnouncements = (
  nameOf: (id: string) => string,
  stageOf: (id: string) => string,
): Announcements => ({
  onDragStart: ({ active }) =>
    `${nameOf(String(active.id))} selecionado. Use as setas para escolher a etapa e espaço para soltar.`,
  onDragOver: ({ active, over }) =>
    over ? `${nameOf(String(active.id))} sobre a etapa ${stageOf(String(over.id))}.` : undefined,
  onDragEnd: ({ active, over }) =>
    over
      ? `${nameOf(String(active.id))} solto na etapa ${stageOf(String(over.id))}.`
      : `${nameOf(String(active.id))} solto fora das etapas.`,
  onDragCancel: ({ active }) => `Movimentação de ${nameOf(String(active.id))} cancelada.`,
});
