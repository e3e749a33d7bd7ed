import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingsApi } from '../../../../contract/api/bookings';
import { siteApi } from '../../../../contract/api/site';
import { waitlistApi } from '../../../../contract/api/waitlist';
import type { AvailabilityResponse } from '../../../../contract/bookings';
import type { PublicPark } from '../../../../contract/park';
import type { MyPass } from '../../../../contract/passes';
import { bookingContextQuery } from '../../../api/bookingContext';
import { addressOf } from '../../../api/call';
import { sessionQuery } from '../../../api/session';
import { answer, api, never } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { puppyPaddock, topField, twoFields } from '../../../testing/testPark';
import { BookingPage } from './BookingPage';

// The park's clock reads Tuesday 10 June 2025, 09:00 (testPark.ts). The Top field is open
// 08:00–20:00 and sells 30 minutes and 1 hour; the Puppy paddock 09:00–17:00, 45 minutes and
// 2 hours from every quarter hour, for 1-2 or 3-4 dogs, dearer for 1-2 at weekends.
const JUNE = '2025-06';

function june(busy: AvailabilityResponse['busy'] = []): AvailabilityResponse {
  return { month: JUNE, today: '2025-06-10', nowTime: '09:00', closedDays: [], pastDays: [], busy };
}

/** The Top field is held from 10:00 to 11:00 on Thursday the 12th; the Puppy paddock is free. */
function answerJune() {
  const topTaken = june([{ date: '2025-06-12', start: '10:00', end: '11:00' }]);
  answer(siteApi.availability, { query: { month: JUNE, field: 1 } }, topTaken);
  answer(siteApi.availability, { query: { month: JUNE, field: 2 } }, june());
}

function renderBooking(park: Partial<PublicPark>, at = '/booking', passes: MyPass[] = []) {
  answer(siteApi.passTypes, { passTypes: [] });
  answer(waitlistApi.mine, { entries: [], cancellationCutoffHours: 12 });
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
        passes,
        contact: { name: 'Sam', mobile: null, mobileAsk: 'optional' },
      });
    },
  });
}

const day = (words: string) => screen.getByRole('button', { name: new RegExp(` ${words}, `) });
const summary = () => screen.getByRole('region', { name: 'Your booking' });
const shown = (term: string) => within(summary()).getByText(term).nextElementSibling;
/** A row of the "any field" view, by its time. */
const row = (time: string) =>
  within(screen.getByRole('list', { name: 'Free fields at each time' }))
    .getAllByRole('listitem')
    .find((item) => item.firstElementChild?.textContent === time) as HTMLElement;

