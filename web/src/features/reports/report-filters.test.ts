import { describe, expect, it } from 'vitest';
import { defaultPeriod, reportFiltersOf } from './report-filters';

describe('the reports’ filters', () => {
  const today = new Date(2026, 10, 28);

  it('cover the last twelve months, this one included, when the URL names no period', () => {
    expect(defaultPeriod(today)).toEqual({ from: '2025-12-01', to: '2026-11-28' });
    expect(defaultPeriod(new Date(2026, 0, 5))).toEqual({ from: '2025-02-01', to: '2026-01-05' });
    expect(reportFiltersOf(new URLSearchParams('uf=SP&aba=etapas'), today)).toEqual({
      from: '2025-12-01',
      to: '2026-11-28',
      uf: 'SP',
    });
  });

  it('take the period and the other filters from the URL as they are', () => {
    expect(
      reportFiltersOf(
        new URLSearchParams('from=2025-01-01&companyId=abc&area=&selectiveProcessId=x'),
        today,
      ),
    ).toEqual({ from: '2025-01-01', companyId: 'abc' });
  });
});
