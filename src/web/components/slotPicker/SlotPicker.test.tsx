import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '../../../contract/bookings';
import { availabilityQuery } from '../../api/availability';
import { api, never, offline } from '../../testing/fakeApi';
import { renderWithApi } from '../../testing/renderWithApi';
import { SlotPicker } from './SlotPicker';
import { useSlotChoice } from './useSlotChoice';

// The park's clock reads Tuesday 10 June 2025, 09:00 (testPark.ts); the 20th is closed.
const JUNE = '2025-06';

function june(busy: AvailabilityResponse['busy'] = []): AvailabilityResponse {
  return { month: JUNE, today: '2025-06-10', nowTime: '09:00', closedDays: [], pastDays: [], busy };
}

function Picker({ own }: { own?: { date: string; time: string } }) {
  const choice = useSlotChoice({ month: JUNE, step: 30, own });
  return (
    <>
      <SlotPicker choice={choice} dayOptions={(day) => <p>Options for {day}</p>} />
      <p>Chosen: {choice.slot ?? 'none'}</p>
    </>
  );
}

function renderPicker(
  options: { june?: AvailabilityResponse; own?: { date: string; time: string } } = {},
) {
  const { june, own } = options;
  return renderWithApi(<Picker own={own} />, {
    known: (client) => june && client.setQueryData(availabilityQuery(JUNE).queryKey, june),
  });
}

const slots = () => screen.getByRole('group', { name: 'Time slots' });
const slot = (time: string) => within(slots()).getByRole('button', { name: time });
const day = (name: string) => screen.getByRole('button', { name });

describe('the slot picker', () => {
  it('When no day is chosen yet, then it offers the days of the month and no slots', () => {
    api.get.mockReturnValue(never());
    renderPicker();
    expect(screen.getByRole('group', { name: 'Days of June 2025' })).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue(JUNE);
    expect(screen.queryByRole('group', { name: 'Time slots' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Options for/)).not.toBeInTheDocument();
  });

  it("When the month's holds are still loading, then no slot is offered as free", async () => {
    api.get.mockReturnValue(never());
    const { user } = renderPicker();
    await user.click(day('12th of June 2025'));
    expect(screen.getByText('Loading the free slots…')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Time slots' })).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/api/availability?month=2025-06');
  });

  it("When the month's holds can't be loaded, then it says so in red and offers no slot", async () => {
    api.get.mockRejectedValue(offline());
    const { user } = renderPicker();
    await user.click(day('12th of June 2025'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We can't load the free slots right now. Please try again in a minute.",
    );
    expect(screen.queryByRole('group', { name: 'Time slots' })).not.toBeInTheDocument();
  });

  it('When a day is chosen, then its options and all its slots show, from opening to closing', async () => {
    const { user } = renderPicker({ june: june() });
    await user.click(day('12th of June 2025'));
    expect(screen.getByText('Options for 2025-06-12')).toBeInTheDocument();
    const times = within(slots()).getAllByRole('button');
    expect(times).toHaveLength(24);
    expect(times[0]).toHaveTextContent('08:00');
    expect(times.at(-1)).toHaveTextContent('19:30');
    for (const time of times) expect(time).toBeEnabled();
  });

  it('When a slot is held or has started, then it cannot be chosen', async () => {
    const held = { date: '2025-06-10', start: '10:00', end: '11:00' };
    const { user } = renderPicker({ june: june([held]) });
    await user.click(day('10th of June 2025'));
    expect(slot('08:30')).toBeDisabled();
    expect(slot('09:00')).toBeDisabled();
    expect(slot('09:30')).toBeEnabled();
    expect(slot('10:00')).toBeDisabled();
    expect(slot('10:30')).toBeDisabled();
    expect(slot('11:00')).toBeEnabled();
  });

  it('When a day has gone or the park is closed, then it cannot be chosen', () => {
    renderPicker({ june: june() });
    expect(day('9th of June 2025')).toBeDisabled();
    expect(day('20th of June 2025')).toBeDisabled();
    expect(day('10th of June 2025')).toBeEnabled();
    expect(day('21st of June 2025')).toBeEnabled();
  });

  it('When a slot is chosen and then another day, then the slot is forgotten', async () => {
    const { user } = renderPicker({ june: june() });
    await user.click(day('12th of June 2025'));
    await user.click(slot('14:00'));
    expect(slot('14:00')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Chosen: 14:00')).toBeInTheDocument();
    await user.click(day('13th of June 2025'));
    expect(within(slots()).queryByRole('button', { pressed: true })).not.toBeInTheDocument();
    expect(screen.getByText('Chosen: none')).toBeInTheDocument();
  });

  it("When a booking is being moved, then its own slot is offered but others' holds are not", async () => {
    const own = { date: '2025-06-12', time: '14:00' };
    const other = { date: '2025-06-12', start: '16:00', end: '16:30' };
    const { user } = renderPicker({
      june: june([{ date: own.date, start: own.time, end: '14:30' }, other]),
      own,
    });
    await user.click(day('12th of June 2025'));
    expect(slot('14:00')).toBeEnabled();
    expect(slot('16:00')).toBeDisabled();
  });
});