describe('choosing a field on the booking page', () => {
  it('When the park has two open fields, then it starts with a card for each, its price from, and "any field"', () => {
    renderBooking(twoFields);
    const cards = screen.getByRole('region', { name: 'Choose a field' });
    const top = within(cards).getByRole('heading', { name: 'Top field' }).closest('li');
    const puppy = within(cards).getByRole('heading', { name: 'Puppy paddock' }).closest('li');
    expect(top).toHaveTextContent('Two acres · Up to 8 dogs · 30 minutes or 1 hour');
    expect(top).toHaveTextContent('from £6.50');
    expect(puppy).toHaveTextContent('Half an acre · Up to 4 dogs · 45 minutes or 2 hours');
    expect(puppy).toHaveTextContent('Small and quiet: good for puppies and nervous dogs.');
    expect(puppy).toHaveTextContent('from £5.00');
    expect(within(cards).getByRole('heading', { name: 'Any field' })).toBeInTheDocument();
    // Nothing to book until a field, or any field, is chosen.
    expect(screen.queryByRole('group', { name: /^Days of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it("When a field's card is chosen, then its day shows its own lengths, bands and prices, at its weekend price on a Saturday", async () => {
    answerJune();
    const { user } = renderBooking(twoFields);
    await user.click(screen.getByRole('link', { name: 'Choose Puppy paddock' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Puppy paddock' })).toHaveFocus();
    expect(
      screen.getByText('1-2 dogs 45 min £5.00 (weekends £6.00) / 2 hr £12.00 (weekends £14.00)'),
    ).toBeInTheDocument();

    await user.click(day('14th of June 2025'));
    expect(screen.getByRole('radio', { name: '45 min' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2 hours' })).toBeInTheDocument();
    const dogs = screen.getByLabelText('Number of dogs') as HTMLSelectElement;
    expect(Array.from(dogs.querySelectorAll('optgroup')).map((group) => group.label)).toEqual([
      '1-2',
      '3-4',
    ]);
    expect(Array.from(dogs.options).map((option) => option.value)).toEqual(['1', '2', '3', '4']);
    const times = screen.getByRole('group', { name: 'Time slots' });
    // Every quarter hour from 09:00, the last 45 minutes before 17:00.
    expect(within(times).getByRole('button', { name: '09:15' })).toBeEnabled();
    expect(within(times).getByRole('button', { name: '16:15' })).toBeEnabled();
    expect(within(times).queryByRole('button', { name: '16:30' })).not.toBeInTheDocument();

    await user.click(within(times).getByRole('button', { name: '10:00' }));
    expect(shown('Field')).toHaveTextContent('Puppy paddock');
    expect(shown('Slot')).toHaveTextContent('10:00 to 10:45');
    expect(shown('Price')).toHaveTextContent('£6.00');
    expect(api.get).toHaveBeenCalledWith(
      addressOf(siteApi.availability, { query: { month: JUNE, field: 2 } }),
    );
  });

  it('When any field is chosen, then each time of a day lists the fields free at it, for the lengths each sells', async () => {
    answerJune();
    const { user } = renderBooking(twoFields);
    await user.click(screen.getByRole('link', { name: "See every field's free times" }));
    expect(screen.getByRole('heading', { level: 2, name: 'Any field' })).toHaveFocus();
    await user.click(day('12th of June 2025'));

    expect(
      await screen.findByRole('list', { name: 'Free fields at each time' }),
    ).toBeInTheDocument();
    // Before the paddock opens, only the Top field.
    expect(row('08:00')).toHaveTextContent('Top field');
    expect(row('08:00')).not.toHaveTextContent('Puppy paddock');
    // Both are free at 09:00; at 10:00 the Top field is held.
    const nine = within(row('09:00'));
    expect(nine.getByRole('button', { name: '09:00, Top field, 30 min' })).toBeInTheDocument();
    expect(nine.getByRole('button', { name: '09:00, Top field, 1 hour' })).toBeInTheDocument();
    expect(nine.getByRole('button', { name: '09:00, Puppy paddock, 45 min' })).toBeInTheDocument();
    expect(row('10:00')).not.toHaveTextContent('Top field');
    expect(row('10:00')).toHaveTextContent('Puppy paddock');
    // The paddock's quarter hours are times of their own.
    expect(row('10:15')).toHaveTextContent('Puppy paddock');
  });

  it('When a free time is chosen in the "any field" view, then that field is booked, its number in the hold', async () => {
    answerJune();
    api.post.mockReturnValue(never());
    const { user } = renderBooking(twoFields);
    await user.click(screen.getByRole('link', { name: "See every field's free times" }));
    await user.click(day('12th of June 2025'));
    await user.click(await screen.findByRole('button', { name: '10:00, Puppy paddock, 45 min' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Puppy paddock' })).toHaveFocus();
    const times = screen.getByRole('group', { name: 'Time slots' });
    expect(within(times).getByRole('button', { name: '10:00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('radio', { name: '45 min' })).toBeChecked();
    expect(shown('Field')).toHaveTextContent('Puppy paddock');
    expect(shown('Day')).toHaveTextContent('12th of June 2025');
    expect(shown('Price')).toHaveTextContent('£5.00');

    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(bookingsApi.book), {
      date: '2025-06-12',
      time: '10:00',
      minutes: 45,
      dogs: '1-2',
      dogCount: 1,
      rulesVersion: null,
      discountCode: null,
      fieldId: 2,
    });
  });

  it("When a field's view asks to repeat weekly or to wait for a taken time, then each request names the field", async () => {
    answer(
      siteApi.availability,
      { query: { month: JUNE, field: 2 } },
      june([{ date: '2025-06-12', start: '10:00', end: '10:45' }]),
    );
    answer(
      bookingsApi.seriesPreview,
      {
        query: {
          date: '2025-06-12',
          time: '11:00',
          minutes: 45,
          dogs: '1-2',
          weeks: 4,
          fieldId: 2,
        },
      },
      { weeks: [], pricePence: 500, totalPence: 0 },
    );
    api.post.mockReturnValue(never());
    const { user } = renderBooking(twoFields, '/booking?field=2');
    await user.click(day('12th of June 2025'));
    const times = await screen.findByRole('group', { name: 'Time slots' });
    await user.click(within(times).getByRole('button', { name: '11:00' }));
    await user.click(screen.getByRole('checkbox', { name: 'Repeat weekly' }));
    expect(api.get).toHaveBeenCalledWith(
      addressOf(bookingsApi.seriesPreview, {
        query: {
          date: '2025-06-12',
          time: '11:00',
          minutes: 45,
          dogs: '1-2',
          weeks: 4,
          fieldId: 2,
        },
      }),
    );

    await user.click(within(times).getByRole('button', { name: '09:30 Taken' }));
    await user.click(screen.getByRole('button', { name: 'Tell me if it frees up' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(waitlistApi.join), {
      date: '2025-06-12',
      time: '09:30',
      minutes: 45,
      dogs: '1-2',
      shortNotice: false,
      fieldId: 2,
    });
  });

  it('When "Choose another field" is pressed, then the cards come back', async () => {
    answerJune();
    const { user } = renderBooking(twoFields, '/booking?field=1');
    expect(screen.getByRole('heading', { level: 2, name: 'Top field' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Choose another field' }));
    expect(screen.getByRole('heading', { name: 'Choose a field' })).toHaveFocus();
  });

  it('When the park has one field, then there are no cards and no field named, and requests name none', async () => {
    answer(siteApi.availability, { query: { month: JUNE } }, june());
    api.post.mockReturnValue(never());
    const { user } = renderBooking({});
    expect(screen.queryByRole('region', { name: 'Choose a field' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Main field/)).not.toBeInTheDocument();
    await user.click(day('12th of June 2025'));
    const times = await screen.findByRole('group', { name: 'Time slots' });
    await user.click(within(times).getByRole('button', { name: '14:00' }));
    expect(within(summary()).queryByText('Field')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(api.post.mock.calls[0]?.[1]).not.toHaveProperty('fieldId');
  });

  it("When the second field is retired, then the page is the one field's, and its holds name it", async () => {
    answer(siteApi.availability, { query: { month: JUNE, field: 1 } }, june());
    renderBooking({ fields: [topField, { ...puppyPaddock, retired: true }] });
    expect(screen.queryByRole('region', { name: 'Choose a field' })).not.toBeInTheDocument();
    expect(screen.queryByText('Top field')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Days of June 2025' })).toBeInTheDocument();
  });

  it('When the customer holds a pass for the paddock, then it may pay there and not on the Top field', async () => {
    answerJune();
    const paddockPass: MyPass = {
      id: 9,
      name: 'Five puppy sessions',
      sessions: 5,
      minutes: 45,
      dogs: '1-2',
      fieldIds: [puppyPaddock.id],
      pricePence: 2000,
      status: 'active',
      sessionsLeft: 5,
      validUntil: '2025-12-31',
      checkoutUrl: null,
    };
    const { user } = renderBooking(twoFields, '/booking?field=2', [paddockPass]);
    await user.click(day('12th of June 2025'));
    const times = screen.getByRole('group', { name: 'Time slots' });
    await user.click(within(times).getByRole('button', { name: '10:00' }));
    const payWith = screen.getByRole('group', { name: 'Pay with' });
    expect(payWith).toHaveTextContent('Five puppy sessions: 5 sessions left');

    await user.click(screen.getByRole('link', { name: 'Choose another field' }));
    await user.click(screen.getByRole('link', { name: 'Choose Top field' }));
    await user.click(day('12th of June 2025'));
    await user.click(
      within(screen.getByRole('group', { name: 'Time slots' })).getByRole('button', {
        name: '14:00',
      }),
    );
    expect(screen.queryByRole('group', { name: 'Pay with' })).not.toBeInTheDocument();
  });
});
