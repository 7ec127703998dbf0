import type { RouteObject } from 'react-router';
import {
  SubscriptionDetailPage,
  SubscriptionNewPage,
  SubscriptionsListPage,
} from './pages/subscriptions-pages';

/** Routes under /dashboard. */
export const subscriptionsRoutes: RouteObject[] = [
  { path: 'subscriptions', element: <SubscriptionsListPage /> },
  { path: 'subscriptions/new', element: <SubscriptionNewPage /> },
  { path: 'subscriptions/:id', element: <SubscriptionDetailPage /> },
];
