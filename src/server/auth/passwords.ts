import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { normalisePassword, PASSWORD_MIN_CHARACTERS } from '../../domain/accounts';

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

let common: Set<string> | null = null;

/**
 * The 1,000 most common passwords that the length rule would let through, from a
 * frequency-ranked list of leaked passwords; compared without regard to case.
 */
export function isCommonPassword(password: string): boolean {
  if (!common) {
    common = new Set();
    for (const candidate of dictionary['passwords-common'] as string[]) {
      if ([...candidate].length < PASSWORD_MIN_CHARACTERS) continue;
      common.add(candidate.toLowerCase());
      if (common.size === 1_000) break;
    }
  }
  return common.has(normalisePassword(password).toLowerCase());
}
