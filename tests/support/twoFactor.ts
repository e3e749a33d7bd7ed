import * as OTPAuth from 'otpauth';
import { confirmEnrolment, startEnrolment } from '../../src/server/auth/twoFactor';
import type { UserRecord } from '../../src/server/auth/usersSql';
import type { TestApp } from './testApp';

const STEP_MS = 30_000;

/** The code an authenticator app shows for the secret, `stepsAhead` 30-second steps from now. */
export function appCode(secret: string, stepsAhead = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * STEP_MS,
  });
}

export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/**
 * Sets up two-factor sign-in for an account as its owner would (a secret, then a first code
 * from the app), through the same functions the account page uses.
 */
export async function enrolTwoFactor(
  t: Pick<TestApp, 'paddock'>,
  user: Pick<UserRecord, 'id' | 'email' | 'role'>,
): Promise<Enrolled> {
  const auth = t.paddock.context;
  const { secret } = await startEnrolment(auth, user, 'Paddock');
  const recoveryCodes = await confirmEnrolment(auth, user, appCode(secret), auth.clock.now());
  return { secret, recoveryCodes };
}
