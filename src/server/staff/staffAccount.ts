import { START_UP } from '../audit/auditSql';
import type { AuthContext } from '../auth/authContext';
import { checkAccount, insertAccount } from '../auth/createAccount';
import { verifyPassword } from '../auth/passwords';
import { findUserByEmail, markTestAccounts } from '../auth/usersSql';
import { AppError } from '../http/errors';
import { type Config, ConfigError } from '../platform/config';
import { changeUserRole } from './roles';
import { lockStaffAccount } from './staffAccountSql';

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

/** The refusal of ADMIN_PASSWORD (too short, too common) as start-up says it. */
async function checkedAdmin(deps: AuthContext, admin: { email: string; password: string }) {
  try {
    return await checkAccount(deps, {
      email: admin.email,
      password: admin.password,
      role: 'super-admin',
      madeBy: START_UP,
    });
  } catch (error) {
    if (error instanceof AppError) {
      throw new ConfigError([`ADMIN_PASSWORD is refused: ${error.message}`]);
    }
    throw error;
  }
}

/**
 * At every start: test accounts follow TEST_ACCOUNT_EMAILS, and the ADMIN_EMAIL account exists
 * and is a super admin. An account found under that address is promoted only if its password
 * is ADMIN_PASSWORD: anyone may sign up first with the owner's address, but only the owner
 * knows the password they put in the environment. Its password is never changed here.
 * Instances starting together on one database take turns under an advisory lock, in one
 * transaction each: the first makes (or promotes) the account, the others find it done.
 */
export async function applyAccountSettings(deps: AuthContext, config: Config): Promise<void> {
  const { db, clock } = deps;
  await markTestAccounts(db, config.testAccountEmails);
  const admin = config.admin;
  if (!admin) return;
  await db.transaction(async (tx) => {
    await lockStaffAccount(tx, admin.email);
    let existing = await findUserByEmail(tx, admin.email);
    if (!existing) {
      const made = await insertAccount(tx, await checkedAdmin(deps, admin), clock.now());
      if (made) return;
      // Someone signed up with the address this very moment: promoted only with ADMIN_PASSWORD.
      existing = await findUserByEmail(tx, admin.email);
      if (!existing) throw new Error(`no account found or made for ${admin.email}`);
    }
    if (existing.role === 'super-admin') return;
    if (!(await verifyPassword(existing.passwordHash, admin.password))) {
      throw new ConfigError([notYourPasswordLine(existing.email)]);
    }
    await changeUserRole(tx, START_UP, existing.id, 'super-admin', clock.now(), {
      vouchForAddress: true,
      testAccountEmails: config.testAccountEmails,
    });
  });
}
