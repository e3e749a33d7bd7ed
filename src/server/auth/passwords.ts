import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';
import { normalisePassword } from '../../domain/accounts';
import commonPasswords from './commonPasswords.json';

// The package's Algorithm is a const enum, which isolated modules can't read; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
export const HASH_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(normalisePassword(password), HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalisePassword(password));
  } catch {
    return false;
  }
}

let decoy: Promise<string> | null = null;

/**
 * Spends the time a real check would, for an address with no account, so that the answer
 * for an unknown e-mail takes as long as the one for a wrong password.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  decoy ??= hash(randomBytes(16).toString('hex'), HASH_OPTIONS);
  await verifyPassword(await decoy, password);
  return false;
}

/**
 * The 1,000 most common passwords that the length rule would let through (8 or more
 * characters), from a frequency-ranked list of leaked passwords, lower-cased, most common
 * first. Taken once from @zxcvbn-ts/language-common 4.1.3's 'passwords-common' list.
 */
const common: ReadonlySet<string> = new Set(commonPasswords);

/** Whether the password is one of the common ones above, compared without regard to case. */
export function isCommonPassword(password: string): boolean {
  return common.has(normalisePassword(password).toLowerCase());
}
