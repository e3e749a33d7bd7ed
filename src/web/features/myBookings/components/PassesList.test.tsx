import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyPass } from '../../../../contract/passes';
import { renderWithApi } from '../../../testing/renderWithApi';
import { PassesList } from './PassesList';

const active: MyPass = {
  id: 3,
  name: 'Ten hours',
  sessions: 10,
  minutes: 60,
  dogs: '1-4',
  fieldIds: [1],
  pricePence: 10_000,
  status: 'active',
  sessionsLeft: 8,
  validUntil: '2025-10-31',
  checkoutUrl: null,
};

describe("the customer's passes", () => {
  it('When they have none, then the section is not there', () => {
    renderWithApi(<PassesList passes={[]} />);
    expect(screen.queryByRole('heading', { name: 'Your passes' })).not.toBeInTheDocument();
  });

  it('When a pass is ready, then it says how many sessions are left and until when, with a way to book', () => {
    renderWithApi(<PassesList passes={[active]} />);
    const card = screen.getByRole('article', { name: 'Ten hours' });
    expect(card).toHaveTextContent('8 of 10sessions left to book');
    expect(card).toHaveTextContent('Book sessions until31st of October 2025');
    expect(within(card).getByRole('link', { name: 'Book a session' })).toHaveAttribute(
      'href',
      '/booking',
    );
  });

  it('When a pass waits for payment, then it links back to its checkout', () => {
    renderWithApi(
      <PassesList
        passes={[
          { ...active, status: 'pending', validUntil: null, checkoutUrl: '/test-checkout/tc_1' },
        ]}
      />,
    );
    const card = screen.getByRole('article', { name: 'Ten hours' });
    expect(card).toHaveTextContent('StatusAwaiting payment');
    expect(within(card).getByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      '/test-checkout/tc_1',
    );
  });
});
