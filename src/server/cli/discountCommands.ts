import { parseArgs } from 'node:util';
import type { Database } from '../db/database';
import { insertDiscount } from '../discounts/discountsSql';

export const DISCOUNT_USAGE = `  discount add --name N --code C --percent P --max M
                            add a discount code (stored in capitals), P% off, usable M times`;

function wholeNumber(value: string | undefined, name: string, max: number): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) > max) {
    throw new Error(`--${name} must be a whole number from 0 to ${max}`);
  }
  return Number(value);
}

/** Answers what to print, or throws a message for the person at the keyboard. */
export async function runDiscountCommand(db: Database, args: string[], now: Date): Promise<string> {
  const [command, ...rest] = args;
  if (command !== 'add') throw new Error(`Unknown discount command "${args.join(' ')}".`);
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      code: { type: 'string' },
      percent: { type: 'string' },
      max: { type: 'string' },
    },
  });
  const name = values.name?.trim();
  const code = values.code?.trim();
  if (!name) throw new Error('--name is needed');
  if (!code || !/^[A-Za-z0-9_-]{1,40}$/.test(code))
    throw new Error('--code must be 1 to 40 letters, digits, - or _');
  const percent = wholeNumber(values.percent, 'percent', 100);
  const maxUsage = wholeNumber(values.max, 'max', 1_000_000);
  const added = await insertDiscount(db, { name, code, percent, maxUsage }, now);
  if (!added) throw new Error('That code already exists');
  return `Added ${code.toUpperCase()}: ${percent}% off, ${maxUsage} uses.`;
}
