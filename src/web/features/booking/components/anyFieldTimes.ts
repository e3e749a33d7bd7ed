import type { AvailabilityResponse } from '../../../../contract/bookings';
import type { ParkField } from '../../../../contract/parkFields';
import { dayStarts, isDayShut } from '../../../components/slotPicker/dayStarts';

/** A field free at a time, and the lengths it is free for from then, shortest first. */
export interface FreeField {
  field: ParkField;
  lengths: number[];
}

/** A start time of the day, and the fields free at it (in the owner's order). */
export interface TimeRow {
  time: string;
  free: FreeField[];
}

/** A field with its month's holds. */
export interface FieldHolds {
  field: ParkField;
  held: AvailabilityResponse['busy'];
}

/** Each start time the field offers that day, with the lengths free from it. */
function freeLengthsByTime(
  { field, held }: FieldHolds,
  day: string,
  clock: { today: string; nowTime: string },
): Map<string, number[]> {
  const byTime = new Map<string, number[]>();
  if (isDayShut(field, day, clock.today)) return byTime;
  for (const length of [...field.lengths].sort((a, b) => a - b)) {
    for (const start of dayStarts({ rules: field, held, day, length, clock })) {
      const lengths = byTime.get(start.time) ?? [];
      if (start.available) lengths.push(length);
      byTime.set(start.time, lengths);
    }
  }
  return byTime;
}

/**
 * Every start time that a field open that day offers, for any length it sells, each with the
 * fields free at it and for how long. A time that none is free at is kept, with none: taken.
 */
export function freeFieldsByTime(
  holds: readonly FieldHolds[],
  day: string,
  clock: { today: string; nowTime: string },
): TimeRow[] {
  const rows = new Map<string, FreeField[]>();
  for (const fieldHolds of holds) {
    for (const [time, lengths] of freeLengthsByTime(fieldHolds, day, clock)) {
      const free = rows.get(time) ?? [];
      if (lengths.length > 0) free.push({ field: fieldHolds.field, lengths });
      rows.set(time, free);
    }
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, free]) => ({ time, free }));
}
