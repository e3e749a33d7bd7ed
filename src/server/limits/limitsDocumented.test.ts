import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_MEGAPIXELS } from '../../contract/photos';
import { MAX_OPEN_ENTRIES } from '../../domain/waitlist';
import { MAX_VERIFICATION_EMAILS_PER_HOUR } from '../auth/emailVerification';
import { MAX_RESETS_PER_HOUR } from '../auth/passwordReset';
import { MAX_FAILURES } from '../auth/signInLimits';
import { HOLD_ALLOWANCE } from '../bookingLifecycle/holdRules';
import { UPLOADS_WAITING } from '../photos/photoRoutes';
import { LIMITS } from './limits';

const readme = readFileSync(path.join(import.meta.dirname, '../../../README.md'), 'utf8');

/** The rows of the README's Limits table, each as its text. */
function limitRows(): string[] {
  const section = readme.split('\n### Limits\n')[1]?.split('\n### ')[0] ?? '';
  return section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---'));
}

/** The row whose "Kept as" cell names `name`. */
function rowKeptAs(name: string): string | undefined {
  return limitRows().find((row) => row.split('|').at(-2)?.includes(`\`${name}\``));
}

const MINUTE = 60_000;
const windowWords = (ms: number) => (ms === 60 * MINUTE ? 'an hour' : `${ms / MINUTE} minutes`);

// ASVS 5.0 asks for the limits to be written down (2.1.3, 6.1.1): the README's table is that
// document, and it must say what the code does.
describe("the README's limits table", () => {
  it.each(Object.values(LIMITS))(
    'When the counter $name is set in the code, then its row says its number and window',
    (limit) => {
      const row = rowKeptAs(limit.name);
      expect(row, `no row names \`${limit.name}\``).toBeDefined();
      expect(row).toContain(`${limit.max} `);
      expect(row).toContain(windowWords(limit.windowMs));
    },
  );

  it('When the other limits are set in the code, then their rows say their numbers', () => {
    const says = (name: string, ...words: string[]) => {
      const row = rowKeptAs(name);
      expect(row, `no row names \`${name}\``).toBeDefined();
      for (const word of words) expect(row, name).toContain(word);
    };
    says('sign_in_failures', `${MAX_FAILURES} in 10 minutes`);
    says('password_resets', `${MAX_RESETS_PER_HOUR} an hour`);
    says('email_verifications', `${MAX_VERIFICATION_EMAILS_PER_HOUR} an hour`);
    says(
      'HOLD_ALLOWANCE',
      `${HOLD_ALLOWANCE.slots} sessions`,
      `at most ${HOLD_ALLOWANCE.checkouts} checkouts`,
    );
    says('MAX_OPEN_ENTRIES', `${MAX_OPEN_ENTRIES} open`);
    says('UploadLine', `${UPLOADS_WAITING} more waiting`, `${MAX_PHOTO_MEGAPIXELS} megapixels`);
  });
});
