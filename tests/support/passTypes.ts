import type { PassTypesSection } from '../../src/contract/passes';

/** The pass the tests put on sale: ten one-hour sessions for 1-4 dogs, £100, six months. */
export const TEN_HOURS: PassTypesSection[number] = {
  id: null,
  name: 'Ten hours',
  sessions: 10,
  minutes: 60,
  dogs: '1-4',
  pricePence: 10_000,
  validMonths: 6,
  onSale: true,
};
