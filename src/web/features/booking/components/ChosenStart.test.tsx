import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteApi } from '../../../../contract/api/site';
import type { AvailabilityResponse } from '../../../../contract/bookings';
import type { PublicPark } from '../../../../contract/park';
import { bookingContextQuery } from '../../../api/bookingContext';
import { sessionQuery } from '../../../api/session';
import { answer } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { twoFields } from '../../../testing/testPark';
import { BookingPage } from './BookingPage';

// Decision 121: a free time chosen before signing up comes in the booking page's address. The
// park's clock reads Tuesday 10 June 2025, 09:00 (testPark.ts); the Top field (1) is held from
// 10:00 to 11:00 on Thursday the 12th.
const JUNE = '2025-06';

function june(busy: AvailabilityResponse['busy'] = []): AvailabilityResponse {
  return { month: JUNE, today: '2025-06-10', nowTime: '09:00', closedDays: [], pastDays: [], busy };
}

function renderAt(park: Partial<PublicPark>, at: string) {
  answer(siteApi.passTypes, { passTypes: [] });
  answer(
    siteApi.availability,
    { query: { month: JUNE, field: 1 } },
    june([{ date: '2025-06-12', start: '10:00', end: '11:00' }]),
  );
  answer(siteApi.availability, { query: { month: JUNE, field: 2 } }, june());
  answer(siteApi.availability, { query: { month: JUNE } }, june());
  return renderWithApi(<BookingPage />, {
    park,
    at,
    known: (client) => {
      client.setQueryData(sessionQuery().queryKey, {
        user: { id: 'u1', email: 'walker@example.com' },
        paid: false,
        admin: false,
        superAdmin: false,
        twoFactor: false,
      });
      client.setQueryData(bookingContextQuery().queryKey, {
        rules: { version: 3, standing: 'accepted' },
        dogNames: [],
        contact: { name: 'Sam', mobile: null, mobileAsk: 'optional' },
        passes: [],
      });
    },
  });
}

const summary = () => screen.getByRole('region', { name: 'Your booking' });
const shown = (term: string) => within(summary()).getByText(term).nextElementSibling;

describe('the booking page opened at a chosen free time', () => {
  it('When the address chooses a time on the Puppy paddock, then its day opens with that day, length and time chosen', async () => {
    renderAt(twoFields, '/booking?field=2&day=2025-06-12&time=10:00&minutes=120');
    expect(await screen.findByRole('heading', { level: 2, name: 'Puppy paddock' })).toBeVisible();
    expect(shown('Field')).toHaveTextContent('Puppy paddock');
    expect(shown('Day')).toHaveTextContent('12th of June 2025');
    expect(shown('Slot')).toHaveTextContent('10:00 to 12:00');
    expect(screen.getByRole('radio', { name: '2 hours' })).toBeChecked();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('When the park has one field, then its day opens at the time', async () => {
    renderAt({}, '/booking?field=1&day=2025-06-12&time=14:00&minutes=60');
    expect(await screen.findByRole('group', { name: 'Time slots' })).toBeVisible();
    expect(shown('Slot')).toHaveTextContent('14:00 to 15:00');
  });

  it('When the time was taken meanwhile, then the field opens with nothing chosen, and says so', async () => {
    renderAt(twoFields, '/booking?field=1&day=2025-06-12&time=10:00&minutes=60');
    expect(await screen.findByRole('note')).toHaveTextContent(
      '10:00 on Thursday 12th of June has just been taken. Choose another time below.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Top field' })).toBeVisible();
    expect(shown('Slot')).not.toHaveTextContent('10:00');
  });

  it.each([
    [
      'a time gone by',
      'field=1&day=2025-06-09&time=10:00&minutes=60',
      'That slot has already started. Choose another time below.',
    ],
    [
      'a day the field is closed',
      'field=1&day=2025-06-20&time=10:00&minutes=60',
      'The park is closed that day. Choose another time below.',
    ],
    [
      'a field that is not there',
      'field=9&day=2025-06-12&time=10:00&minutes=60',
      'That field is not taking bookings. Choose a field and a time below.',
    ],
    [
      'a length the field does not sell',
      'field=1&day=2025-06-12&time=12:00&minutes=45',
      'That length is not sold. Choose another time below.',
    ],
    [
      'a time that is no time',
      'field=1&day=2025-06-12&time=25:00&minutes=60',
      'That is not a time we can book. Choose another time below.',
    ],
  ])(
    'When the address chooses %s, then the page opens as usual and says so in one line',
    async (_what, query, words) => {
      renderAt(twoFields, `/booking?${query}`);
      expect(await screen.findByRole('note')).toHaveTextContent(words);
      expect(screen.getByRole('heading', { level: 1, name: 'Book Now' })).toBeVisible();
    },
  );
});
