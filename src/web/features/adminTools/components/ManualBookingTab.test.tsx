import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownerApi } from '../../../../contract/api/owner';
import { addressOf } from '../../../api/call';
import { api, never } from '../../../testing/fakeApi';
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
});
