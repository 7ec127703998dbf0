import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { navConfig } from '../layouts/dashboard/nav-config';
import { featureRoutes } from './feature-routes';
import { paths } from './paths';

const dashboard = [{ path: paths.dashboard.root, children: featureRoutes }];

describe('featureRoutes', () => {
  it('has a page for every entry of the sidebar, found in the features without a central list', () => {
    const leaves = navConfig.flatMap((section) =>
      section.items.flatMap((item) => [item, ...(item.children ?? [])]),
    );
    expect(leaves.length).toBeGreaterThan(20);
    for (const { path } of leaves)
      expect(matchRoutes(dashboard, path)?.at(-1)?.route.path, path).toBeDefined();
  });

  it('keeps sign-in and the public site out of /dashboard', () => {
    expect(matchRoutes(dashboard, `${paths.dashboard.root}${paths.auth.login}`)).toBeNull();
    expect(matchRoutes(dashboard, `${paths.dashboard.root}${paths.pricing}`)).toBeNull();
  });
});
