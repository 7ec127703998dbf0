import { describe, expect, it } from 'vitest';
import { formatConversion, formatDays, formatHours } from './funnel-format';

describe('funnel figures', () => {
  it('shows a conversion as a pt-BR percentage', () => {
    expect(formatConversion(2 / 3).replace(/\s/g, ' ')).toBe('66,7%');
    expect(formatConversion(1)).toBe('100%');
    expect(formatConversion(null)).toBe('—');
  });

  it('shows a stay in minutes, hours or days', () => {
    expect(formatHours(0.5)).toBe('30 min');
    expect(formatHours(5)).toBe('5 h');
    expect(formatHours(10.25)).toBe('10,3 h');
    expect(formatHours(24)).toBe('1 dia');
    expect(formatHours(48)).toBe('2 dias');
    expect(formatHours(60)).toBe('2,5 dias');
    expect(formatHours(null)).toBe('—');
  });

  it('shows the time to hire in days', () => {
    expect(formatDays(3)).toBe('3 dias');
    expect(formatDays(0.25)).toBe('6 h');
    expect(formatDays(null)).toBe('—');
  });
});
