import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, safe in a cookie or a URL. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: a stolen table opens no session. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
