import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingsApi } from '../../../../contract/api/bookings';
import { siteApi } from '../../../../contract/api/site';
import type { AvailabilityResponse, MyBooking } from '../../../../contract/bookings';
import type { PublicPark } from '../../../../contract/park';
import { addressOf } from '../../../api/call';
import { answer, api, never } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { puppyPaddock, topField } from '../../../testing/testPark';
import { MoveDialog } from './MoveDialog';

// The park's clock reads Tuesday 10 June 2025, 09:00 (testPark.ts).
const JUNE: AvailabilityResponse = {
  month: '2025-06',
  today: '2025-06-10',
  nowTime: '09:00',
  closedDays: [],
  pastDays: [],
  busy: [],
};

/** An hour for 1-4 dogs on the Top field, on Saturday the 14th at 10:00. */
const booking: MyBooking = {
  id: 42,
  fieldId: topField.id,
  fieldName: topField.name,
  date: '2025-06-14',
  time: '10:00',
  endTime: '11:00',
  minutes: 60,
  dogs: '1-4',
  listPricePence: 1100,
  pricePence: 1100,
  discountPercent: null,
  gateCode: '#1234#',
  status: 'complete',
  checkoutUrl: null,
  refund: null,
  cancel: null,
  canMove: true,
  series: null,
  pass: null,
};

/** A field beside the Top field selling the same sessions at the same prices. */
const lowerMeadow = { ...topField, id: 3, name: 'Lower meadow' };

function renderMove(park: Partial<PublicPark>) {
  for (const field of park.fields ?? []) {
    answer(siteApi.availability, { query: { month: '2025-06', field: field.id } }, JUNE);
  }
  return renderWithApi(<MoveDialog booking={booking} onClose={() => {}} onMoved={() => {}} />, {
    park,
  });
}

const day = (words: string) => screen.getByRole('button', { name: new RegExp(` ${words}, `) });

describe('moving a booking in a park of several fields', () => {
  it('When another field sells the session at the same price, then the move offers it and sends it', async () => {
    api.post.mockReturnValue(never());
    const { user } = renderMove({ fields: [topField, puppyPaddock, lowerMeadow] });
    const field = screen.getByLabelText('Field') as HTMLSelectElement;
    // Not the Puppy paddock: it sells no hour for 1-4 dogs.
    expect(Array.from(field.options).map((option) => option.text)).toEqual([
      'Top field',
      'Lower meadow',
    ]);
    await user.selectOptions(field, 'Lower meadow');
    await user.click(day('14th of June 2025'));
    // Its own time is free on the other field: the same hour, moved across.
    const times = screen.getByRole('group', { name: 'Time slots' });
    await user.click(within(times).getByRole('button', { name: '10:00' }));
    await user.click(screen.getByRole('button', { name: 'Move booking' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(bookingsApi.move, { params: { id: 42 } }), {
      date: '2025-06-14',
      time: '10:00',
      fieldId: 3,
    });
  });

  it('When no other field sells it alike, then no field is offered and the move stays on its own', async () => {
    api.post.mockReturnValue(never());
    const { user } = renderMove({ fields: [topField, puppyPaddock] });
    expect(screen.queryByLabelText('Field')).not.toBeInTheDocument();
    expect(screen.getByText(/Choose a new day and 1-hour slot/)).toBeInTheDocument();
    await user.click(day('14th of June 2025'));
    const times = screen.getByRole('group', { name: 'Time slots' });
    await user.click(within(times).getByRole('button', { name: '11:00' }));
    await user.click(screen.getByRole('button', { name: 'Move booking' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(bookingsApi.move, { params: { id: 42 } }), {
      date: '2025-06-14',
      time: '11:00',
    });
  });
});
