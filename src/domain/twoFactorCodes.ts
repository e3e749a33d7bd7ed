/**
 * What a person may type at the code step: the 6 digits their authenticator app shows, or one
 * of their recovery codes. Spaces, dashes and capitals are forgiven, as people copy codes from
 * paper and from apps that group the digits.
 */

export type EnteredCode = { kind: 'app'; digits: string } | { kind: 'recovery'; code: string };

/** Letters and digits that can't be mistaken for each other on paper (no 0/o, 1/l/i). */
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_CODE_COUNT = 10;

const RECOVERY = new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

export function readEnteredCode(input: string): EnteredCode | null {
  const compact = input.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: 'app', digits: compact };
  if (RECOVERY.test(compact)) return { kind: 'recovery', code: compact };
  return null;
}

/** A recovery code as shown: two groups of five, easier to copy by hand. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Picks each character of a code from random bytes, without bias (rejection of the tail). */
export function recoveryCodeFrom(nextByte: () => number): string {
  const limit = 256 - (256 % RECOVERY_ALPHABET.length);
  let code = '';
  while (code.length < RECOVERY_CODE_LENGTH) {
    const byte = nextByte();
    if (byte < limit) code += RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length];
  }
  return code;
}
