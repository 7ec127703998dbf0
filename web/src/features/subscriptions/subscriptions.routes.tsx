import type { RouteObject } from 'react-router';

/** Routes under /dashboard, each page loaded with its route. */
export const subscriptionsRoutes: RouteObject[] = [
  {
    path: 'subscriptions',
    lazy: () =>
      import('./pages/subscriptions-pages').then((module) => ({
        Component: module.SubscriptionsListPage,
      })),
  },
  {
    path: 'subscriptions/new',
    lazy: () =>
      import('./pages/subscriptions-pages').then((module) => ({
        Component: module.SubscriptionNewPage,
      })),
  },
  {
    path: 'subscriptions/:id',
    lazy: () =>
      import('./pages/subscriptions-pages').then((module) => ({
        Component: module.SubscriptionDetailPage,
      })),
  },
];
