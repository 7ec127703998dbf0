import { useEffect, useState } from 'react';

/** A column of the board and the gap after it, in pixels: the step the scroll buttons move by. */
// Five columns fit the page's width beside the sidebar at 1440 px (1,112 px of content).
export const COLUMN_WIDTH = 208;
export const COLUMN_GAP = 12;
const STEP = COLUMN_WIDTH + COLUMN_GAP;

export type ScrollView = { scrollLeft: number; clientWidth: number; scrollWidth: number };

/** The columns wholly in view (numbered from 1) and whether the board scrolls either way. */
export const boardView = (view: ScrollView, count: number) => {
  // A pixel of slack: browsers round scroll positions.
  const first = Math.min(count, Math.max(0, Math.ceil((view.scrollLeft - 1) / STEP)) + 1);
  const last = Math.floor((view.scrollLeft + view.clientWidth - COLUMN_WIDTH + 1) / STEP) + 1;
  return {
    first,
    last: Math.min(count, Math.max(first, last)),
    canBack: view.scrollLeft > 1,
    canForward: view.scrollLeft + view.clientWidth < view.scrollWidth - 1,
  };
};

/**
 * The board's horizontal scroll: what is in view, and a move by one column either way (smooth
 * unless the person asked for less motion). `container` is the ref callback of the scroll container.
 */
export const useBoardScroll = (count: number) => {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [view, setView] = useState<ScrollView>({ scrollLeft: 0, clientWidth: 0, scrollWidth: 0 });
  // The container's scroll and size live in the DOM: subscribe to both while it is mounted.
  useEffect(() => {
    if (!node) return undefined;
    const measure = () =>
      setView({
        scrollLeft: node.scrollLeft,
        clientWidth: node.clientWidth,
        scrollWidth: node.scrollWidth,
      });
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => {
      node.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [node, count]);
  const scrollByColumn = (direction: 1 | -1) => {
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    node?.scrollBy({ left: direction * STEP, behavior: calm ? 'auto' : 'smooth' });
  };
  return { container: setNode, ...boardView(view, count), scrollByColumn };
};
