import { describe, expect, it } from 'vitest';
import {
  addDecimal,
  compareDecimal,
  fromMinorUnits,
  roundDecimal,
  subtractDecimal,
  toMinorUnits,
} from './decimal';

describe('toMinorUnits / fromMinorUnits', () => {
  it('converts with the currency precision', () => {
    expect(toMinorUnits('12.34', 'GBP')).toBe(1234n);
    expect(toMinorUnits('12.3', 'GBP')).toBe(1230n);
    expect(toMinorUnits('12', 'GBP')).toBe(1200n);
    expect(toMinorUnits('100', 'JPY')).toBe(100n);
    expect(toMinorUnits('1.234', 'KWD')).toBe(1234n);
    expect(toMinorUnits('-0.01', 'EUR')).toBe(-1n);
  });
  it('handles amounts beyond 2^53 exactly', () => {
    expect(toMinorUnits('90071992547409931.07', 'USD')).toBe(9007199254740993107n);
    expect(fromMinorUnits(9007199254740993107n, 'USD')).toBe('90071992547409931.07');
  });
  it('refuses too many decimals and non-decimals', () => {
    expect(() => toMinorUnits('1.234', 'GBP')).toThrow(RangeError);
    expect(() => toMinorUnits('1.5', 'JPY')).toThrow(RangeError);
    expect(() => toMinorUnits('1e3', 'GBP')).toThrow(TypeError);
    expect(toMinorUnits('1.230', 'GBP')).toBe(123n);
  });
  it('formats minor units back with exactly the minor digits', () => {
    expect(fromMinorUnits(1050n, 'GBP')).toBe('10.50');
    expect(fromMinorUnits(5n, 'GBP')).toBe('0.05');
    expect(fromMinorUnits(-5n, 'GBP')).toBe('-0.05');
    expect(fromMinorUnits(100n, 'JPY')).toBe('100');
    expect(fromMinorUnits(1n, 'KWD')).toBe('0.001');
  });
});

describe('compareDecimal / addDecimal / subtractDecimal', () => {
  it('compares across scales', () => {
    expect(compareDecimal('1.10', '1.1')).toBe(0);
    expect(compareDecimal('0.3', '0.29')).toBe(1);
    expect(compareDecimal('-2', '1')).toBe(-1);
    expect(compareDecimal('100.01', '100.1')).toBe(-1);
  });
  it('adds without float error', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(addDecimal('1.05', '2')).toBe('3.05');
    expect(addDecimal('-1.5', '0.25')).toBe('-1.25');
  });
  it('subtracts exactly', () => {
    expect(subtractDecimal('1000.00', '0.01')).toBe('999.99');
    expect(subtractDecimal('1', '2.5')).toBe('-1.5');
  });
  it('rounds half away from zero', () => {
    expect(roundDecimal('1.005', 2)).toBe('1.01');
    expect(roundDecimal('1.004', 2)).toBe('1.00');
    expect(roundDecimal('-1.005', 2)).toBe('-1.01');
    expect(roundDecimal('-0.001', 2)).toBe('0.00');
    expect(roundDecimal('9.5', 0)).toBe('10');
  });
});
