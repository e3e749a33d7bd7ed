import { salesOf } from '../../contract/fieldChoice';
import type { BookingRulesSection } from '../../contract/settings';
import { fieldSalesProblems } from '../../domain/fieldSales';
import type { Sql } from '../db/database';
import { readParkFields } from '../park/fieldsSql';

/**
 * The Booking rules section edits the first field's lengths and most dogs: they must still hold
 * together with its bands and prices, as Settings → Fields asks of any field (a length with no
 * price could be held and never charged). Keyed by the box the owner changed.
 */
export async function bookingRulesProblems(
  sql: Sql,
  rules: BookingRulesSection,
): Promise<Record<string, string>> {
  const [first] = await readParkFields(sql);
  if (!first) return {};
  const lengths = rules.slotLengths;
  // A length no longer offered keeps its prices (the Prices section still shows the seed's),
  // for when it is offered again: only those of the lengths offered must hold together.
  const prices = first.prices.filter((price) => lengths.includes(price.minutes));
  const sales = { ...salesOf(first), lengths, prices, maxDogs: rules.maxDogs };
  const [problem] = fieldSalesProblems(sales);
  if (!problem) return {};
  return { [rules.maxDogs === first.maxDogs ? 'slotLengths' : 'maxDogs']: problem };
}
