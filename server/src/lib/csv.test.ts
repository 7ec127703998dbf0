import { describe, expect, it } from 'vitest';
import { csvCell, csvDate, csvDateTime, csvMoney } from './csv';

describe('CSV cells for Excel in pt-BR', () => {
  it('writes an instant as dd/mm/aaaa hh:mm in Brasília time', () => {
    expect(csvDateTime(new Date('2026-11-23T14:05:00Z'))).toBe('23/11/2026 11:05');
    expect(csvCell(new Date('2026-01-01T02:30:00Z'))).toBe('31/12/2025 23:30');
  });

  it('writes a calendar day as dd/mm/aaaa and money as reais with a decimal comma', () => {
    expect(csvDate('1990-05-17')).toBe('17/05/1990');
    expect(csvDate(null)).toBeNull();
    expect(csvMoney(3599000)).toBe('35990,00');
    expect(csvMoney(5)).toBe('0,05');
    expect(csvMoney(null)).toBeNull();
  });

  it('quotes separators and neutralises formulas', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell(true)).toBe('Sim');
  });
});
