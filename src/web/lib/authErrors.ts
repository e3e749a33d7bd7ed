import { authErrorText } from '../../domain/accounts';
import { ApiRequestError } from '../api/client';

/** What the seed shows for a failed sign-in or sign-up: the cleaned code, or 'unexpected error'. */
export function authErrorMessage(error: unknown): string {
  return authErrorText(error instanceof ApiRequestError ? error.code : null);
}
