import type { Sql } from '../db/database';
import { AppError } from '../http/errors';
import { currentRulesVersion, recordRulesAcceptance, rulesAcceptanceOf } from './profileSql';

/** The rules a booking was made under: the version, and when its customer ticked it. */
export interface AgreedRules {
  version: number;
  acceptedAt: Date;
}

/**
 * The site rules the customer has agreed to, inside the booking's transaction: the version they
 * ticked on the page (`ticked`), recorded now, or the one they ticked before if it is still in
 * force. A tick of a version no longer in force, or none when one is needed, refuses the booking.
 */
export async function agreedRules(
  tx: Sql,
  userId: string,
  ticked: number | null | undefined,
  now: Date,
): Promise<AgreedRules> {
  const version = await currentRulesVersion(tx);
  if (ticked !== null && ticked !== undefined) {
    if (ticked !== version) throw new AppError('booking/rules-changed');
    await recordRulesAcceptance(tx, userId, version, now);
    return { version, acceptedAt: now };
  }
  const before = await rulesAcceptanceOf(tx, userId);
  if (before.version !== version || !before.at) throw new AppError('booking/rules-not-accepted');
  return { version, acceptedAt: before.at };
}
