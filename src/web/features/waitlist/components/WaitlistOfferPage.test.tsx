import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountApi } from '../../../../contract/api/account';
import { waitlistApi } from '../../../../contract/api/waitlist';
import type { AccountContact } from '../../../../contract/contact';
import type { MyPass } from '../../../../contract/passes';
import type { WaitlistEntry } from '../../../../contract/waitlist';
import { addressOf } from '../../../api/call';
import { answer, api, never } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { WaitlistOfferPage } from './WaitlistOfferPage';

// The tests' park clock reads 10 June 2025, 09:00 in London: the hour is held until 09:15.
const OFFER: WaitlistEntry = {
  id: 5,
  fieldId: 1,
  date: '2025-06-14',
  time: '10:00',
  endTime: '11:00',
  minutes: 60,
  dogs: '1-4',
  shortNotice: false,
  status: 'offered',
  joinedAt: '2025-06-01T08:00:00.000Z',
  offer: {
    bookingId: 51,
    pricePence: 1100,
    heldUntil: '2025-06-10T08:15:00.000Z',
    checkoutUrl: null,
  },
};

const TEN_HOURS: MyPass = {
  id: 7,
  name: 'Ten hours',
  sessions: 10,
  minutes: 60,
  dogs: '1-4',
  fieldIds: [1],
  pricePence: 10_000,
  status: 'active',
  sessionsLeft: 9,
  validUntil: '2025-11-30',
  checkoutUrl: null,
};

const at = { params: { id: '5' } };
const NAMED: AccountContact = { name: 'Sam', mobile: null, mobileAsk: 'optional' };

function renderOffer(passes: MyPass[], contact: AccountContact = NAMED) {
  answer(waitlistApi.place, at, OFFER);
  answer(accountApi.bookingContext, {
    rules: { version: 3, standing: 'accepted' },
    dogNames: [],
    contact,
    passes,
  });
  answer(waitlistApi.bookOffer, at, never());
  return renderWithApi(
    <Routes>
      <Route path="/waitlist/offer/:id" element={<WaitlistOfferPage />} />
    </Routes>,
    { at: '/waitlist/offer/5' },
  );
}

const sent = () =>
  api.post.mock.calls.filter(([address]) => address === addressOf(waitlistApi.bookOffer, at));

describe('the page of a slot held for a customer', () => {
  it('When one of their passes covers the slot, then the pass pays by default, listed before the card, and says what it takes', async () => {
    const { user } = renderOffer([TEN_HOURS]);
    const payWith = await screen.findByRole('group', { name: 'Pay with' });
    const choices = within(payWith).getAllByRole('radio');
    expect(choices.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Ten hours: 9 sessions left',
      'Card (£11.00)',
    ]);
    expect(
      within(payWith).getByRole('radio', { name: 'Ten hours: 9 sessions left' }),
    ).toBeChecked();
    expect(screen.getByText('Uses 1 of your 9 sessions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Book with your pass' }));

    expect(sent().map(([, body]) => body)).toEqual([{ rulesVersion: null, passId: 7 }]);
  });

  it('When they choose the card instead, then the button books and pays by card, without the pass', async () => {
    const { user } = renderOffer([TEN_HOURS]);
    await user.click(await screen.findByRole('radio', { name: 'Card (£11.00)' }));

    expect(screen.queryByText('Uses 1 of your 9 sessions')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book with your pass' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book and pay' }));

    expect(sent().map(([, body]) => body)).toEqual([{ rulesVersion: null }]);
  });

  it('When their only pass is for another length, then nothing asks how to pay and the card books it', async () => {
    renderOffer([{ ...TEN_HOURS, minutes: 30 }]);
    const book = await screen.findByRole('button', { name: 'Book and pay' });
    await waitFor(() => expect(book).toBeEnabled());
    expect(screen.queryByRole('group', { name: 'Pay with' })).not.toBeInTheDocument();
  });

  it('When they have never given their name, then the page asks for it beside its box before booking, and sends it', async () => {
    const { user } = renderOffer([], { name: null, mobile: null, mobileAsk: 'off' });
    const book = await screen.findByRole('button', { name: 'Book and pay' });
    await waitFor(() => expect(book).toBeEnabled());
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
    await user.click(book);
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Give your name.');
    expect(sent()).toEqual([]);

    await user.type(screen.getByLabelText('Your name'), 'Sam Walker');
    await user.click(book);
    expect(sent().map(([, body]) => body)).toEqual([
      { rulesVersion: null, contact: { name: 'Sam Walker' } },
    ]);
  });
});
