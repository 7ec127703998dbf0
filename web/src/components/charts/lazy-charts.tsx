import { lazy, Suspense, type ReactNode } from 'react';
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

/** A chart's place: a skeleton of its size until the chart is in, so nothing below it moves. */
export const ChartSlot = ({ children }: { children: ReactNode }) => (
  <Box sx={{ minHeight: CHART_BOX_HEIGHT }}>
    <Suspense fallback={<Skeleton variant="rounded" height={CHART_BOX_HEIGHT} />}>
      {children}
    </Suspense>
  </Box>
);
