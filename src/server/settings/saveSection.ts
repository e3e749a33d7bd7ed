import type { SaveResult, SettingsSection } from '../../contract/settings';
import { changesBetween } from '../../domain/changes';
import type { OpeningHours } from '../../domain/openingHours';
import { hoursOn, isWithinHours } from '../../domain/openingHours';
import { type Actor, audit } from '../audit/auditSql';
import type { AppContext } from '../context/appContext';
import type { Sql } from '../db/database';
import { AppError } from '../http/errors';
import { type UpcomingBooking, upcomingBookings } from './affectedBookingsSql';
import { noteChange } from './settingsSql';
import { readAdminSettings, type SectionValue, stores } from './settingsStore';

/** Bookings to come that new hours would leave outside: listed before anything is saved. */
async function outsideNewHours(
  sql: Sql,
  hours: OpeningHours,
  now: Date,
): Promise<UpcomingBooking[]> {
  const upcoming = await upcomingBookings(sql, now);
  return upcoming.filter((booking) => {
    const day = hoursOn(hours, booking.date);
    return !day || !isWithinHours(day, booking.time, booking.minutes);
  });
}

/**
 * Saves one section in one transaction: the values before and after go to Activity (when
 * anything changed) with who and when. New hours that bookings already made would fall
 * outside are saved only once confirmed; the bookings stay, whatever the hours.
 */
export async function saveSection<S extends SettingsSection>(
  deps: Pick<AppContext, 'db' | 'clock'>,
  actor: Actor,
  section: S,
  value: SectionValue<S>,
  confirmed: boolean,
): Promise<SaveResult> {
  const store = stores[section];
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<SaveResult | null> => {
    if (section === 'opening' && !confirmed) {
      const hours = (value as SectionValue<'opening'>).hours;
      const outside = await outsideNewHours(tx, hours, now);
      if (outside.length > 0) return { saved: false, outsideHours: outside };
    }
    const problems = (await store.problems?.(tx, value)) ?? {};
    const [problem] = Object.values(problems);
    if (problem) throw new AppError('request/invalid', problem, problems);
    const inWords = store.inWords ?? ((same: SectionValue<S>) => same);
    const before = inWords(await store.read(tx));
    await store.write(tx, value);
    const changes = changesBetween(before, inWords(await store.read(tx)));
    if (changes.length > 0) {
      await noteChange(tx, section, { at: now, by: actor.email });
      await audit(tx, actor, `settings: ${section}`, changes.join('; '), now);
    }
    return null;
  });
  return outcome ?? { saved: true, settings: await readAdminSettings(deps.db) };
}
