import { describe, expect, it } from 'vitest';
import {
  contactAfter,
  contactBoxProblems,
  contactNameProblem,
  contactNeededSentence,
  contactToAsk,
  contactToSend,
  MOBILE_NEEDED,
  missingContact,
  mobileProblem,
  NAME_NEEDED,
  NAME_TOO_LONG,
  NOT_A_MOBILE,
  tidied,
} from './contact';

describe('mobileProblem', () => {
  it('takes a number as people write it: spaced, bracketed, dashed, with a country code', () => {
    for (const typed of [
      '07700 900123',
      '07700900123',
      '+44 7700 900123',
      '+44 (0)7700 900-123',
      '(01632) 960 001',
      ' 0161 496 0000 ',
      '1234567',
      '+123456789012345',
    ]) {
      expect(mobileProblem(typed), typed).toBeNull();
    }
  });

  it('refuses fewer than 7 digits or more than 15', () => {
    expect(mobileProblem('123 456')).toBe(NOT_A_MOBILE);
    expect(mobileProblem('+1234567890123456')).toBe(NOT_A_MOBILE);
    expect(mobileProblem('(-) ( )')).toBe(NOT_A_MOBILE);
  });

  it('refuses letters, a + anywhere but the start, and other marks', () => {
    for (const typed of [
      '07700 9OO123',
      '0770+0900123',
      '07700.900.123',
      'call me',
      '#07700900123',
    ]) {
      expect(mobileProblem(typed), typed).toBe(NOT_A_MOBILE);
    }
  });

  it('refuses a number padded past 30 characters', () => {
    expect(mobileProblem(`0 7 7 0 0 - 9 0 0 - 1 2 3 ${'-'.repeat(10)}`)).toBe(NOT_A_MOBILE);
  });
});

describe('contactNameProblem', () => {
  it('takes a name of 1 to 100 characters once trimmed', () => {
    expect(contactNameProblem('Sam')).toBeNull();
    expect(contactNameProblem(`  ${'a'.repeat(100)}  `)).toBeNull();
  });

  it('refuses a blank name and one over 100 characters', () => {
    expect(contactNameProblem('   ')).toBe(NAME_NEEDED);
    expect(contactNameProblem('a'.repeat(101))).toBe(NAME_TOO_LONG);
  });
});

describe('tidied', () => {
  it('keeps the words as typed, trimmed and singly spaced', () => {
    expect(tidied('  Sam   Jones ')).toBe('Sam Jones');
  });
});

describe('the contact a booking needs', () => {
  const none = { name: null, mobile: null };

  it('always needs a name; a mobile only when the owner requires one', () => {
    expect(missingContact(none, 'off')).toEqual({ name: NAME_NEEDED });
    expect(missingContact(none, 'optional')).toEqual({ name: NAME_NEEDED });
    expect(missingContact(none, 'required')).toEqual({ name: NAME_NEEDED, mobile: MOBILE_NEEDED });
    expect(missingContact({ name: 'Sam', mobile: null }, 'required')).toEqual({
      mobile: MOBILE_NEEDED,
    });
    expect(missingContact({ name: 'Sam', mobile: '07700 900123' }, 'required')).toEqual({});
  });

  it('takes what is sent over what the account had, and keeps what is not sent', () => {
    const kept = { name: 'Sam', mobile: '07700 900123' };
    expect(contactAfter(kept, undefined)).toEqual(kept);
    expect(contactAfter(kept, { name: 'Sam Jones' })).toEqual({
      name: 'Sam Jones',
      mobile: '07700 900123',
    });
    expect(contactAfter(none, { name: 'Sam', mobile: '+44 7700 900123' })).toEqual({
      name: 'Sam',
      mobile: '+44 7700 900123',
    });
  });

  it('says in one sentence what is missing', () => {
    expect(contactNeededSentence({ name: NAME_NEEDED })).toBe(
      'Please give your name, so the park knows who is booking.',
    );
    expect(contactNeededSentence({ mobile: MOBILE_NEEDED })).toBe(
      'Please give a mobile number, so the park can reach you on the day.',
    );
    expect(contactNeededSentence({ name: NAME_NEEDED, mobile: MOBILE_NEEDED })).toBe(
      'Please give your name and a mobile number, so the park can reach you on the day.',
    );
  });
});

describe('the boxes a booking asks for', () => {
  const none = { name: null, mobile: null };

  it('When the account has no name, then the name is asked, and the mobile unless the park asks none', () => {
    expect(contactToAsk(none, 'optional')).toEqual({ name: true, mobile: true });
    expect(contactToAsk(none, 'required')).toEqual({ name: true, mobile: true });
    expect(contactToAsk(none, 'off')).toEqual({ name: true, mobile: false });
  });

  it('When the account has a name, then only a required mobile it lacks is asked', () => {
    const named = { name: 'Sam Walker', mobile: null };
    expect(contactToAsk(named, 'optional')).toEqual({ name: false, mobile: false });
    expect(contactToAsk(named, 'required')).toEqual({ name: false, mobile: true });
    expect(contactToAsk({ ...named, mobile: '07700 900123' }, 'required')).toEqual({
      name: false,
      mobile: false,
    });
  });

  it('When the boxes are checked, then each problem is given for its box, all at once', () => {
    const both = { name: true, mobile: true };
    expect(contactBoxProblems(both, { name: ' ', mobile: 'call me' }, 'optional')).toEqual({
      name: NAME_NEEDED,
      mobile: NOT_A_MOBILE,
    });
    expect(contactBoxProblems(both, { name: 'Sam', mobile: '' }, 'optional')).toEqual({});
    expect(contactBoxProblems(both, { name: 'Sam', mobile: '' }, 'required')).toEqual({
      mobile: MOBILE_NEEDED,
    });
    expect(contactBoxProblems(both, { name: 'Sam', mobile: '07700 900123' }, 'required')).toEqual(
      {},
    );
  });
});

describe('the name and mobile a booking sends', () => {
  it('When nothing was asked, then nothing is sent; else the boxes typed, with the name kept', () => {
    const kept = { name: 'Sam', mobile: null };
    expect(contactToSend(kept, { name: false, mobile: false }, { name: '', mobile: '' })).toBe(
      undefined,
    );
    expect(
      contactToSend(kept, { name: false, mobile: true }, { name: '', mobile: '07700 900123' }),
    ).toEqual({ name: 'Sam', mobile: '07700 900123' });
    expect(
      contactToSend(
        { name: null, mobile: null },
        { name: true, mobile: true },
        { name: 'Jo', mobile: ' ' },
      ),
    ).toEqual({ name: 'Jo' });
  });
});
