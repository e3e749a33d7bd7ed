import type { ParkResponse, PublicPark } from '../../contract/park';
import { noPhotos } from '../../contract/photos';
import { SEED_FIELD_SALES } from '../../domain/fieldSales';
import type { ParkData } from '../api/park';
import { serverTimeFrom } from '../lib/serverTime';

/** The instant the tests' park clock reads: Tuesday 10 June 2025, 09:00 in London. */
export const TEST_NOW = '2025-06-10T09:00:00+01:00';

const testHours: PublicPark['hours'] = {
  weekly: Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '20:00' })),
  seasons: [],
};

const testPrices: PublicPark['prices'] = [
  { id: 1, dogs: '1-4', minutes: 30, pence: 650 },
  { id: 2, dogs: '1-4', minutes: 60, pence: 1100 },
  { id: 3, dogs: '5-6', minutes: 30, pence: 850 },
  { id: 4, dogs: '5-6', minutes: 60, pence: 1500 },
  { id: 5, dogs: '7-8', minutes: 30, pence: 1000 },
  { id: 6, dogs: '7-8', minutes: 60, pence: 1800 },
];

/** The park's one field: the values of the park below, as the server gives them. */
export const testField: PublicPark['fields'][number] = {
  id: 1,
  name: 'Main field',
  description: '',
  size: '',
  maxDogs: 8,
  lengths: [30, 60],
  startStepMinutes: null,
  bands: [...SEED_FIELD_SALES.bands],
  prices: testPrices.map((row) => ({
    band: row.dogs,
    minutes: row.minutes,
    pence: row.pence,
    weekendPence: null,
  })),
  hours: testHours,
  closedDates: ['2025-06-20'],
  handoverMinutes: 0,
  retired: false,
  access: { kind: 'week', minutesAfter: 10, deadlineMinutes: 120 },
  photos: [],
};

export const testPark: PublicPark = {
  name: 'Test Field',
  phone: '01632 960000',
  email: 'hello@test-field.example',
  addressLines: ['Test Farm', 'ZZ99 9ZZ'],
  map: { lat: 51.75, lng: -1.25 },
  social: { label: 'Test Field on Facebook', url: 'https://facebook.example/test-field' },
  timeZone: 'Europe/London',
  openingDate: '2025-05-01',
  openingNotice: 'Opening soon',
  closedDates: ['2025-06-20'],
  prices: testPrices,
  hours: testHours,
  slots: { steps: [30, 60] },
  bookingWindowMonths: 12,
  handoverMinutes: 0,
  aboutNotice: { text: 'We are improving the park.', shown: true },
  maxDogs: 8,
  checkoutHoldMinutes: 30,
  waitlistOfferMinutes: 15,
  cancellationCutoffHours: 12,
  arrivalMinutesBefore: 5,
  reminderHours: 24,
  flags: { discountsEnabled: true, first50EventActive: false },
  videos: [],
  photos: noPhotos,
  fields: [testField],
};

export function testParkData(park: Partial<PublicPark> = {}): ParkData {
  return { park: { ...testPark, ...park }, time: serverTimeFrom(TEST_NOW) };
}

/** What the park endpoint answers: the test park (the fake client adds the tests' instant). */
export function parkAnswer(park: Partial<PublicPark> = {}): ParkResponse {
  return { park: { ...testPark, ...park } };
}

/**
 * A small second field, selling what the first does not: 45 minutes and 2 hours (starting every
 * 15 minutes, 09:00 to 17:00), for 1-2 or 3-4 dogs, dearer at weekends for 1-2 dogs.
 */
export const puppyPaddock: PublicPark['fields'][number] = {
  id: 2,
  name: 'Puppy paddock',
  description: 'Small and quiet: good for puppies and nervous dogs.',
  size: 'Half an acre',
  maxDogs: 4,
  lengths: [45, 120],
  startStepMinutes: 15,
  bands: [
    { from: 1, to: 2 },
    { from: 3, to: 4 },
  ],
  prices: [
    { band: '1-2', minutes: 45, pence: 500, weekendPence: 600 },
    { band: '1-2', minutes: 120, pence: 1200, weekendPence: 1400 },
    { band: '3-4', minutes: 45, pence: 700, weekendPence: null },
    { band: '3-4', minutes: 120, pence: 1600, weekendPence: null },
  ],
  hours: {
    weekly: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '17:00' })),
    seasons: [],
  },
  closedDates: ['2025-06-13', '2025-06-20'],
  handoverMinutes: 0,
  retired: false,
  access: { kind: 'week', minutesAfter: 10, deadlineMinutes: 120 },
  photos: [],
};

/** The test park's field, named as a park of several fields names it. */
export const topField: PublicPark['fields'][number] = {
  ...testField,
  name: 'Top field',
  description: 'Room to run.',
  size: 'Two acres',
};

/** The test park with two open fields: the Top field, and the Puppy paddock. */
export const twoFields: Partial<PublicPark> = { fields: [topField, puppyPaddock] };
