import type { FieldSales } from '../fieldSales';

// What an example field sells, shared by the tests of the domain and of the server so that
// both speak of the same paddock.

/** An agility paddock: 45-minute and 2-hour sessions, a "1-2 dogs" band, dearer at weekends. */
export const AGILITY_SALES: FieldSales = {
  maxDogs: 4,
  lengths: [45, 120],
  startStepMinutes: 15,
  bands: [
    { from: 1, to: 2 },
    { from: 3, to: 4 },
  ],
  prices: [
    { band: '1-2', minutes: 45, pence: 900, weekendPence: 1100 },
    { band: '1-2', minutes: 120, pence: 2000, weekendPence: null },
    { band: '3-4', minutes: 45, pence: 1200, weekendPence: 1400 },
    { band: '3-4', minutes: 120, pence: 2600, weekendPence: null },
  ],
};
