import type { RouteObject } from 'react-router';
import { resourceRoutes } from '../../components/resource/resource-routes';
import { subscriptionsNav } from './subscriptions.nav';

/** Routes under /dashboard: the declaration's list and new pages, and the subscription's own page. */
export const subscriptionsRoutes: RouteObject[] = [
  ...resourceRoutes(subscriptionsNav, () =>
    import('./subscriptions.resource').then((module) => module.subscriptionResource),
  ),
  {
    path: 'subscriptions/:id',
    lazy: () =>
      import('./pages/subscription-detail-page').then((module) => ({
        Component: module.SubscriptionDetailPage,
      })),
  },
];
