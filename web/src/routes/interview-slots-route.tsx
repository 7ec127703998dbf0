import { lazy, Suspense } from 'react';

/*
 * The professional's slot page (issue 69), public and outside the layouts. This route module is kept
 * this small on purpose: the route table sits in the entry, and the entry lists every chunk a lazy
 * route needs at once. Through this step it lists one file; the page, its components and the query
 * cache (interview-slots-shell.tsx) load from here.
 */
const Shell = lazy(() => import('./interview-slots-shell'));

export const Component = () => (
  <Suspense fallback={null}>
    <Shell />
  </Suspense>
);
