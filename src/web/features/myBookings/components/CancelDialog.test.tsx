import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bookingsApi } from '../../../../contract/api/bookings';
import type { MyBooking } from '../../../../contract/bookings';
import { addressOf } from '../../../api/call';
import { api, never, offline, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { CancelDialog } from './CancelDialog';

const booking: MyBooking = {
  id: 42,
  status: 'complete',
  date: '2025-06-14',
  time: '10:00',
  endTime: '10:30',
  minutes: 30,
  dogs: '1-4',
  listPricePence: 650,
  pricePence: 650,
  discountPercent: null,
  gateCode: '#1234#',
  checkoutUrl: null,
  refund: null,
  cancel: 'full-refund',
  canMove: true,
  series: null,
  pass: null,
};

function renderDialog(shown: MyBooking | null) {
  const onClose = vi.fn();
  const onCancelled = vi.fn();
  const rendered = renderWithApi(
    <CancelDialog booking={shown} cutoffHours={12} onClose={onClose} onCancelled={onCancelled} />,
  );
  return { ...rendered, onClose, onCancelled };
}

const dialog = () => screen.getByRole('dialog', { name: 'Cancel this booking?' });

describe('the cancel dialog', () => {
  it('When no booking is being cancelled, then no dialog shows', () => {
    renderDialog(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('When the booking is more than the cut-off away, then it promises a full refund first', () => {
    renderDialog(booking);
    expect(dialog()).toHaveTextContent('Booking 42: 14th of June 2025, 10:00 to 10:30.');
    expect(dialog()).toHaveTextContent(
      'It is more than 12 hours away, so you will get a full refund of £6.50.',
    );
    expect(within(dialog()).getByRole('button', { name: 'Cancel and refund' })).toBeEnabled();
  });

  it('When the park refunded part of it already, then it promises only the rest', () => {
    const refund = { amountPence: 200, state: 'refunded' as const, at: null };
    renderDialog({ ...booking, refund });
    expect(dialog()).toHaveTextContent(
      'It is more than 12 hours away. £2.00 was refunded already, so you will get back the other £4.50.',
    );
  });

  it('When the booking starts within the cut-off, then it says no refund is due', () => {
    renderDialog({ ...booking, cancel: 'no-refund' });
    expect(dialog()).toHaveTextContent('It starts in less than 12 hours');
    expect(dialog()).toHaveTextContent('no refund is due');
    expect(within(dialog()).getByRole('button', { name: 'Cancel without refund' })).toBeEnabled();
  });

  it('When the cancellation is on its way, then it cannot be pressed twice', async () => {
    api.post.mockReturnValue(never());
    const { user } = renderDialog(booking);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel and refund' }));
    expect(within(dialog()).getByRole('button', { name: 'Cancel and refund' })).toBeDisabled();
    expect(api.post).toHaveBeenCalledWith(addressOf(bookingsApi.cancel, { params: { id: 42 } }), {
      expect: 'full-refund',
    });
  });

  it('When it is cancelled, then the page hears of it with the refund', async () => {
    api.post.mockResolvedValue({ refundPence: 650 });
    const { user, onCancelled } = renderDialog(booking);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel and refund' }));
    await vi.waitFor(() => expect(onCancelled).toHaveBeenCalledWith(booking, 650));
  });

  it('When the server refuses, then the dialog says why in its words', async () => {
    api.post.mockRejectedValue(refusal('booking/terms-changed'));
    const { user } = renderDialog(booking);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'The cancellation terms have changed.',
    );
    expect(within(dialog()).getByRole('button', { name: 'Cancel and refund' })).toBeEnabled();
  });

  it("When the server can't be reached, then the dialog says so", async () => {
    api.post.mockRejectedValue(offline());
    const { user } = renderDialog(booking);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      "We can't reach the park's booking system.",
    );
  });

  it('When Keep booking is pressed, then nothing is cancelled', async () => {
    const { user, onClose } = renderDialog(booking);
    await user.click(within(dialog()).getByRole('button', { name: 'Keep booking' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('When a booking paid with a pass is cancelled in time, then the dialog says the session goes back', () => {
    renderDialog({ ...booking, pricePence: 0, pass: { id: 3, name: 'Ten hours' } });
    expect(screen.getByRole('dialog')).toHaveTextContent('so the session goes back on your pass.');
  });
});
