import { describe, expect, it } from 'vitest';
import { puppyPaddock } from '../../../testing/testPark';
import { draftOf, fieldSettingsOf, priceKey, tableOf } from './fieldDraft';

/** The puppy paddock's gate as Settings has it: the week's codes, no lock. */
const NO_LOCK = { ...puppyPaddock.access, lockDeviceId: null };

describe("a field's draft", () => {
  it('When a saved field is drafted and read back, then it is the same field', () => {
    const { value, errors } = fieldSettingsOf(draftOf(puppyPaddock, NO_LOCK));
    expect(errors).toEqual({});
    expect(value).toEqual({
      name: puppyPaddock.name,
      description: puppyPaddock.description,
      size: puppyPaddock.size,
      sales: {
        maxDogs: 4,
        lengths: [45, 120],
        startStepMinutes: 15,
        bands: puppyPaddock.bands,
        prices: puppyPaddock.prices,
      },
      hours: puppyPaddock.hours,
      handoverMinutes: 0,
      access: NO_LOCK,
    });
  });

  it('When a field opened by lock is drafted and read back, then its lock and minutes go as they were', () => {
    const access = {
      kind: 'lock' as const,
      lockDeviceId: 'august_device_1',
      minutesAfter: 0,
      deadlineMinutes: 1440,
    };
    const { value, errors } = fieldSettingsOf(draftOf(puppyPaddock, access));
    expect(errors).toEqual({});
    expect((value as { access: unknown }).access).toEqual(access);
  });

  it("When the gate's minutes are not figures, then a lock says why, and another way sends the defaults", () => {
    const draft = draftOf(puppyPaddock, NO_LOCK);
    const typed = { ...draft.access, minutesAfter: '61', deadlineMinutes: 'soon' };
    expect(fieldSettingsOf({ ...draft, access: { ...typed, kind: 'lock' } }).errors).toEqual({
      'access.minutesAfter':
        "The code's minutes after the booking ends are a whole number from 0 to 60.",
      'access.deadlineMinutes':
        "The minutes before the start to give the day's code are a whole number from 0 to 1440.",
    });
    const byDay = fieldSettingsOf({ ...draft, access: { ...typed, kind: 'day' } });
    expect(byDay.errors).toEqual({});
    expect((byDay.value as { access: unknown }).access).toEqual({
      kind: 'day',
      lockDeviceId: null,
      minutesAfter: 10,
      deadlineMinutes: 120,
    });
  });

  it('When lengths and bands are half typed, then the price table has the pieces that make sense, each once', () => {
    expect(tableOf({ lengths: '45, 12, 45, 1', bands: '1-2, 3-, 3-4' })).toEqual({
      lengths: [45],
      bands: ['1-2', '3-4'],
    });
  });

  it('When a length is taken out and put back, then its typed prices are still there', () => {
    const draft = { ...draftOf(puppyPaddock, NO_LOCK), lengths: '45' };
    const sent = fieldSettingsOf({ ...draft, lengths: '45, 120' }).value as {
      sales: { prices: unknown[] };
    };
    expect(draft.prices[priceKey('1-2', 120)]).toEqual({ pounds: '12.00', weekend: '14.00' });
    expect(sent.sales.prices).toHaveLength(4);
  });

  it('When figures are not figures, then each box says why in words', () => {
    const { errors } = fieldSettingsOf({
      ...draftOf(puppyPaddock, NO_LOCK),
      maxDogs: 'four',
      lengths: '45, 300',
      startStep: '2',
      bands: 'small',
      handover: '20',
    });
    expect(errors).toEqual({
      'sales.maxDogs': 'A field takes from 1 to 50 dogs.',
      'sales.lengths': 'Write each length in minutes, from 15 to 240, with commas: 30, 60.',
      'sales.startStepMinutes':
        "Sessions start every 5 to 240 minutes; leave it empty for a session's own length.",
      'sales.bands': 'Write the bands as numbers of dogs with commas: 1-4, 5-6, 7-8.',
      handoverMinutes: 'The handover gap is a whole number from 0 to 15.',
    });
  });
});
