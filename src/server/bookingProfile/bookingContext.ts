import type { BookingContext } from '../../contract/bookingProfile';
import { rulesStanding, tidyDogNames } from '../../domain/bookingConsent';
import { localDateAt } from '../../domain/dates';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { readPublicPark } from '../park/parkSql';
import { passesOfUser } from '../passes/passesSql';
import { myPassView } from '../passes/passView';
import { currentRulesVersion, dogNamesOf, rulesAcceptanceOf, saveDogNames } from './profileSql';

/** What the booking page needs to know of its customer before Book Now. */
export async function bookingContext(
  deps: { db: Database; clock: Clock },
  userId: string,
): Promise<BookingContext> {
  const { db } = deps;
  const now = deps.clock.now();
  const park = await readPublicPark(db);
  const today = localDateAt(now, park.timeZone);
  const version = await currentRulesVersion(db);
  const accepted = await rulesAcceptanceOf(db, userId);
  const passes = (await passesOfUser(db, userId, now))
    .map((pass) => myPassView(pass, today))
    .filter((pass) => pass.status === 'active');
  return {
    rules: { version, standing: rulesStanding(version, accepted.version) },
    dogNames: await dogNamesOf(db, userId),
    passes,
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
