import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * "Remember this browser for 30 days": after a right code, the browser may be given a cookie
 * signed for the account, so its owner is not asked for a code each time on their own phone.
 * The signature covers when two-factor was turned on, so setting it up again (a lost phone, a
 * reset by the command line) forgets every remembered browser at once. One cookie holds the
 * entries of the last few accounts remembered in the browser.
 */

export const REMEMBER_DAYS = 30;
export const REMEMBER_MAX_AGE_SECONDS = REMEMBER_DAYS * 24 * 60 * 60;
const MAX_ACCOUNTS_PER_BROWSER = 5;
const SEPARATOR = '~';

interface Entry {
  userId: string;
  expiresAt: number;
  mac: string;
}

function mac(key: Buffer, userId: string, expiresAt: number, enabledAt: Date): string {
  return createHmac('sha256', key)
    .update(`remember:${userId}:${expiresAt}:${enabledAt.getTime()}`)
    .digest('base64url');
}

function entries(cookie: string | null): Entry[] {
  if (!cookie) return [];
  return cookie
    .split(SEPARATOR)
    .slice(0, MAX_ACCOUNTS_PER_BROWSER)
    .map((part) => {
      const [userId = '', expiresAt = '', signature = ''] = part.split('.');
      return { userId, expiresAt: Number(expiresAt), mac: signature };
    })
    .filter(
      (entry) =>
        /^[0-9a-f-]{36}$/.test(entry.userId) &&
        Number.isSafeInteger(entry.expiresAt) &&
        /^[\w-]{43}$/.test(entry.mac),
    );
}

function sameMac(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether the cookie remembers this browser for the account, as its two-factor is now. */
export function isRemembered(
  key: Buffer,
  cookie: string | null,
  account: { userId: string; enabledAt: Date },
  now: Date,
): boolean {
  return entries(cookie).some(
    (entry) =>
      entry.userId === account.userId &&
      entry.expiresAt > now.getTime() &&
      sameMac(entry.mac, mac(key, entry.userId, entry.expiresAt, account.enabledAt)),
  );
}

/** The cookie's new value: this account remembered for 30 days, others kept while they last. */
export function rememberBrowser(
  key: Buffer,
  cookie: string | null,
  account: { userId: string; enabledAt: Date },
  now: Date,
): string {
  const expiresAt = now.getTime() + REMEMBER_MAX_AGE_SECONDS * 1000;
  const mine = `${account.userId}.${expiresAt}.${mac(key, account.userId, expiresAt, account.enabledAt)}`;
  const others = entries(cookie)
    .filter((entry) => entry.userId !== account.userId && entry.expiresAt > now.getTime())
    .map((entry) => `${entry.userId}.${entry.expiresAt}.${entry.mac}`);
  return [mine, ...others].slice(0, MAX_ACCOUNTS_PER_BROWSER).join(SEPARATOR);
}
