import { describe, expect, it } from 'vitest';
import { defaultPeriod, reportFiltersOf, stageFilterOf } from './report-filters';

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
        new URLSearchParams(
          'from=2025-01-01&companyId=abc&area=&selectiveProcessId=x&stage=3&aba=etapas',
        ),
        today,
      ),
    ).toEqual({ from: '2025-01-01', companyId: 'abc', selectiveProcessId: 'x', stage: '3' });
  });

  it('offer the stages the report shows, and keep a chosen one it does not show yet', () => {
    const stages = [
      { position: 0, name: 'Inscritos' },
      { position: 1, name: 'Triagem' },
    ];
    expect(stageFilterOf(stages, '1').options).toEqual([
      { value: '0', label: 'Inscritos' },
      { value: '1', label: 'Triagem' },
    ]);
    expect(stageFilterOf([], '4').options).toEqual([{ value: '4', label: '5ª etapa' }]);
    expect(stageFilterOf(stages, 'abc').options.at(-1)).toEqual({
      value: 'abc',
      label: 'Etapa inválida',
    });
  });
});
