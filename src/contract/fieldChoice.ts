import type { BookingRules } from '../domain/bookable';
import {
  bandForDogs,
  bandLabel,
  choicesInWords,
  type FieldSales,
  lengthsInWords,
} from '../domain/fieldSales';
import type { PublicPark } from './park';
import type { ParkField } from './parkFields';

// Which field a request is for, and whether the field sells what it asks (decision 111): the
// server checks every request with these, and the booking page its choices.

/**
 * The name of the field something is on, where the park has several; null in a park of one
 * field, which names none (the seed's words).
 */
export function namedField(
  park: { fields: ReadonlyArray<Pick<ParkField, 'id' | 'name'>> },
  on: { fieldId: number },
): string | null {
  if (park.fields.length < 2) return null;
  return park.fields.find((field) => field.id === on.fieldId)?.name ?? null;
}

/**
 * The names of the fields something covers (a pass), in the owner's order, where the park has
 * several; none in a park of one field.
 */
export function namedFields(
  park: { fields: ReadonlyArray<Pick<ParkField, 'id' | 'name'>> },
  fieldIds: readonly number[],
): string[] {
  if (park.fields.length < 2) return [];
  return park.fields.filter((field) => fieldIds.includes(field.id)).map((field) => field.name);
}

/** The park's first field, in the owner's order: the seed's field in a park of one. */
export function firstField(park: PublicPark): ParkField {
  const [first] = park.fields;
  if (!first) throw new Error('the park has no field');
  return first;
}

/** The field a booking is on. */
export function fieldWithId(park: PublicPark, fieldId: number): ParkField {
  const field = park.fields.find((candidate) => candidate.id === fieldId);
  if (!field) throw new Error(`the park has no field ${fieldId}`);
  return field;
}

/**
 * The field a request names, or, naming none, the first field: the one whose hours and prices
 * the park's own values are (a park of one field never names it), so a page that shows those
 * books that field, never another. Null when the park has no such field.
 */
export function fieldOf(park: PublicPark, fieldId: number | undefined): ParkField | null {
  if (fieldId === undefined) return park.fields[0] ?? null;
  return park.fields.find((field) => field.id === fieldId) ?? null;
}

/**
 * Whether a booking on the field gets its own code from a lock (decision 117): until the lock
 * gives it, a paid booking has none, and the pages say it is on its way.
 */
export function opensByLock(park: PublicPark, fieldId: number | undefined): boolean {
  return fieldOf(park, fieldId)?.access.kind === 'lock';
}

/** What the field sells, as the domain counts it. */
export function salesOf(field: ParkField): FieldSales {
  return {
    maxDogs: field.maxDogs,
    lengths: field.lengths,
    startStepMinutes: field.startStepMinutes,
    bands: field.bands,
    prices: field.prices,
  };
}

/** The park's rules for booking on the field: its hours, closed dates, lengths and bands. */
export function fieldRules(park: PublicPark, field: ParkField): BookingRules {
  return {
    timeZone: park.timeZone,
    bookingWindowMonths: park.bookingWindowMonths,
    closedDates: field.closedDates,
    hours: field.hours,
    slots: { steps: field.lengths, startStepMinutes: field.startStepMinutes },
    bands: field.bands.map(bandLabel),
  };
}

export interface FieldRequest {
  minutes: number;
  dogs: string;
  dogCount?: number | undefined;
}

/**
 * What of a request the field does not sell, by the request's field names, in the seed's words
 * (naming what the field does sell: 'Sessions are 45 minutes or 2 hours.'); empty when it
 * sells it all.
 */
export function fieldRequestProblems(
  field: ParkField,
  request: FieldRequest,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!field.lengths.includes(request.minutes)) {
    problems.minutes = `Sessions are ${lengthsInWords(field.lengths)}.`;
  }
  const labels = field.bands.map(bandLabel);
  if (!labels.includes(request.dogs)) problems.dogs = `Choose ${choicesInWords(labels)} dogs.`;
  if (request.dogCount !== undefined && !bandForDogs(salesOf(field), request.dogCount)) {
    problems.dogCount = `At most ${field.maxDogs} dogs can come.`;
  }
  return problems;
}
