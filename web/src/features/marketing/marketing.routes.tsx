import type { RouteObject } from 'react-router';

const statusPages = () => import('./pages/status-pages');
const legalPages = () => import('./pages/legal-pages');

/** The public pages, inside the marketing layout. */
export const marketingRoutes: RouteObject[] = [
  { path: 'coming-soon', lazy: () => statusPages().then((m) => ({ Component: m.ComingSoonPage })) },
  {
    path: 'maintenance',
    lazy: () => statusPages().then((m) => ({ Component: m.MaintenancePage })),
  },
  { path: '404', lazy: () => statusPages().then((m) => ({ Component: m.NotFoundPage })) },
  { path: '500', lazy: () => statusPages().then((m) => ({ Component: m.ServerErrorPage })) },
  {
    path: 'payment',
    lazy: () => import('./pages/payment-page').then((m) => ({ Component: m.PaymentPage })),
  },
  {
    path: 'pricing',
    lazy: () => import('./pages/pricing-page').then((m) => ({ Component: m.PricingPage })),
  },
  {
    path: 'about-us',
    lazy: () => import('./pages/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'contact-us',
    lazy: () => import('./pages/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'faqs',
    lazy: () => import('./pages/faqs-page').then((m) => ({ Component: m.FaqsPage })),
  },
  { path: 'terms', lazy: () => legalPages().then((m) => ({ Component: m.TermsPage })) },
  { path: 'privacy', lazy: () => legalPages().then((m) => ({ Component: m.PrivacyPage })) },
  {
    path: 'components',
    lazy: () => import('./pages/components-page').then((m) => ({ Component: m.ComponentsPage })),
  },
];
