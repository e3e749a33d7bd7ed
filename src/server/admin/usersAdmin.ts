import type { Role } from '../../domain/accounts';
import type { Actor } from '../audit/auditSql';
import type { Database } from '../db/database';
import { AppError } from '../http/errors';
import { changeUserRole } from '../staff/roles';

/**
 * A super admin changes someone's role; never their own, so nobody locks themselves out, and
 * never to staff before the address is verified.
 */
export async function changeRole(
  db: Database,
  actor: Actor,
  userId: string,
  role: Role,
  now: Date,
): Promise<void> {
  if (userId === actor.id) throw new AppError('admin/own-role');
  await db.transaction((tx) => changeUserRole(tx, actor, userId, role, now));
}
