import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  formatMoneyInput,
  intText,
  maskMoney,
  settleMoney,
  MONEY_INVALID,
  moneyText,
  optionalIntText,
  parseMoney,
} from './form-numbers';

describe('parseMoney', () => {
  it.each([
    ['1.234,56', 123456],
    ['R$ 1.234,56', 123456],
    ['1234,5', 123450],
    ['1234', 123400],
    ['0,99', 99],
    ['99.90', 9990],
    ['1.000.000,00', 100000000],
    [' 12 ', 1200],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each(['', 'abc', '1,234', '1.23.4', '12,345', '-5', '1.2345'])('refuses %s', (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});

describe('formatMoneyInput', () => {
  it('writes cents the way parseMoney reads them back', () => {
    expect(formatMoneyInput(123456)).toBe('1.234,56');
    expect(formatMoneyInput(5)).toBe('0,05');
    expect(parseMoney(formatMoneyInput(987654321))).toBe(987654321);
  });
});

describe('maskMoney', () => {
  it('takes reais as they are typed, grouping thousands as the amount grows', () => {
    let text = '';
    const shown = [...'4500'].map((key) => (text = maskMoney(text + key)));
    expect(shown).toEqual(['4', '45', '450', '4.500']);
    expect(parseMoney(text)).toBe(450000);
  });

  it.each([
    ['4500', '4.500', 450000],
    ['4.500', '4.500', 450000],
    ['4.500,5', '4.500,5', 450050],
    ['4500,50', '4.500,50', 450050],
    ['R$ 1.200,00', '1.200,00', 120000],
    ['0,99', '0,99', 99],
    [',5', '0,5', 50],
  ])('shows %s as %s, read as %i cents', (typed, shown, cents) => {
    expect(maskMoney(typed)).toBe(shown);
    expect(maskMoney(maskMoney(typed))).toBe(shown);
    expect(parseMoney(shown)).toBe(cents);
  });

  it('takes one comma and two decimals, and ignores other keys', () => {
    expect(maskMoney('12,345')).toBe('12,34');
    expect(maskMoney('1,2,3')).toBe('1,23');
    expect(maskMoney('12a3')).toBe('123');
    expect(maskMoney('dez reais')).toBe('');
    expect(maskMoney('007')).toBe('7');
    expect(maskMoney('')).toBe('');
  });

  it('stops taking digits at R$ 99.999.999.999,99', () => {
    expect(maskMoney(`${'9'.repeat(20)},999`)).toBe('99.999.999.999,99');
  });
});

describe('settleMoney', () => {
  it.each([
    ['4.500', '4.500,00'],
    ['4.500,5', '4.500,50'],
    ['4.500,', '4.500,00'],
    ['0,5', '0,50'],
    ['', ''],
  ])('settles %s as %s', (typed, settled) => {
    expect(settleMoney(typed)).toBe(settled);
  });
});

describe('moneyText', () => {
  const schema = moneyText(z.number().max(1000, { error: 'Alto demais' }), 'O preço é obrigatório');

  it('answers cents for a pt-BR amount', () => {
    expect(schema.parse('9,90')).toBe(990);
  });

  it('says which rule failed: blank, unreadable, or the contract', () => {
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('O preço é obrigatório');
    expect(schema.safeParse('nove').error?.issues[0]?.message).toBe(MONEY_INVALID);
    expect(schema.safeParse('10,01').error?.issues[0]?.message).toBe('Alto demais');
  });
});

describe('integer text fields', () => {
  const whole = z
    .number({ error: 'Informe um número inteiro' })
    .int({ error: 'Informe um número inteiro' });

  it('turns blank into null only where the field is optional', () => {
    expect(optionalIntText(whole.nullable()).parse(' ')).toBeNull();
    expect(optionalIntText(whole.nullable()).parse('12')).toBe(12);
    expect(intText(whole).safeParse('').success).toBe(false);
  });

  it('keeps the contract message for text that is not a whole number', () => {
    expect(intText(whole).safeParse('1,5').error?.issues[0]?.message).toBe(
      'Informe um número inteiro',
    );
  });
});
