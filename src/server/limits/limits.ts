import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../contract/errors';
import type { Sql } from '../db/database';
import { TooManyRequests } from '../http/errors';
import type { Clock } from '../platform/clock';
import { countHit } from './rateLimitsSql';

/** A limit on something a loop would make costly: at most `max` in each window of `windowMs`. */
export interface Limit {
  /** Names the counter, e.g. 'discount-check:account'; the caller adds whose it is. */
  name: string;
  max: number;
  windowMs: number;
  code: ErrorCode;
  message: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const TOO_MANY_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** The limits of the park, in one place so the README can state them. */
export const LIMITS = {
  signUpsPerAddress: {
    name: 'sign-up:address',
    max: 10,
    windowMs: HOUR,
    code: 'auth/too-many-requests',
    message: 'Too many accounts were made from here. Please try again later.',
  },
  resetsPerAddress: {
    name: 'password-reset:address',
    max: 10,
    windowMs: HOUR,
    code: 'auth/too-many-requests',
    message: TOO_MANY_MESSAGE,
  },
  /** Codes checked for an account's own changes (turning two-factor off, deleting it). */
  accountCodeChecks: {
    name: 'account-code:account',
    max: 10,
    windowMs: 10 * MINUTE,
    code: 'auth/too-many-requests',
    message: TOO_MANY_MESSAGE,
  },
  /** Requests to move an account to a new address: each mails a link to an address it names. */
  emailChangesPerAccount: {
    name: 'email-change:account',
    max: 3,
    windowMs: HOUR,
    code: 'auth/too-many-requests',
    message: 'Too many address changes asked for. Please wait an hour and try again.',
  },
  discountChecksPerAccount: {
    name: 'discount-check:account',
    max: 10,
    windowMs: 10 * MINUTE,
    code: 'booking/too-many-discount-checks',
    message: 'Too many discount codes tried. Please wait a few minutes and try again.',
  },
  discountChecksPerAddress: {
    name: 'discount-check:address',
    max: 30,
    windowMs: 10 * MINUTE,
    code: 'booking/too-many-discount-checks',
    message: 'Too many discount codes tried. Please wait a few minutes and try again.',
  },
} as const satisfies Record<string, Limit>;

/**
 * Whom an address-based limit counts: the client's address as the trusted proxies give it,
 * with an IPv6 address taken as its /64 (one household or server has the whole block).
 */
export function clientKey(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}

/** Counts one hit for `who` and refuses with 429 and Retry-After once over the limit. */
export async function enforceLimit(
  db: Sql,
  clock: Clock,
  limit: Limit,
  who: string,
): Promise<void> {
  const now = clock.now();
  const count = await countHit(db, `${limit.name}:${who}`, limit.windowMs, now);
  if (count.hits > limit.max) {
    throw new TooManyRequests(
      limit.code,
      limit.message,
      (count.windowEndsAt.getTime() - now.getTime()) / 1000,
    );
  }
}
