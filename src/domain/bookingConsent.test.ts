import { describe, expect, it } from 'vitest';
import {
  bandRange,
  dogCountChoices,
  dogCountProblem,
  rulesStanding,
  suggestedDogCount,
  tidyDogNames,
} from './bookingConsent';

describe('rulesStanding', () => {
  it('When the customer never ticked the rules, then it is their first time', () => {
    expect(rulesStanding(1, null)).toBe('first-time');
  });

  it('When they ticked the version in force, then they have accepted it', () => {
    expect(rulesStanding(3, 3)).toBe('accepted');
  });

  it('When the rules changed after they ticked them, then they must tick again', () => {
    expect(rulesStanding(4, 3)).toBe('changed');
  });
});

describe('dog counts', () => {
  it('When a band is read, then it gives its lowest and highest count', () => {
    expect(bandRange('1-4')).toEqual({ min: 1, max: 4 });
    expect(bandRange('7-8')).toEqual({ min: 7, max: 8 });
  });

  it('When the park lets in fewer dogs than a band covers, then the choices stop there', () => {
    expect(dogCountChoices('1-4', 8)).toEqual([1, 2, 3, 4]);
    expect(dogCountChoices('5-6', 5)).toEqual([5]);
    expect(dogCountChoices('7-8', 6)).toEqual([]);
  });

  it('When a count is outside its band, then the problem names the band', () => {
    expect(dogCountProblem('1-4', 3, 8)).toBeNull();
    expect(dogCountProblem('1-4', 5, 8)).toBe('A 1-4 booking is for 1 to 4 dogs.');
    expect(dogCountProblem('5-6', 6, 5)).toBe('A 5-6 booking is for 5 dogs.');
    expect(dogCountProblem('7-8', 7, 6)).toBe(
      'The park lets in 6 dogs at most, fewer than the 7-8 band.',
    );
  });

  it("When the customer keeps three dogs' names, then three is suggested where the band allows", () => {
    expect(suggestedDogCount('1-4', 3, 8)).toBe(3);
    expect(suggestedDogCount('5-6', 3, 8)).toBe(5);
    expect(suggestedDogCount('1-4', 0, 8)).toBe(1);
    expect(suggestedDogCount('1-4', 9, 8)).toBe(4);
  });
});

describe('tidyDogNames', () => {
  it('When names come with spaces, blanks and repeats, then each is kept once, trimmed, in order', () => {
    expect(tidyDogNames(['  Biscuit ', '', 'Pepper  the  Pup', 'biscuit', '   '])).toEqual([
      'Biscuit',
      'Pepper the Pup',
    ]);
  });
});
