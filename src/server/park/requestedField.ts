import { type FieldRequest, fieldOf, fieldRequestProblems } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import type { ParkField } from '../../contract/parkFields';
import { AppError } from '../http/errors';

/**
 * The field a request names (the first field when it names none), checked against what that
 * field sells: a 400 naming each part of the request it does not, in the seed's words, and a
 * 400 for a field that is not there or is closed to new bookings.
 */
export function requestedField(
  park: PublicPark,
  request: FieldRequest & { fieldId?: number | undefined },
): ParkField {
  const field = fieldOf(park, request.fieldId);
  if (!field) {
    const message = 'There is no such field.';
    throw new AppError('request/invalid', message, { fieldId: message });
  }
  const problems = fieldRequestProblems(field, request);
  const [first] = Object.values(problems);
  if (first) throw new AppError('request/invalid', first, problems);
  if (field.retired) {
    throw new AppError('booking/not-bookable', 'That field is closed to new bookings.');
  }
  return field;
}
