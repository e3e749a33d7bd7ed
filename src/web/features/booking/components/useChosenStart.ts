import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { fieldRules } from '../../../../contract/fieldChoice';
import type { ParkField } from '../../../../contract/parkFields';
import { whyNotBookable } from '../../../../domain/bookable';
import { localTimeAt } from '../../../../domain/dates';
import { availabilityQuery } from '../../../api/availability';
import { useParkData } from '../../../api/park';
import { dayStarts } from '../../../components/slotPicker/dayStarts';
import { type ChosenTime, chosenTimeIn, chosenTimeInWords } from '../../../lib/chosenTime';
import { fieldIdToSend } from '../../../lib/parkFields';
import { currentInstant, parkToday } from '../../../lib/serverTime';
import type { FieldStart } from './FieldBooking';

export interface CheckedStart {
  /** The time to open the field's day with: none when none was chosen or it can't be booked. */
  start: FieldStart | undefined;
  /** Why a chosen time is not chosen, in one line; null when it is, or none was. */
  notice: string | null;
  /** Whether it is taken is still being asked. */
  checking: boolean;
}

const CHOOSE_ANOTHER = 'Choose another time below.';

/** Why the time can't be booked by the rules alone (the field, its hours, the clock), or null. */
function refusal(
  choice: ChosenTime | null,
  field: ParkField | null,
  rules: (field: ParkField) => string | null,
): string | null {
  if (!choice) return `That is not a time we can book. ${CHOOSE_ANOTHER}`;
  if (!field || field.id !== choice.fieldId) {
    return `That field is not taking bookings. Choose a field and a time below.`;
  }
  if (!field.lengths.includes(choice.minutes)) return `That length is not sold. ${CHOOSE_ANOTHER}`;
  const why = rules(field);
  return why ? `${why} ${CHOOSE_ANOTHER}` : null;
}

/**
 * The free time the booking page's address chose (`?field=2&day=…&time=…&minutes=…`, decision
 * 121) for `field`, the field the page shows (null: it shows none). A time that can no longer
 * be booked (gone by, closed, taken meanwhile, a field that is not there) opens the page as
 * usual, with a notice saying so.
 */
export function useChosenStart(field: ParkField | null): CheckedStart {
  const [params] = useSearchParams();
  const [kept, setKept] = useState<{ key: string; checked: CheckedStart } | null>(null);
  const key = `${field?.id}?${params.toString()}`;
  const checked = useCheck(field, params);
  // Decided once for an address: the customer's own hold, made later, is not "taken meanwhile".
  if (kept?.key === key) return kept.checked;
  if (!checked.checking) setKept({ key, checked });
  return checked;
}

function useCheck(field: ParkField | null, params: URLSearchParams): CheckedStart {
  const { park, time } = useParkData();
  const asked = params.has('day') || params.has('time');
  const choice = chosenTimeIn(params);
  const now = currentInstant(time);
  const why = asked
    ? refusal(choice, field, (shown) =>
        choice
          ? whyNotBookable(fieldRules(park, shown), { ...choice, date: choice.day }, now)
          : null,
      )
    : null;
  const wanted = asked && why === null && choice !== null && field !== null;
  const month = choice?.day.slice(0, 7) ?? '';
  const fieldId = field ? fieldIdToSend(park, field) : undefined;
  // The slot picker's own query: the month it then shows is asked for once.
  const held = useQuery({ ...availabilityQuery(month, fieldId), enabled: wanted });
  if (!asked) return { start: undefined, notice: null, checking: false };
  if (!wanted || !choice || !field) return { start: undefined, notice: why, checking: false };
  if (held.isPending) return { start: undefined, notice: null, checking: true };
  const start = { day: choice.day, slot: choice.time, minutes: choice.minutes };
  // No answer: the time is kept, and Book Now says if it has gone.
  if (!held.data) return { start, notice: null, checking: false };
  const clock = { today: parkToday(time, park.timeZone), nowTime: localTimeAt(now, park.timeZone) };
  const free = dayStarts({
    rules: field,
    held: held.data.busy,
    day: choice.day,
    length: choice.minutes,
    clock,
  }).some((slot) => slot.time === choice.time && slot.available);
  return free
    ? { start, notice: null, checking: false }
    : {
        start: undefined,
        notice: `${chosenTimeInWords(choice)} has just been taken. ${CHOOSE_ANOTHER}`,
        checking: false,
      };
}
