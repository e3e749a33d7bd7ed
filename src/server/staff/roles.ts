import type { Role } from '../../domain/accounts';
import { type Actor, audit } from '../audit/auditSql';
import { lockUser, markVerified, type UserRecord, updateUserRole } from '../auth/usersSql';
import type { Sql } from '../db/database';
import { AppError } from '../http/errors';
import { replaceFeedAddressAfterLeaving } from '../ownerNotices/calendarFeed';

export interface RoleChangeOptions {
  /**
   * Someone at the machine (the command line, ADMIN_EMAIL with its password) vouches for the
   * address, which then counts as verified. From the web, only a verified address may be staff.
   */
  vouchForAddress?: boolean;
  testAccountEmails?: readonly string[];
}

const isStaff = (role: Role) => role !== 'customer';

/**
 * The one way an account's role changes, whoever asks: a staff role needs a verified address,
 * and every change is written to Activity in the same transaction. A super admin who stops
 * being one takes the calendar feed's address with them: a new one is made in the same
 * transaction.
 */
export async function changeUserRole(
  tx: Sql,
  actor: Actor,
  userId: string,
  role: Role,
  now: Date,
  options: RoleChangeOptions = {},
): Promise<UserRecord> {
  const user = await lockUser(tx, userId);
  if (!user) throw new AppError('admin/no-such-user');
  if (isStaff(role) && !user.emailVerifiedAt) {
    if (!options.vouchForAddress) {
      throw new AppError(
        'admin/unverified-email',
        `${user.email} has not confirmed its e-mail address yet, so it can't be made staff.`,
      );
    }
    await markVerified(tx, user.id, options.testAccountEmails ?? [], now);
  }
  if (user.role === role) return user;
  await updateUserRole(tx, user.id, role);
  await audit(tx, actor, 'role changed', `${user.email}: ${user.role} → ${role}`, now);
  if (user.role === 'super-admin') {
    // They could read the calendar feed's secret address in Settings: it stops answering.
    const why = `${user.email} is no longer a super admin`;
    await replaceFeedAddressAfterLeaving(tx, actor, why, now);
  }
  return { ...user, role };
}
