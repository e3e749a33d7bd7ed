import type { PublicPark } from '../../contract/park';
import type { ParkField } from '../../contract/parkFields';

// Which fields a customer is offered, and when a page names one (decisions 111 and 112).

/** The fields open to new bookings, in the owner's order. */
export function openFields(park: PublicPark): ParkField[] {
  return park.fields.filter((field) => !field.retired);
}

/** Two or more open fields: the pages offer the choice and name the fields; one, they never do. */
export function offersFieldChoice(park: PublicPark): boolean {
  return openFields(park).length >= 2;
}

/**
 * The field a request names: none in a park of one field (the server takes the first, and the
 * requests stay the seed's), the field's own number in a park of several.
 */
export function fieldIdToSend(park: PublicPark, field: ParkField): number | undefined {
  return park.fields.length > 1 ? field.id : undefined;
}

/** The least a session on the field costs, weekend prices counted: its "from" price. */
export function cheapestPence(field: ParkField): number | null {
  const amounts = field.prices.flatMap((row) =>
    row.weekendPence === null ? [row.pence] : [row.pence, row.weekendPence],
  );
  return amounts.length === 0 ? null : Math.min(...amounts);
}

/**
 * The fields a booking may move to at no charge: its own, then the other open fields selling
 * its length and dogs at the same weekday and weekend prices (the server checks the day's).
 */
export function fieldsToMoveTo(
  park: PublicPark,
  own: ParkField,
  session: { minutes: number; dogs: string },
): ParkField[] {
  const priceOf = (field: ParkField) =>
    field.prices.find((row) => row.band === session.dogs && row.minutes === session.minutes);
  const ownPrice = priceOf(own);
  const others = openFields(park).filter((field) => {
    const price = priceOf(field);
    return (
      field.id !== own.id &&
      ownPrice !== undefined &&
      price?.pence === ownPrice.pence &&
      price.weekendPence === ownPrice.weekendPence
    );
  });
  return [own, ...others];
}
