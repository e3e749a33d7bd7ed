import type { Endpoint } from '../endpoint';
import { accountApi } from './account';
import { adminApi } from './admin';
import { authApi } from './auth';
import { bookingsApi } from './bookings';
import { locksApi } from './locks';
import { fieldsApi, ownerApi, photosApi, settingsApi } from './owner';
import { paymentsApi } from './payments';
import { siteApi } from './site';
import { waitlistApi } from './waitlist';

/**
 * Every endpoint of the API, one list: what the server registers (and must register, no more),
 * what the route-table and fuzz tests walk and the README lists. The web imports the area
 * modules it uses instead, so a page's code carries only its own schemas.
 */
export const allEndpoints: readonly Endpoint[] = [
  ...Object.values(siteApi),
  ...Object.values(authApi),
  ...Object.values(accountApi),
  ...Object.values(bookingsApi),
  ...Object.values(waitlistApi),
  ...Object.values(paymentsApi),
  ...Object.values(locksApi),
  ...Object.values(adminApi),
  ...Object.values(ownerApi),
  ...Object.values(photosApi),
  settingsApi.settings,
  ...Object.values(settingsApi.save),
  ...Object.values(fieldsApi),
];
