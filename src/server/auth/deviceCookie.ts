import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's "device cookie": a browser that has signed in to an account is given a token signed
 * for that account. Its sign-in attempts then count against its own allowance, so a stranger
 * guessing the password throttles only themselves, never the owner's own browser. One cookie
 * holds the tokens of the last few accounts used in the browser.
 */

export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const MAX_ACCOUNTS_PER_BROWSER = 5;
const SEPARATOR = '~';

function mac(key: Buffer, nonce: string, accountKey: string): string {
  return createHmac('sha256', key).update(`${nonce}:${accountKey}`).digest('base64url');
}

function entries(cookie: string | null): Array<{ nonce: string; mac: string }> {
  if (!cookie) return [];
  return cookie
    .split(SEPARATOR)
    .slice(0, MAX_ACCOUNTS_PER_BROWSER)
    .map((entry) => {
      const [nonce = '', signature = ''] = entry.split('.');
      return { nonce, mac: signature };
    })
    .filter((entry) => /^[\w-]{16,64}$/.test(entry.nonce) && /^[\w-]{43}$/.test(entry.mac));
}

function sameMac(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The device id this browser holds for the account, if its cookie carries a valid one. */
export function deviceFor(key: Buffer, cookie: string | null, accountKey: string): string | null {
  for (const entry of entries(cookie)) {
    if (sameMac(entry.mac, mac(key, entry.nonce, accountKey))) return entry.nonce;
  }
  return null;
}

/** The cookie's new value after a sign-in to the account: its token first, the others kept. */
export function withDevice(key: Buffer, cookie: string | null, accountKey: string): string {
  const existing = deviceFor(key, cookie, accountKey);
  const nonce = existing ?? randomBytes(16).toString('base64url');
  const mine = `${nonce}.${mac(key, nonce, accountKey)}`;
  const others = entries(cookie)
    .filter((entry) => entry.nonce !== nonce)
    .map((entry) => `${entry.nonce}.${entry.mac}`);
  return [mine, ...others].slice(0, MAX_ACCOUNTS_PER_BROWSER).join(SEPARATOR);
}
