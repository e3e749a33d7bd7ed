import { describe, expect, it } from 'vitest';
import { numberOrText } from './numberOrText';

describe('numberOrText', () => {
  it('When the box holds a number, then the number goes', () => {
    expect(numberOrText('25')).toBe(25);
    expect(numberOrText(' 3 ')).toBe(3);
    expect(numberOrText('0')).toBe(0);
    expect(numberOrText('2.5')).toBe(2.5);
  });

  it('When the box is empty or holds no number, then the text goes for the server to refuse', () => {
    expect(numberOrText('')).toBe('');
    expect(numberOrText('  ')).toBe('  ');
    expect(numberOrText('1e')).toBe('1e');
    expect(numberOrText('Infinity')).toBe('Infinity');
  });

  it('When any text is sent as JSON, then no number turns into null', () => {
    for (const text of ['', 'abc', 'NaN', '-', '1e400']) {
      expect(JSON.parse(JSON.stringify({ value: numberOrText(text) })).value).not.toBeNull();
    }
  });
});
