import { bench, describe } from 'vitest';
import type { ZodType } from 'zod';
import { myBookingsResponseSchema } from '../../src/contract/bookings';
import { type ParkResponse, parkResponseSchema } from '../../src/contract/park';
import { testPark } from '../../src/web/testing/testPark';

// What sending an answer costs with and without encoding it through its schema: the choice of
// http/zodSchemas.ts (see docs/decisions). Figures only; nothing here passes or fails.

// The web tests' park, with a season's closed dates and a video, as a real answer carries.
const park: ParkResponse = {
  park: {
    ...testPark,
    closedDates: Array.from({ length: 15 }, (_, i) => `2025-04-${String(i + 10).padStart(2, '0')}`),
    videos: [{ title: 'A walk round the field', embedUrl: null }],
  },
};

const booking = {
  id: 1,
  status: 'complete' as const,
  date: '2025-06-14',
  time: '10:00',
  endTime: '11:00',
  minutes: 60,
  dogs: '1-4',
  listPricePence: 1100,
  pricePence: 1100,
  discountPercent: null,
  gateCode: '#1234#',
  checkoutUrl: null,
  refund: null,
  cancel: 'full-refund' as const,
  canMove: true,
  series: null,
  pass: null,
};
const myBookings = {
  upcoming: Array.from({ length: 20 }, (_, id) => ({ ...booking, id })),
  past: Array.from({ length: 30 }, (_, id) => ({ ...booking, id: id + 100 })),
  cancellationCutoffHours: 12,
  emailVerified: true,
};

/** What http/zodSchemas.ts does in development and tests: the answer checked, then sent. */
const encode = (schema: ZodType) => (data: unknown) => {
  const text = JSON.stringify(data);
  schema.parse(JSON.parse(text));
  return text;
};

describe('GET /api/park answer', () => {
  const checked = encode(parkResponseSchema);
  bench('checked against its schema', () => void checked(park));
  bench('JSON.stringify alone', () => void JSON.stringify(park));
});

describe('GET /api/my-bookings answer, 50 bookings', () => {
  const checked = encode(myBookingsResponseSchema);
  bench('checked against its schema', () => void checked(myBookings));
  bench('JSON.stringify alone', () => void JSON.stringify(myBookings));
});
