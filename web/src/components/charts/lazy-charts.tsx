import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The height every chart's drawing is given (Início, the reports). */
export const CHART_HEIGHT = 300;
/** A drawing with its legend above it, as x-charts lays them out. */
const CHART_BOX_HEIGHT = CHART_HEIGHT + 30;

// The charts library comes after a page's figures have painted, in chunks of its own.
export const LineChart = lazy(() =>
  import('@mui/x-charts/LineChart').then((m) => ({ default: m.LineChart })),
);
export const BarChart = lazy(() =>
  import('@mui/x-charts/BarChart').then((m) => ({ default: m.BarChart })),
);
export const FunnelChart = lazy(() =>
  import('../funnel/funnel-figures').then((m) => ({ default: m.FunnelChart })),
);

/**
 * Whether the element has come within 200 px of the viewport, once: a chart further down is neither
 * fetched nor drawn while the page loads (drawing a chart is a long task of the main thread).
 * Without IntersectionObserver (tests in jsdom) everything is near.
 */
const useNearView = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
};

/**
 * A chart's place: a skeleton of its size until the chart is in (and until the place comes near
 * the screen), so nothing below it moves.
 */
export const ChartSlot = ({ children }: { children: ReactNode }) => {
  const { ref, near } = useNearView();
  const skeleton = <Skeleton variant="rounded" height={CHART_BOX_HEIGHT} />;
  return (
    <Box ref={ref} sx={{ minHeight: CHART_BOX_HEIGHT }}>
      {near ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton}
    </Box>
  );
};
