import { describe, expect, it } from 'vitest';
import { moneyInputSchema, moneyInputValue, parseMoneyInput } from './money-input';

describe('money inputs', () => {
  it.each([
    ['9.99', 999],
    ['12', 1200],
    ['12.5', 1250],
    ['0.06', 6],
    [' £1,200.00 ', 120000],
    ['1,234,567', 123456700],
    ['0', 0],
  ])('reads %j as %i pence', (text, minorUnits) => {
    expect(parseMoneyInput(text)).toBe(minorUnits);
  });

  it.each(['', 'abc', '1.999', '-3', '1.2.3', '12,5', '12,50', '1,20.00'])('refuses %j', (text) => {
    expect(parseMoneyInput(text)).toBeNull();
    expect(moneyInputSchema.safeParse(text).success).toBe(false);
  });

  it('never goes through floating point: 0.29 + 0.01 style amounts stay exact', () => {
    expect(parseMoneyInput('1.15')).toBe(115);
    expect(parseMoneyInput('4.35')).toBe(435);
  });

  it.each([
    [999, '9.99'],
    [6, '0.06'],
    [120000, '1200.00'],
    [0, '0.00'],
  ])('shows %i pence as %j', (minorUnits, text) => {
    expect(moneyInputValue(minorUnits)).toBe(text);
    expect(parseMoneyInput(text)).toBe(minorUnits);
  });
});
