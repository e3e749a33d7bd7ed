import { describe, expect, it } from 'vitest';
import {
  formatRecoveryCode,
  RECOVERY_ALPHABET,
  readEnteredCode,
  recoveryCodeFrom,
} from './twoFactorCodes';

describe('readEnteredCode', () => {
  it('When six digits are typed with a space in the middle, then they are an app code', () => {
    expect(readEnteredCode(' 123 456 ')).toEqual({ kind: 'app', digits: '123456' });
  });

  it('When a recovery code is typed in capitals with its dash, then it is read as written', () => {
    expect(readEnteredCode('ABCDE-FGH23')).toEqual({ kind: 'recovery', code: 'abcdefgh23' });
  });

  it.each(['12345', '1234567', 'abcde-fghi0', 'abcdefghi', ''])(
    'When %j is typed, then it is no code at all',
    (input) => {
      expect(readEnteredCode(input)).toBeNull();
    },
  );
});

describe('recovery codes', () => {
  it('When a code is made, then it has ten characters of the alphabet and reads back', () => {
    let byte = 0;
    const code = recoveryCodeFrom(() => (byte++ * 37) % 256);
    expect(code).toHaveLength(10);
    expect([...code].every((character) => RECOVERY_ALPHABET.includes(character))).toBe(true);
    expect(readEnteredCode(formatRecoveryCode(code))).toEqual({ kind: 'recovery', code });
  });

  it('When a byte would bias the alphabet, then it is skipped', () => {
    const bytes = [255, 254, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(recoveryCodeFrom(() => bytes.shift() ?? 0)).toBe(RECOVERY_ALPHABET.slice(0, 10));
  });
});
