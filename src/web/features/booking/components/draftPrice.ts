import { fieldOf, salesOf } from '../../../../contract/fieldChoice';
import type { PublicPark } from '../../../../contract/park';
import type { ParkField } from '../../../../contract/parkFields';
import { sessionPrice } from '../../../../domain/fieldSales';
import { priceFor } from '../../../../domain/pricing';
import { offersFieldChoice } from '../../../lib/parkFields';
import type { BookingDraft } from './useBookNow';

/** The field the draft books: the one it names, else the first (a park of one field's). */
export function draftField(park: PublicPark, draft: BookingDraft): ParkField | null {
  return fieldOf(park, draft.fieldId);
}

/** The field's name where the page names fields; null in a park with one open field. */
export function draftFieldName(park: PublicPark, draft: BookingDraft): string | null {
  if (!offersFieldChoice(park) || draft.fieldId === undefined) return null;
  return draftField(park, draft)?.name ?? null;
}

/**
 * What the session costs before any discount: the field's price for the band and length, its
 * weekend price on a Saturday or Sunday (before a day is chosen, the weekday price). The seed's
 * rule stands in where the field has no such price, as the server's does.
 */
export function draftListPrice(park: PublicPark, draft: BookingDraft): number {
  const field = draftField(park, draft);
  const row = field?.prices.find(
    (price) => price.band === draft.dogs && price.minutes === draft.minutes,
  );
  if (!field || !row) return priceFor(park.prices, draft.dogs, draft.minutes);
  if (!draft.day) return row.pence;
  return sessionPrice(salesOf(field), draft.dogs, draft.minutes, draft.day) ?? row.pence;
}

/** How long before the next slot a session ends: the field's handover gap. */
export function draftHandover(park: PublicPark, draft: BookingDraft): number {
  return draftField(park, draft)?.handoverMinutes ?? park.handoverMinutes;
}
