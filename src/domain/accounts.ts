/** Account rules shared by the server (which enforces them) and the web (which explains them). */

export const PASSWORD_MIN_CHARACTERS = 8;
export const PASSWORD_MAX_CHARACTERS = 128;

export type Role = 'customer' | 'admin' | 'super-admin';
export const ROLES: readonly Role[] = ['customer', 'admin', 'super-admin'];

/**
 * Passwords are compared in one Unicode form, so the same password typed on two keyboards
 * that compose accents differently is the same password. Nothing is trimmed or cut.
 */
export function normalisePassword(password: string): string {
  return password.normalize('NFC');
}

/** Length in characters as a person counts them (code points), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...normalisePassword(password)].length;
}

export function passwordLengthOk(password: string): boolean {
  const length = passwordLength(password);
  return length >= PASSWORD_MIN_CHARACTERS && length <= PASSWORD_MAX_CHARACTERS;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Characters nobody means to type in an address or a code: controls (NUL, CR, LF…), format
 * characters that draw nothing (zero-width space, joiners, direction marks, BOM) and line or
 * paragraph separators. Two addresses that look alike must be one address.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}

/** An address as it is kept: without surrounding spaces, in one Unicode form (NFC). */
export function normaliseEmail(email: string): string {
  return email.trim().normalize('NFC');
}

/** A plausible address: something@domain.tld, no spaces, at most 254 characters. */
export function isEmailAddress(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email) && !hasInvisibleCharacters(email);
}

/**
 * The one form every address is matched by, everywhere: trimmed, NFC and lower-cased, so
 * 'Boss@Example.com ' and 'boss@example.com' are the same account.
 */
export function emailKey(email: string): string {
  return normaliseEmail(email).toLowerCase();
}

/**
 * The seed shows an authentication error as its code without the first five characters
 * ("auth/") and with dashes as spaces: 'auth/email-already-in-use' → 'email already in use'.
 * With no such code it shows 'unexpected error'.
 */
export function authErrorText(code: string | null | undefined): string {
  if (!code?.startsWith('auth/')) return 'unexpected error';
  return code.slice(5).replaceAll('-', ' ');
}
