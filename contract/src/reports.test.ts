import { describe, expect, it } from 'vitest';
import { applicationsOfFigure, monthWithin } from './reports';

describe('monthWithin', () => {
  it('gives a whole month, its last day in a leap year too', () => {
    expect(monthWithin('2024-02', {})).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthWithin('2025-12', {})).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('keeps to the period at its ends', () => {
    const period = { from: '2025-03-15', to: '2025-04-10' };
    expect(monthWithin('2025-03', period)).toEqual({ from: '2025-03-15', to: '2025-03-31' });
    expect(monthWithin('2025-04', period)).toEqual({ from: '2025-04-01', to: '2025-04-10' });
  });
});

describe('applicationsOfFigure', () => {
  const filters = { from: '2025-01-01', to: '2025-12-31', uf: 'SP' as const, stage: 2 };

  it('asks for a stage reached no earlier than the chosen one', () => {
    expect(applicationsOfFigure(filters, { reached: 0 })).toEqual({
      uf: 'SP',
      enrolledFrom: '2025-01-01',
      enrolledTo: '2025-12-31',
      reached: '2',
    });
    expect(applicationsOfFigure(filters, { reached: 4 })?.reached).toBe('4');
  });

  it('asks for those now in a stage, or late there, among those that reached the chosen one', () => {
    expect(applicationsOfFigure(filters, { current: 1 })).toMatchObject({ reached: '2', stage: '1', status: 'current' });
    expect(applicationsOfFigure(filters, { late: 3 })).toMatchObject({ reached: '2', stage: '3', late: 'true' });
  });

  it('asks for the hires of days, whatever the period of enrolment', () => {
    expect(applicationsOfFigure(filters, { hired: { from: '2025-03-01', to: '2025-03-31' } })).toEqual({
      uf: 'SP',
      status: 'hired',
      hiredFrom: '2025-03-01',
      hiredTo: '2025-03-31',
    });
  });
});
