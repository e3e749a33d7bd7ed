import { START_UP } from '../audit/auditSql';
import { type Config, ConfigError } from '../config';
import { AppError } from '../http/errors';
import type { AuthDeps } from './authDeps';
import { createAccount } from './createAccount';
import { verifyPassword } from './passwords';
import { changeUserRole } from './roles';
import { findUserByEmail, markTestAccounts } from './usersSql';

/** Why start-up won't promote an account it found under ADMIN_EMAIL, and what to do instead. */
export function notYourPasswordLine(email: string): string {
  return (
    `ADMIN_EMAIL ${email} belongs to an account that already exists with a password other than ` +
    'ADMIN_PASSWORD, so start-up did not make it a super admin (whoever signed up first chose ' +
    `that password). If the account is yours, make it staff at this machine with \`npm run cli -- ` +
    `user role --email ${email} --role super-admin\` and remove ADMIN_EMAIL and ADMIN_PASSWORD; ` +
    'if it is not, choose another ADMIN_EMAIL.'
  );
}

/**
 * At every start: test accounts follow TEST_ACCOUNT_EMAILS, and the ADMIN_EMAIL account exists
 * and is a super admin. An account found under that address is promoted only if its password
 * is ADMIN_PASSWORD: anyone may sign up first with the owner's address, but only the owner
 * knows the password they put in the environment. Its password is never changed here.
 */
export async function applyAccountSettings(deps: AuthDeps, config: Config): Promise<void> {
  const { db, clock } = deps;
  await markTestAccounts(db, config.testAccountEmails);
  if (!config.admin) return;
  const existing = await findUserByEmail(db, config.admin.email);
  if (!existing) {
    try {
      await createAccount(deps, {
        email: config.admin.email,
        password: config.admin.password,
        role: 'super-admin',
        madeBy: START_UP,
      });
    } catch (error) {
      if (error instanceof AppError)
        throw new ConfigError([`ADMIN_PASSWORD is refused: ${error.message}`]);
      throw error;
    }
    return;
  }
  if (existing.role === 'super-admin') return;
  if (!(await verifyPassword(existing.passwordHash, config.admin.password))) {
    throw new ConfigError([notYourPasswordLine(existing.email)]);
  }
  await db.transaction((tx) =>
    changeUserRole(tx, START_UP, existing.id, 'super-admin', clock.now(), {
      vouchForAddress: true,
      testAccountEmails: config.testAccountEmails,
    }),
  );
}
