import type { BookingContext } from '../../contract/bookingProfile';
import { rulesStanding, tidyDogNames } from '../../domain/bookingConsent';
import type { Database } from '../db/database';
import { currentRulesVersion, dogNamesOf, rulesAcceptanceOf, saveDogNames } from './profileSql';

/** What the booking page needs to know of its customer before Book Now. */
export async function bookingContext(db: Database, userId: string): Promise<BookingContext> {
  const version = await currentRulesVersion(db);
  const accepted = await rulesAcceptanceOf(db, userId);
  return {
    rules: { version, standing: rulesStanding(version, accepted.version) },
    dogNames: await dogNamesOf(db, userId),
  };
}

/** Keeps the customer's dogs by name; answers them as kept. */
export async function keepDogNames(
  db: Database,
  userId: string,
  names: readonly string[],
): Promise<{ names: string[] }> {
  const kept = tidyDogNames(names);
  await saveDogNames(db, userId, kept);
  return { names: kept };
}
