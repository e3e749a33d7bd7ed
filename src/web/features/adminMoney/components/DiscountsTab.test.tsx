import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminDiscountRow } from '../../../../contract/admin';
import { adminApi } from '../../../../contract/api/admin';
import { addressOf } from '../../../api/call';
import { answer, api, never, offline, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { discountsQueries } from '../api/discountsApi';
import { DiscountsTab } from './DiscountsTab';

const spring: AdminDiscountRow = {
  id: 1,
  name: 'Spring offer',
  code: 'SPRING10',
  percent: 10,
  usage: 3,
  maxUsage: 100,
  active: true,
};
const summer: AdminDiscountRow = {
  ...spring,
  id: 2,
  name: 'Summer sale',
  code: 'SUMMER25',
  percent: 25,
  usage: 0,
  active: false,
};

function renderTab(discounts?: AdminDiscountRow[]) {
  return renderWithApi(<DiscountsTab />, {
    known: (client) =>
      discounts && client.setQueryData(discountsQueries.discounts().queryKey, discounts),
  });
}

const table = () => screen.getByRole('table', { name: 'Discounts' });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the Discounts tab', () => {
  it('When the discounts are still loading, then it says so and shows no table', () => {
    api.get.mockReturnValue(never());
    renderTab();
    expect(screen.getByText('Loading the discounts…')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(addressOf(adminApi.discounts));
  });

  it("When the discounts can't be loaded, then it says so and shows no table", async () => {
    api.get.mockRejectedValue(offline());
    renderTab();
    expect(await screen.findByText("We can't load the discounts right now.")).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('When there are no discounts, then it says so instead of an empty table', () => {
    renderTab([]);
    expect(screen.getByText('No discounts yet')).toBeInTheDocument();
    expect(
      screen.getByText('Add one to give customers a code they type on the booking page.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  it('When there are discounts, then each is a row with a switch to turn it on or off', () => {
    renderTab([spring, summer]);
    const [, first, second] = within(table()).getAllByRole('row') as HTMLElement[];
    expect(cells(first as HTMLElement)).toEqual([
      'Spring offer',
      'SPRING10',
      '10%',
      '3',
      '100',
      'Switch SPRING10 off',
    ]);
    expect(cells(second as HTMLElement)).toEqual([
      'Summer sale',
      'SUMMER25',
      '25%',
      '0',
      '100',
      'Switch SUMMER25 on',
    ]);
  });

  it('When a switch is pressed, then every switch waits until the change is saved', async () => {
    api.post.mockReturnValue(never());
    const { user } = renderTab([spring, summer]);
    await user.click(screen.getByRole('button', { name: 'Switch SPRING10 off' }));
    expect(api.post).toHaveBeenCalledWith(
      addressOf(adminApi.setDiscountActive, { params: { id: 1 } }),
      { active: false },
    );
    expect(screen.getByRole('button', { name: 'Switch SPRING10 off' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Switch SUMMER25 on' })).toBeDisabled();
  });

  it('When an amount is left empty, then it goes as typed and the server says why under it', async () => {
    api.post.mockRejectedValue(
      refusal('request/invalid', { percent: 'The amount is a number from 0 to 100.' }),
    );
    // After any change, refused or not, the list is read afresh.
    answer(adminApi.discounts, []);
    const { user } = renderTab([]);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Discount' });
    await user.type(within(dialog).getByLabelText('Name'), 'Autumn');
    await user.type(within(dialog).getByLabelText('Code'), 'AUTUMN5');
    await user.type(within(dialog).getByLabelText('Max usage'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add Discount' }));
    // JSON has no NaN: a missing number must never travel as null.
    expect(api.post).toHaveBeenCalledWith(addressOf(adminApi.addDiscount), {
      name: 'Autumn',
      code: 'AUTUMN5',
      percent: '',
      maxUsage: 3,
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The amount is a number from 0 to 100.',
    );
  });
});
