import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../../../contract/api/admin';
import { ownerApi } from '../../../../contract/api/owner';
import type { BookingDetail } from '../../../../contract/bookingDetail';
import { addressOf } from '../../../api/call';
import { api, never, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { bookingDetailQueries } from '../api/bookingDetailApi';
import { BookingDetailDialog } from './BookingDetailDialog';

// The tests' park clock reads 10 June 2025: this booking, on the 14th, is still to come.
const detail: BookingDetail = {
  id: 42,
  status: 'complete',
  isManual: false,
  isTest: false,
  customer: {
    id: '5b0f3c52-0000-4000-8000-000000000001',
    email: 'a.very.long.address.of.a.dog.walker@example.com',
    isTest: false,
    emailVerified: true,
  },
  date: '2025-06-14',
  time: '10:00',
  endTime: '11:00',
  minutes: 60,
  startsAt: '2025-06-14T09:00:00.000Z',
  endsAt: '2025-06-14T10:00:00.000Z',
  dogs: '6 dogs',
  pricedAs: '5-6',
  series: null,
  rules: { version: 2, acceptedAt: '2025-06-01T08:00:00.000Z' },
  gateCode: '4821',
  listPricePence: 1500,
  pricePence: 1500,
  discount: null,
  holdExpiresAt: null,
  moveCount: 0,
  createdAt: '2025-06-01T08:00:00.000Z',
  completedAt: '2025-06-01T08:02:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  payment: {
    id: 7,
    provider: 'stripe',
    providerReference: 'pi_3PabcdefGHIJKLmnopqrst',
    amountPence: 1500,
    refundedPence: 500,
    refundablePence: 1000,
    refundStatus: null,
    paidAt: '2025-06-01T08:02:00.000Z',
  },
  refunds: [
    {
      id: 3,
      amountPence: 500,
      reason: 'The gate stuck and they lost 20 minutes.',
      status: 'done',
      providerReference: 're_1PzyxwvUTSRqpo',
      error: null,
      cancel: false,
      at: '2025-06-02T10:15:00.000Z',
      by: 'owner@example.com',
    },
  ],
  emails: [
    {
      id: 11,
      subject: 'Booking confirmed: 14th of June 2025, 10:00 to 11:00',
      to: 'a.very.long.address.of.a.dog.walker@example.com',
      status: 'sent',
      attempts: 1,
      createdAt: '2025-06-01T08:02:00.000Z',
      sentAt: '2025-06-01T08:02:05.000Z',
      lastError: null,
    },
    {
      id: 12,
      subject: 'Refund of £5.00 for booking 42',
      to: 'a.very.long.address.of.a.dog.walker@example.com',
      status: 'pending',
      attempts: 2,
      createdAt: '2025-06-02T10:15:00.000Z',
      sentAt: null,
      lastError: '421 try again later',
    },
  ],
  activity: [
    {
      id: 30,
      at: '2025-06-02T10:15:00.000Z',
      who: 'owner@example.com',
      action: 'refund',
      details: 'booking 42: £5.00 refunded (re_1PzyxwvUTSRqpo); reason: The gate stuck.',
    },
  ],
  customerEmail: 'a.very.long.address.of.a.dog.walker@example.com',
  customerName: 'Alex Walker',
  customerMobile: '07700 900123',
};

