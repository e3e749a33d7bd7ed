import { bench, describe } from 'vitest';
import type { ZodType } from 'zod';
import { myBookingsResponseSchema } from '../../src/contract/bookings';
import { type ParkResponse, parkResponseSchema } from '../../src/contract/park';
import { noPhotos } from '../../src/contract/photos';

// What sending an answer costs with and without encoding it through its schema: the choice of
// http/zodSchemas.ts (see docs/decisions). Figures only; nothing here passes or fails.

const park: ParkResponse = {
  now: '2025-05-01T08:00:00.000Z',
  park: {
    name: 'Meadow Paddock Dog Field',
    phone: '01632 960123',
    email: 'hello@meadowpaddock.example',
    addressLines: ['Meadow Paddock', 'Example Lane', 'Little Fictional', 'ZZ99 9ZZ'],
    map: { lat: 52.0406, lng: -1.1592 },
    social: { label: 'Meadow Paddock on social media', url: 'https://social.example/meadow' },
    timeZone: 'Europe/London',
    openingDate: '2025-05-10',
    openingNotice: 'Opening on the 10th of May 2025!, pre-booking available now!',
    closedDates: Array.from({ length: 15 }, (_, i) => `2025-04-${String(i + 10).padStart(2, '0')}`),
    prices: [
      { id: 1, dogs: '1-4', minutes: 30, pence: 650 },
      { id: 2, dogs: '1-4', minutes: 60, pence: 1100 },
      { id: 3, dogs: '5-6', minutes: 30, pence: 800 },
      { id: 4, dogs: '5-6', minutes: 60, pence: 1500 },
      { id: 5, dogs: '7-8', minutes: 30, pence: 950 },
      { id: 6, dogs: '7-8', minutes: 60, pence: 1850 },
    ],
    hours: {
      weekly: Array.from({ length: 7 }, () => ({ opens: '06:00', closes: '22:00' })),
      seasons: [],
    },
    slots: { steps: [30, 60] },
    bookingWindowMonths: 12,
    handoverMinutes: 0,
    aboutNotice: { text: 'We are improving the park.', shown: true },
    maxDogs: 8,
    checkoutHoldMinutes: 30,
    cancellationCutoffHours: 12,
    arrivalMinutesBefore: 10,
    reminderHours: 24,
    flags: { discountsEnabled: true, first50EventActive: true },
    videos: [{ title: 'A walk round the field', embedUrl: null }],
    photos: noPhotos,
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
