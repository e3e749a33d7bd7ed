import { describe, expect, it } from 'vitest';
import {
  authErrorText,
  emailKey,
  isEmailAddress,
  normalisePassword,
  passwordLength,
  passwordLengthOk,
} from './accounts';

describe('authErrorText', () => {
  it("writes the seed's words for each authentication error code", () => {
    expect(authErrorText('auth/email-already-in-use')).toBe('email already in use');
    expect(authErrorText('auth/invalid-email')).toBe('invalid email');
    expect(authErrorText('auth/weak-password')).toBe('weak password');
    expect(authErrorText('auth/invalid-credential')).toBe('invalid credential');
    expect(authErrorText('auth/too-many-requests')).toBe('too many requests');
  });

  it("says 'unexpected error' when there is no authentication code", () => {
    expect(authErrorText(undefined)).toBe('unexpected error');
    expect(authErrorText(null)).toBe('unexpected error');
    expect(authErrorText('')).toBe('unexpected error');
    expect(authErrorText('network')).toBe('unexpected error');
    expect(authErrorText('service/unavailable')).toBe('unexpected error');
  });
});

describe('password rules', () => {
  it('counts characters, not bytes or UTF-16 units', () => {
    expect(passwordLength('pässwörd')).toBe(8);
    expect(passwordLength('🐕🐕🐕🐕🐕🐕🐕🐕')).toBe(8);
    expect('🐕🐕🐕🐕🐕🐕🐕🐕'.length).toBe(16);
  });

  it('accepts 8 to 128 characters of anything', () => {
    expect(passwordLengthOk('1234567')).toBe(false);
    expect(passwordLengthOk('12345678')).toBe(true);
    expect(passwordLengthOk('🐕'.repeat(128))).toBe(true);
    expect(passwordLengthOk('x'.repeat(129))).toBe(false);
    expect(passwordLengthOk('        ')).toBe(true);
  });

  it('treats composed and decomposed accents as the same password', () => {
    const composed = 'caf\u00e9 au lait';
    const decomposed = 'cafe\u0301 au lait';
    expect(composed).not.toBe(decomposed);
    expect(normalisePassword(composed)).toBe(normalisePassword(decomposed));
  });
});

describe('e-mail addresses', () => {
  it('accepts ordinary addresses and refuses what cannot be one', () => {
    expect(isEmailAddress('walker@example.com')).toBe(true);
    expect(isEmailAddress('a.b+dogs@mail.example.co.uk')).toBe(true);
    expect(isEmailAddress('walker@example')).toBe(false);
    expect(isEmailAddress('walker example.com')).toBe(false);
    expect(isEmailAddress('@example.com')).toBe(false);
    expect(isEmailAddress('walker@@example.com')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });

  it('matches one address however it is capitalised', () => {
    expect(emailKey(' Walker@Example.COM ')).toBe(emailKey('walker@example.com'));
  });
});
