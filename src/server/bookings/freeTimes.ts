import { fieldRules } from '../../contract/fieldChoice';
import type { FreeTimesResponse } from '../../contract/freeTimes';
import { addDays } from '../../domain/calendar';
import { localDateAt, localTimeAt } from '../../domain/dates';
import { firstLength, freeDays } from '../../domain/freeTimes';
import type { Database } from '../db/database';
import { readPublicPark } from '../park/parkSql';
import type { Clock } from '../platform/clock';
import { busyOnDays } from './busyMemory';

export interface FreeTimesQuery {
  from?: string | undefined;
  days: number;
  per?: number | undefined;
}

/**
 * The free start times of each field open to new bookings, day by day from `from` (today when
 * not given), for the length the booking page first shows (decision 121). No names, no prices.
 */
export async function freeTimes(
  db: Database,
  clock: Clock,
  query: FreeTimesQuery,
): Promise<FreeTimesResponse> {
  const park = await readPublicPark(db);
  const now = clock.now();
  const today = localDateAt(now, park.timeZone);
  const from = query.from ?? today;
  const to = addDays(from, query.days);
  const fields = await Promise.all(
    park.fields
      .filter((field) => !field.retired)
      .map(async (field) => {
        const held = await busyOnDays(db, field.id, { from, to, timeZone: park.timeZone }, now);
        const minutes = firstLength(field.lengths);
        const days = freeDays({
          rules: fieldRules(park, field),
          minutes,
          held: held.map((hold) => ({ date: hold.date, start: hold.time, minutes: hold.minutes })),
          from,
          days: query.days,
          now,
          perDay: query.per,
        });
        return { id: field.id, name: field.name, minutes, days };
      }),
  );
  return { today, nowTime: localTimeAt(now, park.timeZone), fields };
}
