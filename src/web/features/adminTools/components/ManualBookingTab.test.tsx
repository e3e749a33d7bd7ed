import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserRow } from '../../../../contract/admin';
import { adminApi } from '../../../../contract/api/admin';
import { ownerApi } from '../../../../contract/api/owner';
import { addressOf } from '../../../api/call';
import { answer, api, never, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { twoFields } from '../../../testing/twoFields';
import { ManualBookingTab } from './ManualBookingTab';

// A manual booking is on a field the owner chooses, where the park has several (decision 114).

async function openDialog(park = twoFields) {
  const rendered = renderWithApi(<ManualBookingTab />, { park });
  await rendered.user.click(screen.getByRole('button', { name: 'Book a session' }));
  const dialog = screen.getByRole('dialog', { name: 'Book a session' });
  const fill = async () => {
    await rendered.user.type(within(dialog).getByLabelText('Select Day'), '2025-06-14');
    await rendered.user.type(within(dialog).getByLabelText('Select Time Slot'), '10:00');
  };
  return { ...rendered, dialog, fill };
}

const lengths = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('combobox', { name: 'Duration' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the manual booking dialog', () => {
  it('When the park has two fields, then the session is on the field chosen, for one of the lengths it sells', async () => {
    const { user, dialog, fill } = await openDialog();
    const field = within(dialog).getByRole('combobox', { name: 'Field' });
    expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Main field', 'Puppy paddock']);
    expect(lengths(dialog)).toEqual(['30 minutes', '1 hour']);

    await user.selectOptions(field, 'Puppy paddock');
    expect(lengths(dialog)).toEqual(['45 minutes', '2 hours']);
    await fill();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Duration' }), '2 hours');
    api.post.mockReturnValue(never());
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(ownerApi.manualBooking), {
      date: '2025-06-14',
      time: '10:00',
      dogs: 1,
      minutes: 120,
      fieldId: 2,
    });
  });

  it('When the park has one field, then there is no choice of field and none is sent', async () => {
    const { user, dialog, fill } = await openDialog({});
    expect(within(dialog).queryByRole('combobox', { name: 'Field' })).toBeNull();
    expect(lengths(dialog)).toEqual(['30 minutes', '1 hour']);
    await fill();
    api.post.mockReturnValue(never());
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(ownerApi.manualBooking), {
      date: '2025-06-14',
      time: '10:00',
      dogs: 1,
      minutes: 30,
    });
  });

  describe('for whom', () => {
    const ann: AdminUserRow = {
      id: '5b0f3c52-0000-4000-8000-000000000007',
      email: 'ann.fielding@example.com',
      role: 'customer',
      bookings: 3,
      firstBooking: '2025-05-02',
      isTest: false,
      emailVerified: true,
      customerName: 'Ann Fielding',
      customerMobile: '07700 900555',
    };

    it('When nobody is chosen, then it is the park’s own booking, as before, and no customer is sent', async () => {
      const { user, dialog, fill } = await openDialog({});
      const forWhom = within(dialog).getByRole('group', { name: 'For' });
      expect(
        within(forWhom).getByRole('radio', { name: "The park itself ('Manual Booking')" }),
      ).toBeChecked();
      await fill();
      api.post.mockReturnValue(never());
      await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
      expect(api.post).toHaveBeenCalledWith(addressOf(ownerApi.manualBooking), {
        date: '2025-06-14',
        time: '10:00',
        dogs: 1,
        minutes: 30,
      });
    });

    it('When it is for someone new, then their name, address and mobile are sent as typed', async () => {
      const { user, dialog, fill } = await openDialog({});
      await user.click(within(dialog).getByRole('radio', { name: 'Someone new' }));
      await user.type(within(dialog).getByLabelText('Name'), 'Jo Bloggs');
      await user.type(within(dialog).getByLabelText('E-mail'), 'jo@example.com');
      await user.type(within(dialog).getByLabelText('Mobile'), '07700 900777');
      await fill();
      api.post.mockReturnValue(never());
      await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
      expect(api.post).toHaveBeenCalledWith(addressOf(ownerApi.manualBooking), {
        date: '2025-06-14',
        time: '10:00',
        dogs: 1,
        minutes: 30,
        customerName: 'Jo Bloggs',
        customerEmail: 'jo@example.com',
        customerMobile: '07700 900777',
      });
    });

    it('When a customer is found by part of their name and chosen, then the booking is sent for their account', async () => {
      const { user, dialog, fill } = await openDialog({});
      await user.click(within(dialog).getByRole('radio', { name: 'A customer with an account' }));
      answer(
        adminApi.users,
        { query: { sort: 'newest', q: 'fielding' } },
        { users: [ann], pageSize: 25, total: 1, next: null },
      );
      await user.click(within(dialog).getByLabelText('Find a customer'));
      await user.paste('fielding');
      const found = await within(dialog).findByRole('list', { name: 'Customers found' });
      expect(within(found).getByRole('listitem').textContent).toMatch(
        /^Ann Fielding, ann\.fielding@example\.com, 07700 900555/,
      );
      await user.click(within(found).getByRole('button', { name: 'Choose Ann Fielding' }));
      expect(within(dialog).getByRole('group', { name: 'For' })).toHaveTextContent(
        'For Ann Fielding, ann.fielding@example.com, 07700 900555',
      );
      await fill();
      api.post.mockReturnValue(never());
      await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
      expect(api.post).toHaveBeenCalledWith(addressOf(ownerApi.manualBooking), {
        date: '2025-06-14',
        time: '10:00',
        dogs: 1,
        minutes: 30,
        customerId: ann.id,
      });
    });

    it('When a customer found has not confirmed their address, then the list and the choice say so', async () => {
      const { user, dialog } = await openDialog({});
      await user.click(within(dialog).getByRole('radio', { name: 'A customer with an account' }));
      const unproved = { ...ann, emailVerified: false };
      answer(
        adminApi.users,
        { query: { sort: 'newest', q: 'fielding' } },
        { users: [unproved], pageSize: 25, total: 1, next: null },
      );
      await user.click(within(dialog).getByLabelText('Find a customer'));
      await user.paste('fielding');
      const found = await within(dialog).findByRole('list', { name: 'Customers found' });
      expect(within(found).getByRole('listitem')).toHaveTextContent('E-mail not confirmed');
      await user.click(within(found).getByRole('button', { name: 'Choose Ann Fielding' }));
      expect(within(dialog).getByRole('group', { name: 'For' })).toHaveTextContent(
        'For Ann Fielding, ann.fielding@example.com, 07700 900555 E-mail not confirmed',
      );
    });

    it('When the server refuses what was typed for someone new, then each error is said beside its box, and nothing at the foot', async () => {
      const { user, dialog, fill } = await openDialog({});
      await user.click(within(dialog).getByRole('radio', { name: 'Someone new' }));
      await user.type(within(dialog).getByLabelText('E-mail'), 'jo at example');
      await fill();
      const words = 'That is not an e-mail address: write it as name@example.com.';
      api.post.mockRejectedValue(refusal('admin/manual-booking', { customerEmail: words }));
      await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
      const email = within(dialog).getByLabelText('E-mail');
      expect(email).toHaveAccessibleDescription(words);
      expect(email).toHaveFocus();
      expect(within(dialog).queryByRole('alert')).toBeNull();
    });
  });
});
