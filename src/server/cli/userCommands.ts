import { parseArgs } from 'node:util';
import { ROLES, type Role } from '../../domain/accounts';
import { COMMAND_LINE } from '../audit/auditSql';
import { createAccount } from '../auth/createAccount';
import { turnOffTwoFactor } from '../auth/twoFactor';
import { findUserByEmail } from '../auth/usersSql';
import type { Database } from '../db/database';
import { AppError } from '../http/errors';
import type { Config } from '../platform/config';
import { changeUserRole } from '../staff/roles';

export const USER_USAGE = `  user create --email E --password P --role customer|admin|super-admin
                            create an account
  user role --email E --role customer|admin|super-admin
                            change an account's role; making it staff vouches for its
                            address (marked verified). Written to Activity.
  user reset-two-factor --email E
                            turn off an account's two-factor sign-in (a lost phone): its
                            recovery codes and remembered browsers stop working, and
                            staff are asked to set it up again. Written to Activity.`;

function roleOf(value: string | undefined): Role {
  if (value && (ROLES as readonly string[]).includes(value)) return value as Role;
  throw new Error(`--role must be one of ${ROLES.join(', ')}`);
}

async function resetTwoFactor(db: Database, email: string, now: Date): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`No account has the e-mail ${email}.`);
  if (!user.twoFactorSince) return `${user.email} has no two-factor sign-in to reset.`;
  await db.transaction((tx) => turnOffTwoFactor(tx, user, COMMAND_LINE, now));
  const next = user.role === 'customer' ? '' : ' The admin page will ask them to set it up again.';
  return `Two-factor sign-in of ${user.email} is off.${next}`;
}

/** Answers what to print, or throws a message for the person at the keyboard. */
export async function runUserCommand(
  db: Database,
  args: string[],
  config: Config,
  now: Date,
): Promise<string> {
  const [command, ...rest] = args;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
    },
  });
  if (positionals.length > 0) throw new Error(`Unexpected "${positionals.join(' ')}".`);
  if (!values.email) throw new Error('--email is needed');
  if (command === 'reset-two-factor') return resetTwoFactor(db, values.email, now);
  const role = roleOf(values.role);

  if (command === 'create') {
    if (values.password === undefined) throw new Error('--password is needed');
    try {
      const user = await createAccount(
        { db, clock: { now: () => now }, testAccountEmails: config.testAccountEmails },
        { email: values.email, password: values.password, role, madeBy: COMMAND_LINE },
      );
      return `Created ${user.email} (${user.role}).`;
    } catch (error) {
      if (error instanceof AppError) throw new Error(`${error.code}: ${error.message}`);
      throw error;
    }
  }
  if (command === 'role') {
    const found = await findUserByEmail(db, values.email);
    if (!found) throw new Error(`No account has the e-mail ${values.email}.`);
    // Someone at the machine vouches for the address (see README: the first staff account).
    const user = await db.transaction((tx) =>
      changeUserRole(tx, COMMAND_LINE, found.id, role, now, {
        vouchForAddress: true,
        testAccountEmails: config.testAccountEmails,
      }),
    );
    return `${user.email} is now ${user.role}.`;
  }
  throw new Error(`Unknown user command "${args.join(' ')}".`);
}
