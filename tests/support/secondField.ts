import { expect } from 'vitest';
import type { ParkResponse } from '../../src/contract/park';
import type { FieldSettings, ParkField } from '../../src/contract/parkFields';
import { SEED_FIELD_SALES } from '../../src/domain/fieldSales';
import type { TestBrowser } from './browser';

/**
 * A second field as the admin tests of decision 114 add it: the seed's lengths and bands, its
 * own prices (£5 for half an hour, £9 for an hour) and shorter hours (08:00 to 18:00).
 */
export const PUPPY_PADDOCK: FieldSettings = {
  name: 'Puppy paddock',
  description: 'Small and quiet, for puppies and reactive dogs',
  size: 'Half an acre',
  sales: {
    ...SEED_FIELD_SALES,
    bands: [...SEED_FIELD_SALES.bands],
    lengths: [...SEED_FIELD_SALES.lengths],
    prices: ['1-4', '5-6', '7-8'].flatMap((band) => [
      { band, minutes: 30, pence: 500, weekendPence: null },
      { band, minutes: 60, pence: 900, weekendPence: null },
    ]),
  },
  hours: {
    weekly: Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '18:00' })),
    seasons: [],
  },
  handoverMinutes: 0,
};

/** Adds the puppy paddock; answers the seed's field and the new one. */
export async function addPuppyPaddock(
  owner: TestBrowser,
): Promise<{ first: ParkField; puppy: ParkField }> {
  const added = await owner.post('/api/admin/fields', PUPPY_PADDOCK);
  expect(added.statusCode, added.body).toBe(201);
  const { park } = (await owner.get('/api/park')).json<ParkResponse>();
  const [first, puppy] = park.fields;
  if (!first || !puppy) throw new Error('the park should have two fields');
  return { first, puppy };
}
