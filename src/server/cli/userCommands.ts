import { parseArgs } from 'node:util';
import { ROLES, type Role } from '../../domain/accounts';
import { createAccount } from '../auth/createAccount';
import { setUserRole } from '../auth/usersSql';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { AppError } from '../errors';

export const USER_USAGE = `  user create --email E --password P --role customer|admin|super-admin
                            create an account
  user role --email E --role customer|admin|super-admin
                            change an account's role`;

function roleOf(value: string | undefined): Role {
  if (value && (ROLES as readonly string[]).includes(value)) return value as Role;
  throw new Error(`--role must be one of ${ROLES.join(', ')}`);
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
  const role = roleOf(values.role);

  if (command === 'create') {
    if (values.password === undefined) throw new Error('--password is needed');
    try {
      const user = await createAccount(
        db,
        { email: values.email, password: values.password, role },
        config.testAccountEmails,
        now,
      );
      return `Created ${user.email} (${user.role}).`;
    } catch (error) {
      if (error instanceof AppError) throw new Error(`${error.code}: ${error.message}`);
      throw error;
    }
  }
  if (command === 'role') {
    const user = await setUserRole(db, values.email, role);
    if (!user) throw new Error(`No account has the e-mail ${values.email}.`);
    return `${user.email} is now ${user.role}.`;
  }
  throw new Error(`Unknown user command "${args.join(' ')}".`);
}
