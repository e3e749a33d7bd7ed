import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CodesResponse, WeekBooking } from '../../../../contract/admin';
import { adminApi } from '../../../../contract/api/admin';
import { ownerApi } from '../../../../contract/api/owner';
import { addressOf } from '../../../api/call';
import { answer, api, never } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { codesQueries } from '../api/codesApi';
import { CodesTab } from './CodesTab';

const codes: CodesResponse = {
  today: null,
  months: [
    {
      month: '2025-06',
      label: 'June 2025',
      weeks: [
        { week: 1, label: 'week 1', start: '2025-06-01', end: '2025-06-01', code: '1111' },
        { week: 2, label: 'week 2', start: '2025-06-02', end: '2025-06-08', code: '2222' },
        { week: 3, label: 'week 3', start: '2025-06-09', end: '2025-06-15', code: '3333' },
        { week: 4, label: 'week 4', start: '2025-06-16', end: '2025-06-30', code: '4444' },
      ],
    },
  ],
};

const booking = (id: number, who: string, time: string, canEmail = true): WeekBooking => ({
  id,
  who,
  date: '2025-06-14',
  time,
  minutes: 30,
  canEmail,
});

/** June's week 3, as the addresses of its code have it. */
const week3 = { year: 2025, month: 6, week: 3 };

/** The Codes tab as a super admin sees it, the week's bookings being what the server answers. */
async function openWeek3(reached: WeekBooking[] | Promise<never>) {
  answer(adminApi.codes, codes);
  answer(ownerApi.weekBookings, { params: week3 }, reached);
  const rendered = renderWithApi(<CodesTab superAdmin />, {
    known: (client) => client.setQueryData(codesQueries.codes().queryKey, codes),
  });
  await rendered.user.click(screen.getByRole('button', { name: 'Change week 3' }));
  const dialog = screen.getByRole('dialog', { name: /^Change the code of week 3/ });
  return { ...rendered, dialog };
}

describe('changing a gate code on the Codes tab', () => {
  it('When the week has bookings to come, then they are listed, the e-mail box is ticked and Save counts the customers', async () => {
    const { user, dialog } = await openWeek3([
      booking(11, 'ann@example.com', '10:00'),
      booking(12, 'bob@example.com', '12:00'),
      booking(13, 'ann@example.com', '15:00'),
      booking(14, 'Manual Booking', '16:00', false),
    ]);
    expect(api.get).toHaveBeenCalledWith(addressOf(ownerApi.weekBookings, { params: week3 }));
    const listed = await within(dialog).findByRole('list', {
      name: 'Bookings the new code reaches',
    });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Booking 11, 14/06/2025 10:00, 30 minutes, ann@example.com',
      'Booking 12, 14/06/2025 12:00, 30 minutes, bob@example.com',
      'Booking 13, 14/06/2025 15:00, 30 minutes, ann@example.com',
      "Booking 14, 14/06/2025 16:00, 30 minutes, Manual Booking (the park's own: no e-mail)",
    ]);
    const box = within(dialog).getByRole('checkbox', { name: 'E-mail them the new code' });
    expect(box).toBeChecked();
    // Ann has two bookings: two customers hear, not three.
    const save = within(dialog).getByRole('button', { name: 'Save and tell 2 customers' });

    await user.type(within(dialog).getByLabelText('New code for week 3'), '4821');
    api.post.mockReturnValue(never());
    await user.click(save);
    expect(api.post).toHaveBeenCalledWith(addressOf(ownerApi.changeCode, { params: week3 }), {
      code: '4821',
      notify: true,
    });
  });

  it('When the box is unticked, then the button is plain Save and nobody is e-mailed', async () => {
    const { user, dialog } = await openWeek3([booking(11, 'ann@example.com', '10:00')]);
    const box = await within(dialog).findByRole('checkbox', { name: 'E-mail them the new code' });
    expect(within(dialog).getByRole('button', { name: 'Save and tell 1 customer' })).toBeEnabled();
    await user.click(box);
    expect(box).not.toBeChecked();
    await user.type(within(dialog).getByLabelText('New code for week 3'), '4821');
    api.post.mockReturnValue(never());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(ownerApi.changeCode, { params: week3 }), {
      code: '4821',
      notify: false,
    });
  });

  it('When the week has no bookings to come, then it says so, with no box and a plain Save', async () => {
    const { dialog } = await openWeek3([]);
    expect(
      await within(dialog).findByText('No paid bookings to come in this week.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('When the bookings are still being found, then Save waits for them', async () => {
    const { dialog } = await openWeek3(never());
    expect(within(dialog).getByText('Finding the bookings of this week…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('When the code is saved, then the dialog closes and what was done is said as a success', async () => {
    const { user, dialog } = await openWeek3([booking(11, 'ann@example.com', '10:00')]);
    await within(dialog).findByRole('checkbox', { name: 'E-mail them the new code' });
    await user.type(within(dialog).getByLabelText('New code for week 3'), '4821');
    api.post.mockResolvedValue({ code: '4821', notified: 1, updated: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save and tell 1 customer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'week 3 is now #4821#; 1 booking given it, 1 told by e-mail.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
