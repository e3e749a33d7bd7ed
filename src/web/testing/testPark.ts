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
const testField: PublicPark['fields'][number] = {
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

/** What the park endpoint answers: the test park at the tests' instant (as when it is read again). */
export function parkAnswer(park: Partial<PublicPark> = {}): ParkResponse {
  return { park: { ...testPark, ...park }, now: TEST_NOW };
}
