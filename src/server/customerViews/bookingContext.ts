import type { BookingContext } from '../../contract/bookingProfile';
import { rulesStanding } from '../../domain/bookingConsent';
import { localDateAt } from '../../domain/dates';
import { accountContact } from '../bookingProfile/contact';
import { currentRulesVersion, dogNamesOf, rulesAcceptanceOf } from '../bookingProfile/profileSql';
import type { AppContext } from '../context/appContext';
import { readPublicPark } from '../park/parkSql';
import { passesOfUser } from '../passes/passesSql';
import { myPassView } from '../passes/passView';

/** What the booking page needs to know of its customer before Book Now. */
export async function bookingContext(
  deps: Pick<AppContext, 'db' | 'clock'>,
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
    contact: await accountContact(db, userId),
  };
}
