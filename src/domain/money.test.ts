import { describe, expect, it } from 'vitest';
import { formatPence } from './money';

describe('formatPence', () => {
  it('writes pence as pounds with two decimals', () => {
    expect(formatPence(650)).toBe('£6.50');
    expect(formatPence(1100)).toBe('£11.00');
    expect(formatPence(1850)).toBe('£18.50');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
  });

  it('groups thousands of pounds and keeps the sign in front', () => {
    expect(formatPence(123456789)).toBe('£1,234,567.89');
    expect(formatPence(-650)).toBe('-£6.50');
  });

  it('refuses fractions of a penny rather than rounding silently', () => {
    expect(() => formatPence(6.5)).toThrow(RangeError);
  });
});
