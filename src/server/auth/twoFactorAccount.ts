import type { Enrolment } from '../../contract/account';
import { AppError } from '../http/errors';
import { readEmailSender } from '../park/parkSql';
import { mustKnowPassword } from './accountChanges';
import type { AuthContext } from './authContext';
import type { SessionUser } from './sessionsSql';
import {
  confirmEnrolment,
  issueRecoveryCodes,
  startEnrolment,
  turnOffTwoFactor,
  verifySecondFactor,
} from './twoFactor';

// What the account page does with two-factor sign-in, each step as its owner asks for it.

/**
 * A new secret for the app. Moving an account that has two-factor on to a new phone replaces
 * its second factor, so the password is asked first: a session left open is not enough.
 */
export async function beginTwoFactor(
  deps: AuthContext,
  user: SessionUser,
  proof: { password: string | undefined; ip: string },
): Promise<Enrolment> {
  if (user.twoFactor) {
    await mustKnowPassword(deps, { userId: user.id, password: proof.password ?? '', ip: proof.ip });
  }
  const { parkName } = await readEmailSender(deps.db, deps.publicUrl);
  return startEnrolment(deps, user, parkName);
}

export async function finishTwoFactor(
  deps: AuthContext,
  user: SessionUser,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  return { recoveryCodes: await confirmEnrolment(deps, user, code, deps.clock.now()) };
}

/** New recovery codes, the old ones forgotten: for when they are used up or lost. */
export async function renewRecoveryCodes(
  deps: AuthContext,
  user: SessionUser,
  proof: { password: string; ip: string },
): Promise<{ recoveryCodes: string[] }> {
  if (!user.twoFactor) throw new AppError('account/two-factor-off');
  await mustKnowPassword(deps, { userId: user.id, ...proof });
  return { recoveryCodes: await deps.db.transaction((tx) => issueRecoveryCodes(tx, user.id)) };
}

/** Customers may turn it off with their password and a code; staff must keep it. */
export async function disableTwoFactor(
  deps: AuthContext,
  user: SessionUser,
  proof: { password: string; code?: string | undefined; ip: string },
): Promise<{ twoFactor: false }> {
  if (user.role !== 'customer') throw new AppError('account/staff-keep-two-factor');
  if (!user.twoFactor) throw new AppError('account/two-factor-off');
  await mustKnowPassword(deps, { userId: user.id, password: proof.password, ip: proof.ip });
  await verifySecondFactor(deps, user.id, proof.code);
  await deps.db.transaction((tx) => turnOffTwoFactor(tx, user, user, deps.clock.now()));
  return { twoFactor: false };
}
