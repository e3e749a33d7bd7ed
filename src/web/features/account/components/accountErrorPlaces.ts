import type { ErrorPlaces } from '../../../lib/formErrors';

/** A code from the authenticator app (or a recovery code) refused: the code's box is wrong. */
export const CODE_PLACES: ErrorPlaces<'code'> = {
  codes: { 'auth/invalid-code': 'code', 'auth/code-needed': 'code' },
  keys: { code: 'code' },
};

/** The password asked again refused: its box is wrong. */
export const PASSWORD_PLACES: ErrorPlaces<'password'> = {
  codes: { 'account/wrong-password': 'password' },
  keys: { password: 'password' },
};

/** A form asking both (turning two-factor off, deleting the account). */
export const PASSWORD_AND_CODE_PLACES: ErrorPlaces<'password' | 'code'> = {
  codes: { ...PASSWORD_PLACES.codes, ...CODE_PLACES.codes },
  keys: { ...PASSWORD_PLACES.keys, ...CODE_PLACES.keys },
};
