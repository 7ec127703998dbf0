import { describe, expect, it } from 'vitest';
import { addBusinessDays, nationalHolidays } from './calendar';

describe('business days', () => {
  it('skips weekends: three business days after a Friday is the Wednesday', () => {
    expect(addBusinessDays('2026-03-06', 3)).toBe('2026-03-11');
    expect(addBusinessDays('2026-03-09', 3)).toBe('2026-03-12');
  });

  it('skips the national holidays, Good Friday and Black Consciousness Day included', () => {
    // Good Friday 2026 is 3 April; Tiradentes 21 April is a Tuesday.
    expect(nationalHolidays(2026)).toEqual(expect.arrayContaining(['2026-04-03', '2026-04-21', '2026-11-20']));
    expect(addBusinessDays('2026-04-01', 3)).toBe('2026-04-07');
    expect(addBusinessDays('2026-04-17', 3)).toBe('2026-04-23');
    // Christmas Friday and New Year's Friday in 2026.
    expect(addBusinessDays('2026-12-23', 3)).toBe('2026-12-29');
    expect(addBusinessDays('2023-11-17', 1)).toBe('2023-11-20');
  });

  it('counts Carnival as business days (an optional day off, not a holiday)', () => {
    // Carnival 2026: Monday 16 and Tuesday 17 February.
    expect(addBusinessDays('2026-02-13', 3)).toBe('2026-02-18');
  });
});
