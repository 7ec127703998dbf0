import type { RouteObject } from 'react-router';

/** Routes under /dashboard: the calendar of interviews, loaded with its calendar component on first visit. */
export const interviewRoutes: RouteObject[] = [
  {
    path: 'interviews',
    lazy: () =>
      import('./pages/interviews-calendar-page').then((module) => ({ Component: module.InterviewsCalendarPage })),
  },
];
