import { describe, expect, it } from 'vitest';
import { dayKey, fromDayKey, monthGrid, shiftMonth, weekStartOf } from './month-grid';

const keys = (weeks: Date[][]) => weeks.map((week) => week.map(dayKey));

describe('monthGrid', () => {
  it('starts on Monday before the 1st and ends on the Sunday after the last day', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = keys(monthGrid(2026, 10, 1));
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks[0]?.[6]).toBe('2026-11-01');
    expect(weeks[5]).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it('needs one week less when weeks start on Sunday', () => {
    const weeks = keys(monthGrid(2026, 10, 0));
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks[4]?.[6]).toBe('2026-12-05');
  });

  it('fits a February that starts on the week start in four weeks', () => {
    // February 2027 starts on a Monday and has 28 days.
    const weeks = keys(monthGrid(2027, 1, 1));
    expect(weeks).toHaveLength(4);
    expect(weeks.flat()).toHaveLength(28);
    expect(weeks[3]?.[6]).toBe('2027-02-28');
  });

  it('holds every day of the month exactly once, in order', () => {
    const days = monthGrid(2024, 1, 0)
      .flat()
      .map(dayKey)
      .filter((key) => key.startsWith('2024-02'));
    expect(days).toHaveLength(29);
    expect(new Set(days).size).toBe(29);
  });
});

describe('month helpers', () => {
  it('moves across years and reads day keys back', () => {
    expect(shiftMonth(2026, 11, 1)).toEqual([2027, 0]);
    expect(shiftMonth(2026, 0, -1)).toEqual([2025, 11]);
    expect(dayKey(fromDayKey('2026-03-09'))).toBe('2026-03-09');
  });

  it('starts weeks on Sunday in English only', () => {
    expect([weekStartOf('en'), weekStartOf('de'), weekStartOf('fr')]).toEqual([0, 1, 1]);
  });
});
