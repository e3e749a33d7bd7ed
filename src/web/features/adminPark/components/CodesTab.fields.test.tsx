import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CodesResponse } from '../../../../contract/admin';
import { adminApi } from '../../../../contract/api/admin';
import { ownerApi } from '../../../../contract/api/owner';
import type { ParkField } from '../../../../contract/parkFields';
import { addressOf } from '../../../api/call';
import { answer, api, never } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { puppyPaddock, twoFields } from '../../../testing/twoFields';
import { codesQueries } from '../api/codesApi';
import { CodesTab } from './CodesTab';

// The Codes tab in a park of two fields (decision 114): each field's gate has its own codes.

const june = (codes: [string, string, string, string]): CodesResponse => ({
  today: { date: '2025-06-10', week: 3, code: codes[2] },
  months: [
    {
      month: '2025-06',
      label: 'June 2025',
      weeks: codes.map((code, index) => ({
        week: index + 1,
        label: `week ${index + 1}`,
        start: '2025-06-01',
        end: '2025-06-07',
        code,
      })),
    },
  ],
});

const week3 = { year: 2025, month: 6, week: 3 };

describe('the Codes tab with two fields', () => {
  it('When another field is chosen, then its own codes show, named, and a change of its week is for that field', async () => {
    answer(adminApi.codes, { query: { field: 2 } }, june(['5555', '6666', '7777', '8888']));
    answer(ownerApi.weekBookings, { params: week3, query: { field: 2 } }, []);
    const { user } = renderWithApi(<CodesTab superAdmin />, {
      park: twoFields,
      known: (client) =>
        client.setQueryData(codesQueries.codes(1).queryKey, june(['1111', '2222', '3333', '4444'])),
    });
    expect(screen.getByText(/^Today's Code, Main field:/)).toHaveTextContent('#3333#');
    const select = screen.getByRole('combobox', { name: 'Field' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Main field', 'Puppy paddock']);

    await user.selectOptions(select, 'Puppy paddock');
    expect(api.get).toHaveBeenCalledWith(addressOf(adminApi.codes, { query: { field: 2 } }));
    const table = await screen.findByRole('region', {
      name: 'Gate codes of June 2025, Puppy paddock',
    });
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('week 3');
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('#7777#');
    expect(screen.getByText(/^Today's Code, Puppy paddock:/)).toHaveTextContent('#7777#');

    await user.click(screen.getByRole('button', { name: 'Change week 3' }));
    const dialog = screen.getByRole('dialog', {
      name: /^Change the code of week 3 .*, Puppy paddock$/,
    });
    expect(
      await within(dialog).findByText('No paid bookings to come in this week.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New code for week 3'), '4821');
    api.post.mockReturnValue(never());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(ownerApi.changeCode, { params: week3 }), {
      code: '4821',
      notify: false,
      fieldId: 2,
    });
  });

  it('When the park has one field, then the tab offers no field and names none', () => {
    renderWithApi(<CodesTab superAdmin />, {
      known: (client) =>
        client.setQueryData(codesQueries.codes().queryKey, june(['1111', '2222', '3333', '4444'])),
    });
    expect(screen.queryByRole('combobox', { name: 'Field' })).toBeNull();
    expect(screen.getByText(/^Today's Code:/)).toHaveTextContent('#3333#');
    expect(screen.getByRole('region', { name: 'Gate codes of June 2025' })).toBeInTheDocument();
  });

  it('When the field shown is opened by a code for each day, then the tab says its customers are not given these codes', async () => {
    answer(adminApi.codes, { query: { field: 2 } }, june(['5555', '6666', '7777', '8888']));
    const byDay = { ...puppyPaddock, access: { ...puppyPaddock.access, kind: 'day' as const } };
    const { user } = renderWithApi(<CodesTab superAdmin />, {
      park: { fields: [twoFields.fields?.[0] as ParkField, byDay] },
      known: (client) =>
        client.setQueryData(codesQueries.codes(1).queryKey, june(['1111', '2222', '3333', '4444'])),
    });
    expect(screen.queryByRole('note')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field' }), 'Puppy paddock');
    expect(await screen.findByRole('note')).toHaveTextContent(
      "Puppy paddock is opened by a code for each day, so these codes are not given to its customers: Today shows the day's code.",
    );
  });
});
