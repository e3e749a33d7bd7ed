import { randomBytes } from 'node:crypto';
import type { Enrolment } from '../../contract/account';
import type { Role } from '../../domain/accounts';
import {
  formatRecoveryCode,
  RECOVERY_CODE_COUNT,
  readEnteredCode,
  recoveryCodeFrom,
} from '../../domain/twoFactorCodes';
import { type Actor, audit } from '../audit/auditSql';
import type { AppContext } from '../context/appContext';
import type { Sql } from '../db/database';
import { AppError } from '../http/errors';
import { enforceLimit, LIMITS } from '../limits/limits';
import type { Clock } from '../platform/clock';
import { tokenHash } from './tokens';
import { matchingStep, newTotpSecret, qrSvg, totpUri } from './totp';
import {
  clearTwoFactor,
  enableTwoFactor,
  readTwoFactor,
  replaceRecoveryCodes,
  setPendingSecret,
  spendRecoveryCode,
  takeStep,
} from './twoFactorSql';

const isStaff = (role: Role) => role !== 'customer';

/** Recovery codes are kept salted by their account: the same code means nothing elsewhere. */
function recoveryHash(userId: string, code: string): string {
  return tokenHash(`${userId}:${code}`);
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(64);
    let index = 0;
    return recoveryCodeFrom(() => {
      if (index >= bytes.length) throw new Error('ran out of random bytes for a recovery code');
      return bytes[index++] as number;
    });
  });
}

/** New recovery codes for the account (the old ones stop working), shown once. */
export async function issueRecoveryCodes(tx: Sql, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(
    tx,
    userId,
    codes.map((code) => recoveryHash(userId, code)),
  );
  return codes.map(formatRecoveryCode);
}

/** Begins enrolment: a new secret, kept aside until a first code from the app confirms it. */
export async function startEnrolment(
  deps: Pick<AppContext, 'db'>,
  account: { id: string; email: string },
  parkName: string,
): Promise<Enrolment> {
  const secret = newTotpSecret();
  await setPendingSecret(deps.db, account.id, secret);
  const uri = totpUri(secret, account.email, parkName);
  return { secret, uri, qrSvg: await qrSvg(uri) };
}

/**
 * A first right code proves the app holds the secret: two-factor is on from now (replacing any
 * earlier secret, which forgets remembered browsers), with ten new recovery codes.
 */
export async function confirmEnrolment(
  deps: Pick<AppContext, 'db' | 'codeClock'>,
  account: { id: string; email: string; role: Role },
  code: string,
  now: Date,
): Promise<string[]> {
  const entered = readEnteredCode(code);
  if (entered?.kind !== 'app') throw new AppError('auth/invalid-code');
  return deps.db.transaction(async (tx) => {
    const state = await readTwoFactor(tx, account.id);
    if (!state?.pendingSecret) throw new AppError('account/no-enrolment');
    const step = matchingStep(state.pendingSecret, entered.digits, deps.codeClock.now());
    if (step === null) throw new AppError('auth/invalid-code');
    await enableTwoFactor(tx, account.id, step, now);
    if (isStaff(account.role)) {
      await audit(tx, account, 'two-factor set up', 'with an authenticator app', now);
    }
    return issueRecoveryCodes(tx, account.id);
  });
}

/**
 * Checks a code against the account: an app code within its window, once; or an unused
 * recovery code, which is then used up. Answers whether it was right.
 */
export async function checkCode(
  deps: Pick<AppContext, 'db' | 'codeClock'>,
  tx: Sql,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const entered = readEnteredCode(code);
  if (!entered) return false;
  if (entered.kind === 'recovery') {
    return spendRecoveryCode(tx, userId, recoveryHash(userId, entered.code), now);
  }
  const state = await readTwoFactor(tx, userId);
  if (!state?.secret) return false;
  const step = matchingStep(state.secret, entered.digits, deps.codeClock.now());
  return step !== null && (await takeStep(tx, userId, step));
}

/**
 * For the account's most serious changes (deleting it, turning two-factor off): with
 * two-factor on, a right code is needed as well as the password. Nothing when it is off.
 */
export async function verifySecondFactor(
  deps: Pick<AppContext, 'db' | 'codeClock'> & { clock?: Clock },
  userId: string,
  code: string | undefined,
): Promise<void> {
  const state = await readTwoFactor(deps.db, userId);
  if (!state?.secret) return;
  if (!code?.trim()) throw new AppError('auth/code-needed');
  const clock = deps.clock ?? deps.codeClock;
  // Six digits are guessed in a million tries: like sign-in, only a few are allowed.
  await enforceLimit(deps.db, clock, LIMITS.accountCodeChecks, userId);
  const now = clock.now();
  const right = await deps.db.transaction((tx) => checkCode(deps, tx, userId, code, now));
  if (!right) throw new AppError('auth/invalid-code');
}

/** Turns two-factor off, by its owner (never for staff) or at the machine for a lost phone. */
export async function turnOffTwoFactor(
  tx: Sql,
  account: { id: string; email: string; role: Role },
  by: Actor,
  now: Date,
): Promise<void> {
  await clearTwoFactor(tx, account.id);
  if (isStaff(account.role) || by.id !== account.id) {
    await audit(tx, by, 'two-factor reset', `${account.email} must set it up again`, now);
  }
}
