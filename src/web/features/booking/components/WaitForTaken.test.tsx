import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteApi } from '../../../../contract/api/site';
import { waitlistApi } from '../../../../contract/api/waitlist';
import type {
  JoinWaitlistRequest,
  JoinWaitlistResponse,
  MyWaitlist,
  WaitlistEntry,
} from '../../../../contract/waitlist';
import { bookingContextQuery } from '../../../api/bookingContext';
import { addressOf } from '../../../api/call';
import { sessionQuery } from '../../../api/session';
import { answer, api, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { BookingPage } from './BookingPage';

// The tests' park clock reads 09:00 on Tuesday 10 June 2025; the park is the seed's one field.
const TODAY = '2025-06-10';
const MONTH = '2025-06';

/** Today, the field held 08:30–09:00 (started) and 10:30–11:30; half-hour slots. */
function answerToday(waiting: WaitlistEntry[] = []) {
  answer(
    siteApi.availability,
    { query: { month: MONTH } },
    {
      month: MONTH,
      today: TODAY,
      nowTime: '09:00',
      closedDays: [],
      pastDays: [],
      busy: [
        { date: TODAY, start: '08:30', end: '09:00' },
        { date: TODAY, start: '10:30', end: '11:30' },
      ],
    },
  );
  answer(waitlistApi.mine, { entries: waiting, cancellationCutoffHours: 12 } satisfies MyWaitlist);
}

const entry = (time: string): WaitlistEntry => ({
  id: 4,
  date: TODAY,
  time,
  endTime: '11:00',
  minutes: 30,
  dogs: '1-4',
  shortNotice: true,
  fieldId: 1,
  status: 'waiting',
  joinedAt: '2025-06-10T08:00:00.000Z',
  offer: null,
});

function renderToday(waiting: WaitlistEntry[] = []) {
  answerToday(waiting);
  answer(siteApi.passTypes, { passTypes: [] });
  return renderWithApi(<BookingPage />, {
    at: '/booking',
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

async function openToday(user: ReturnType<typeof renderToday>['user']) {
  await user.click(screen.getByRole('button', { name: / 10th of June 2025, / }));
  return screen.findByRole('group', { name: 'Time slots' });
}

describe('waiting for a taken time, from the slot itself', () => {
  it('When a taken time to come is tapped, then its offer opens under the slots; a started one cannot be tapped', async () => {
    const { user } = renderToday();
    const times = await openToday(user);
    expect(within(times).getByRole('button', { name: '08:30' })).toBeDisabled();
    const taken = within(times).getByRole('button', { name: '10:30 Taken' });
    expect(taken).toHaveAttribute('aria-expanded', 'false');

    await user.click(taken);
    expect(taken).toHaveAttribute('aria-expanded', 'true');
    const offer = screen.getByRole('region', { name: '10:30 is taken' });
    expect(taken).toHaveAttribute('aria-controls', offer.id);
    expect(within(offer).getByText(/hold it for you for 15 minutes/)).toBeVisible();
    expect(
      within(offer).getByRole('checkbox', { name: 'Even at short notice' }),
    ).toHaveAccessibleDescription(/up to 12 hours before it starts/);

    // Tapped again, it closes.
    await user.click(taken);
    expect(screen.queryByRole('region', { name: '10:30 is taken' })).not.toBeInTheDocument();
  });

  it('When they ask to hear of it, then it is asked for with their choices, and they are told where to leave the list', async () => {
    const { user } = renderToday();
    const times = await openToday(user);
    api.post.mockResolvedValue({
      entry: entry('10:30'),
      alreadyOnList: false,
    } satisfies JoinWaitlistResponse);
    await user.click(within(times).getByRole('button', { name: '10:30 Taken' }));
    await user.click(screen.getByRole('checkbox', { name: 'Even at short notice' }));
    await user.click(screen.getByRole('button', { name: 'Tell me if it frees up' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(waitlistApi.join), {
      date: TODAY,
      time: '10:30',
      minutes: 30,
      dogs: '1-4',
      shortNotice: true,
    } satisfies JoinWaitlistRequest);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are on the list for 10:30 on the 10th of June 2025. We will e-mail you if it frees up. Leave the list any time in My bookings.',
    );
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );

    // Another taken time then offers its own list afresh.
    await user.click(within(times).getByRole('button', { name: '11:00 Taken' }));
    const offer = screen.getByRole('region', { name: '11:00 is taken' });
    expect(within(offer).getByRole('button', { name: 'Tell me if it frees up' })).toBeEnabled();
    expect(within(offer).queryByRole('status')).not.toBeInTheDocument();
  });

  it('When they already wait for it, then the slot says so and tapping it says so, with nothing to ask again', async () => {
    const { user } = renderToday([entry('10:30')]);
    const times = await openToday(user);
    const taken = await within(times).findByRole('button', { name: '10:30 Waiting' });
    await user.click(taken);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are on the list for 10:30 on the 10th of June 2025 already.',
    );
    expect(screen.queryByRole('button', { name: 'Tell me if it frees up' })).toBeNull();
  });

  it('When the time has freed meanwhile, then the server’s words say so and the day is read again', async () => {
    const { user } = renderToday();
    const times = await openToday(user);
    api.post.mockRejectedValue(refusal('waitlist/slot-free'));
    await user.click(within(times).getByRole('button', { name: '10:30 Taken' }));
    const asked = api.get.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Tell me if it frees up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That slot is free: book it instead.',
    );
    expect(api.get.mock.calls.length).toBeGreaterThan(asked);
  });
});
