import type { PublicPark } from '../../contract/park';
import type { ParkField } from '../../contract/parkFields';
import { AppError } from '../http/errors';

/**
 * The field an admin page names (decision 114), retired or not: the owner still reads and
 * manages a field closed to new bookings. A 400 naming `part` (the query's `field`, a body's
 * `fieldId`) when the park has no such field.
 */
export function fieldAsked(
  park: Pick<PublicPark, 'fields'>,
  fieldId: number,
  part: 'field' | 'fieldId' = 'field',
): ParkField {
  const field = park.fields.find((candidate) => candidate.id === fieldId);
  if (field) return field;
  const message = 'There is no such field.';
  throw new AppError('request/invalid', message, { [part]: message });
}
