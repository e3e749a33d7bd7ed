import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/client';
import { type ErrorPlaces, placeFailure } from './formErrors';

type Name = 'email' | 'password';
const PLACES: ErrorPlaces<Name> = {
  codes: { 'auth/email-already-in-use': 'email' },
  keys: { email: 'email', password: 'password' },
};

const refusal = (code: string, fields?: Record<string, string>) =>
  new ApiRequestError(400, code, 'The server says no.', fields);

describe('placing a refusal on its form', () => {
  it('When its code is about a field, then the words go beside that field and none at the foot', () => {
    expect(
      placeFailure(refusal('auth/email-already-in-use'), 'email already in use', PLACES),
    ).toEqual({ fields: { email: 'email already in use' }, form: null });
  });

  it('When the server names fields, then each shows its own words beside it', () => {
    const failure = refusal('request/invalid', {
      email: 'Keep this under 254 characters.',
      'password.0': 'Use ordinary characters only.',
    });
    expect(placeFailure(failure, 'Some details are not valid.', PLACES)).toEqual({
      fields: {
        email: 'Keep this under 254 characters.',
        password: 'Use ordinary characters only.',
      },
      form: null,
    });
  });

  it('When the code names a field and the map too, then the words given for the code win there', () => {
    const failure = refusal('auth/email-already-in-use', { email: 'Taken.' });
    expect(placeFailure(failure, 'email already in use', PLACES).fields).toEqual({
      email: 'email already in use',
    });
  });

  it('When the server names a field the form does not have, then the words stay at the foot too', () => {
    const failure = refusal('request/invalid', { email: 'Too long.', _: 'Not JSON.' });
    expect(placeFailure(failure, 'unexpected error', PLACES)).toEqual({
      fields: { email: 'Too long.' },
      form: 'unexpected error',
    });
  });

  it('When nothing points at a field (no connection, an unknown code), then it is at the foot', () => {
    expect(
      placeFailure(new ApiRequestError(0, 'network', 'Offline'), 'unexpected error', PLACES),
    ).toEqual({ fields: {}, form: 'unexpected error' });
    expect(placeFailure(new Error('boom'), 'unexpected error', PLACES)).toEqual({
      fields: {},
      form: 'unexpected error',
    });
  });
});
