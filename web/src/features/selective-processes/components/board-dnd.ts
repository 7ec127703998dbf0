import {
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

/**
 * The column under the pointer when a pointer drags (the card is wider than the gap between
 * columns, so its rectangle may overlap the next one more); the column the card overlaps most
 * when the keyboard drags, which has no pointer.
 */
export const boardCollisions: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

/** Where a card sits inside its column: past the padding and the column's title. */
const CARD_OFFSET = { x: 12, y: 48 };

/**
 * Keyboard drag on the board: ←/→ put the card (its top-left corner, which is what the
 * keyboard sensor moves) into the previous/next column. The default getter moves 25 px per
 * press, dozens of presses to cross one column.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  const direction = { [KeyboardCode.Right]: 1, [KeyboardCode.Left]: -1 }[event.code];
  if (!direction) return undefined;
  event.preventDefault();
  const spots = [...context.droppableRects.values()]
    .map((rect) => ({ x: rect.left + CARD_OFFSET.x, y: rect.top + CARD_OFFSET.y }))
    .filter((centre) => (centre.x - currentCoordinates.x) * direction > 1)
    .sort((a, b) => Math.abs(a.x - currentCoordinates.x) - Math.abs(b.x - currentCoordinates.x));
  return spots[0] ?? currentCoordinates;
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
