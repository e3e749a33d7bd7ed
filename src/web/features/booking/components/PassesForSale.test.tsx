import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingsApi } from '../../../../contract/api/bookings';
import { siteApi } from '../../../../contract/api/site';
import type { PassTypesOnSale } from '../../../../contract/passes';
import { addressOf } from '../../../api/call';
import { api, never, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { PassesForSale } from './PassesForSale';

const ON_SALE: PassTypesOnSale = {
  passTypes: [
    {
      id: 4,
      name: 'Ten hours',
      sessions: 10,
      minutes: 60,
      dogs: '1-4',
      pricePence: 10_000,
      validMonths: 6,
    },
  ],
};

describe('the passes on sale', () => {
  it('When none is on sale, then nothing shows', async () => {
    api.get.mockResolvedValue({ passTypes: [] });
    renderWithApi(<PassesForSale />);
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(addressOf(siteApi.passTypes)));
    expect(screen.queryByRole('heading', { name: 'Session passes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('When one is on sale, then its terms and price show, and Buy opens its checkout', async () => {
    api.get.mockResolvedValue(ON_SALE);
    api.post.mockReturnValue(never());
    const { user } = renderWithApi(<PassesForSale />);
    expect(await screen.findByText('Ten hours')).toBeInTheDocument();
    expect(
      screen.getByText('10 sessions of 1 hour for 1-4 dogs, to book within 6 months'),
    ).toBeInTheDocument();
    const buy = screen.getByRole('button', { name: 'Buy £100.00: Ten hours' });
    // Its name starts with what it shows, so "click Buy £100.00" by voice finds it.
    expect(buy).toHaveTextContent('Buy £100.00');
    expect(buy.getAttribute('aria-label')?.startsWith(buy.textContent ?? '')).toBe(true);
    await user.click(buy);
    expect(api.post).toHaveBeenCalledWith(addressOf(bookingsApi.buyPass), { passTypeId: 4 });
  });

  it('When a pass is already waiting for payment, then the server says so', async () => {
    api.get.mockResolvedValue(ON_SALE);
    api.post.mockRejectedValue(refusal('pass/hold-limit'));
    const { user } = renderWithApi(<PassesForSale />);
    await user.click(await screen.findByRole('button', { name: /^Buy £100\.00/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have a pass waiting for payment.',
    );
  });
});