function renderDialog(known: BookingDetail | null = detail, superAdmin = true) {
  // Read afresh on opening: the answer to that stays away, so what is shown is `known`.
  if (known) api.get.mockReturnValue(never());
  return renderWithApi(
    <BookingDetailDialog bookingId={42} superAdmin={superAdmin} onClose={() => {}} />,
    {
      known: (client) =>
        known && client.setQueryData(bookingDetailQueries.detail(42).queryKey, known),
    },
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Booking 42' });
const amount = () => within(dialog()).getByLabelText('Amount (£)');
const reason = () => within(dialog()).getByLabelText('Reason');

describe('the booking detail dialog', () => {
  it('When a booking is shown, then it has its badges, customer, times, money, refunds with references, e-mails with their state and Activity', () => {
    renderDialog();
    const shown = dialog();
    expect(within(shown).getByRole('heading', { level: 2 })).toHaveTextContent('Booking 42');
    expect(
      within(shown)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Price and payment', 'Refunds', 'Refund', 'E-mails', 'Activity']);
    expect(
      within(within(shown).getByRole('list', { name: 'Status' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Complete', 'Refunded']);
    expect(shown).toHaveTextContent('14th of June 2025, 10:00 to 11:00');
    expect(shown).toHaveTextContent(
      'Alex Walker, a.very.long.address.of.a.dog.walker@example.com, 07700 900123E-mail confirmed',
    );
    // The address to write to and the mobile to call, from the dialog (decision 125).
    expect(
      within(shown).getByRole('link', { name: 'a.very.long.address.of.a.dog.walker@example.com' }),
    ).toHaveAttribute('href', 'mailto:a.very.long.address.of.a.dog.walker@example.com');
    expect(within(shown).getByRole('link', { name: '07700 900123' })).toHaveAttribute(
      'href',
      'tel:07700900123',
    );
    expect(shown).toHaveTextContent('Gate code4821');
    expect(shown).toHaveTextContent('Dogs6 dogs, priced as 5-6');
    expect(shown).toHaveTextContent('Site rulesVersion 2, agreed 01/06/2025, 09:00');
    expect(shown).toHaveTextContent('pi_3PabcdefGHIJKLmnopqrst');
    expect(shown).toHaveTextContent('Refunded£5.00');
    expect(shown).toHaveTextContent('Left to refund£10.00');
    expect(shown).toHaveTextContent('The gate stuck and they lost 20 minutes.');
    expect(shown).toHaveTextContent('Reference re_1PzyxwvUTSRqpo');
    expect(shown).toHaveTextContent('Booking confirmed: 14th of June 2025, 10:00 to 11:00Sent');
    expect(shown).toHaveTextContent('Refund of £5.00 for booking 42Retrying');
    expect(shown).toHaveTextContent('421 try again later');
    expect(shown).toHaveTextContent('booking 42: £5.00 refunded (re_1PzyxwvUTSRqpo)');
  });

  it('When the park has several fields, then the booking names its field', () => {
    renderDialog({ ...detail, fieldName: 'Puppy paddock' });
    expect(dialog()).toHaveTextContent('FieldPuppy paddockWhen');
  });

  it('When the park has one field, then no field is named', () => {
    renderDialog({ ...detail, fieldName: null });
    expect(dialog()).not.toHaveTextContent('Field');
  });

  it('When the booking is a week of a repeat booking, then every week is named with its number and day', () => {
    renderDialog({
      ...detail,
      series: [
        { id: 42, date: '2025-06-14', time: '10:00', status: 'complete' },
        { id: 43, date: '2025-06-21', time: '10:00', status: 'cancelled' },
      ],
    });
    expect(dialog()).toHaveTextContent(
      'Repeat bookingWeekly, 2 weeks: 42 (14th of June 2025), 43 (21st of June 2025, cancelled)',
    );
  });

  it('When it is open, then axe-core finds nothing wrong with it (labels, headings, names)', async () => {
    renderDialog();
    const results = await axe.run(dialog(), { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('When the viewer is an admin but not a super admin, then there is no refund form', () => {
    renderDialog(detail, false);
    expect(within(dialog()).queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
    expect(within(dialog()).getByText('The gate stuck and they lost 20 minutes.')).toBeVisible();
  });

  it('When nothing is left to refund, then there is no refund form', () => {
    renderDialog({
      ...detail,
      payment: { ...(detail.payment as NonNullable<BookingDetail['payment']>), refundablePence: 0 },
    });
    expect(within(dialog()).queryByLabelText('Amount (£)')).not.toBeInTheDocument();
  });

  it('When the form opens, then it offers what is left, and its button says how much as the amount is typed ("5", "5.00", "£7.5")', async () => {
    const { user } = renderDialog();
    expect(amount()).toHaveValue('10.00');
    const button = () => within(dialog()).getByRole('button', { name: /^Refund/ });
    expect(button()).toHaveTextContent('Refund £10.00');
    await user.clear(amount());
    await user.type(amount(), '5');
    expect(button()).toHaveTextContent('Refund £5.00');
    await user.clear(amount());
    await user.type(amount(), '5.00');
    expect(button()).toHaveTextContent('Refund £5.00');
    await user.clear(amount());
    await user.type(amount(), '£7.5');
    expect(button()).toHaveTextContent('Refund £7.50');
    await user.click(within(dialog()).getByLabelText('Also cancel the booking'));
    expect(button()).toHaveTextContent('Refund £7.50 and cancel the booking');
  });

  it('When the amount is no amount, too much or nothing, or the reason is missing, then it says why and sends nothing', async () => {
    const { user } = renderDialog();
    const refund = () => user.click(within(dialog()).getByRole('button', { name: /^Refund/ }));
    const alerts = () =>
      within(dialog())
        .queryAllByRole('alert')
        .map((alert) => alert.textContent);

    await refund();
    expect(alerts()).toEqual(['Give a reason: the customer reads it in their e-mail.']);
    await user.type(reason(), 'The gate stuck.');
    for (const [typed, why] of [
      ['five', 'Give an amount in pounds, such as 5 or 5.00.'],
      ['5.005', 'Give an amount in pounds, such as 5 or 5.00.'],
      ['0', 'Refund at least £0.01.'],
      ['10.01', 'At most £10.00 can be refunded.'],
    ]) {
      await user.clear(amount());
      await user.type(amount(), typed as string);
      await refund();
      expect(alerts(), typed).toEqual([why]);
      expect(amount()).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api.post).not.toHaveBeenCalled();
  });

  it('When a refund is made, then it sends pence, the reason and the choice, and says it is done', async () => {
    api.post.mockResolvedValue({
      ...detail,
      payment: { ...detail.payment, refundedPence: 1000, refundablePence: 500 },
    });
    const { user } = renderDialog();
    await user.clear(amount());
    await user.type(amount(), '5');
    await user.type(reason(), '  The gate stuck.  ');
    await user.click(within(dialog()).getByRole('button', { name: 'Refund £5.00' }));
    expect(api.post).toHaveBeenCalledWith(
      addressOf(ownerApi.refundBooking, { params: { id: 42 } }),
      {
        amountPence: 500,
        reason: 'The gate stuck.',
        cancel: false,
        requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    );
    expect(await within(dialog()).findByRole('status')).toHaveTextContent(
      'Refunded £5.00. The customer is e-mailed.',
    );
    // What is left now: the form starts again from it.
    expect(await within(dialog()).findByDisplayValue('5.00')).toBe(amount());
  });

  it('When the provider fails, then it says so, and the same refund sent again carries the same request key', async () => {
    api.post.mockRejectedValueOnce(refusal('refund/provider-failed')).mockReturnValue(never());
    const { user } = renderDialog();
    await user.type(reason(), 'The gate stuck.');
    await user.click(within(dialog()).getByRole('button', { name: 'Refund £10.00' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'The payment provider did not make the refund, so nothing was refunded. Try again.',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Refund £10.00' }));
    const [first, second] = api.post.mock.calls.map((call) => call[1] as { requestKey: string });
    expect(second?.requestKey).toBe(first?.requestKey);
  });

  it('When the server refuses the amount, then its words show under the amount', async () => {
    api.post.mockRejectedValue(
      refusal('refund/too-much', {
        amountPence: 'That is more than is left to refund: at most £4.00.',
      }),
    );
    const { user } = renderDialog();
    await user.type(reason(), 'The gate stuck.');
    await user.click(within(dialog()).getByRole('button', { name: 'Refund £10.00' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'That is more than is left to refund: at most £4.00.',
    );
  });

  it('When the booking does not exist, then it says so', async () => {
    api.get.mockRejectedValue(refusal('booking/not-found'));
    renderDialog(null);
    expect(await within(dialog()).findByText('There is no such booking.')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(addressOf(adminApi.bookingDetail, { params: { id: 42 } }));
  });
});

// Decision 127: a booking paid with a pass has no payment; the pass and its session say how.
const passBooking: BookingDetail = {
  ...detail,
  pricePence: 0,
  payment: null,
  refunds: [],
  pass: { id: 5, name: 'Ten hours', session: 3, sessions: 10, returned: false },
};

describe('the booking detail dialog, for a booking paid with a pass', () => {
  it('When it is shown, then it says the pass and the session in words, offers no refund, and axe-core finds nothing wrong with its cancel form', async () => {
    renderDialog(passBooking);
    const results = await axe.run(dialog(), { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
    expect(within(dialog()).getByText('Paid with pass: Ten hours (session 3 of 10)')).toBeVisible();
    expect(within(dialog()).queryByText('Not paid')).not.toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('Amount (£)')).not.toBeInTheDocument();
  });

  it('When a super admin cancels it in time, then it sends the reason, says the session goes back, and says it is done', async () => {
    api.post.mockResolvedValue({
      ...passBooking,
      status: 'cancelled',
      pass: { ...passBooking.pass, returned: true },
    });
    const { user } = renderDialog(passBooking);
    expect(within(dialog()).getByText(/so the session goes back on the pass/)).toBeVisible();
    expect(within(dialog()).queryByLabelText('Give the session back')).not.toBeInTheDocument();
    await user.type(reason(), 'The field is being reseeded');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel the booking' }));
    expect(api.post).toHaveBeenCalledWith(
      addressOf(ownerApi.cancelPassBooking, { params: { id: 42 } }),
      { reason: 'The field is being reseeded', giveSessionBack: false },
    );
    expect(await within(dialog()).findByRole('status')).toHaveTextContent(
      'Cancelled the booking; its session is back on the pass. The customer is e-mailed.',
    );
  });

  it('When it starts within the cut-off, then staff may tick "Give the session back", and that is sent', async () => {
    api.post.mockReturnValue(never());
    // The park clock reads 09:00 on the 10th: this one starts at 12:00 that day.
    const soon = {
      ...passBooking,
      date: '2025-06-10',
      startsAt: '2025-06-10T11:00:00.000Z',
      endsAt: '2025-06-10T12:00:00.000Z',
    };
    const { user } = renderDialog(soon);
    expect(
      within(dialog()).getByText(/the session is kept, unless you give it back/),
    ).toBeVisible();
    await user.type(reason(), 'Their dog is unwell');
    await user.click(within(dialog()).getByLabelText('Give the session back'));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel the booking' }));
    expect(api.post).toHaveBeenCalledWith(
      addressOf(ownerApi.cancelPassBooking, { params: { id: 42 } }),
      { reason: 'Their dog is unwell', giveSessionBack: true },
    );
  });

  it('When the viewer is a plain admin, then there is no cancel form', () => {
    renderDialog(passBooking, false);
    expect(
      within(dialog()).queryByRole('button', { name: 'Cancel the booking' }),
    ).not.toBeInTheDocument();
  });
});
