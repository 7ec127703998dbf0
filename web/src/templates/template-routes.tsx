import type { RouteObject } from 'react-router';

/** The design system's template pages (issue 7): paths relative to /dashboard, each page lazy. */
export const templateRoutes: RouteObject[] = [];
