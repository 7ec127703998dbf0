import { describe, expect, it } from 'vitest';
import { toDashboardPath } from './legacy-redirects';
import { paths } from './paths';

describe('legacy redirects', () => {
  it('moves /companies/... and /users/... under /dashboard, keeping the rest, the query and the hash', () => {
    expect(toDashboardPath('/companies/42/editCompany', '?tab=2', '#x')).toBe(
      '/dashboard/companies/42/editCompany?tab=2#x',
    );
    expect(toDashboardPath('/users/7/candidateSettings')).toBe(
      paths.dashboard.candidates.shortSettings('7'),
    );
    expect(toDashboardPath('/companies')).toBe(paths.dashboard.companies.root);
  });

  it('builds the spec paths with their parameters', () => {
    expect(paths.dashboard.messages.system(1, 'all')).toBe('/dashboard/sendMessage/1/all');
    expect(paths.dashboard.messages.custom(2, 'vip', 'm1')).toBe(
      '/dashboard/sendMessage/2/label/vip/m1',
    );
    expect(paths.dashboard.candidates.pregress.valuesTestAnswer('c', 'p')).toBe(
      '/dashboard/users/candidates/c/pregressSelectiveProcess/p/valuesTestAnswer',
    );
    expect(paths.dashboard.companies.updateViewedSelectiveProcess('c', 's')).toBe(
      '/dashboard/companies/c/viewSelectiveProcess/s/update',
    );
  });
});
