import { type Config, ConfigError } from '../config';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import type { AuthService } from './authService';
import { findUserByEmail, markTestAccounts, setUserRole } from './usersSql';

/**
 * At every start: the ADMIN_EMAIL account exists and is a super admin (its password is set only
 * when the account is created, so a password changed since is kept), and test accounts follow
 * TEST_ACCOUNT_EMAILS.
 */
export async function applyAccountSettings(
  db: Database,
  auth: AuthService,
  config: Config,
): Promise<void> {
  await markTestAccounts(db, config.testAccountEmails);
  if (!config.admin) return;
  const existing = await findUserByEmail(db, config.admin.email);
  if (existing) {
    if (existing.role !== 'super-admin') await setUserRole(db, config.admin.email, 'super-admin');
    return;
  }
  try {
    await auth.createAccount(config.admin.email, config.admin.password, 'super-admin');
  } catch (error) {
    if (error instanceof AppError)
      throw new ConfigError([`ADMIN_PASSWORD is refused: ${error.message}`]);
    throw error;
  }
}
