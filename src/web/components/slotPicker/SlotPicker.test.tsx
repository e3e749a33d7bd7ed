import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteApi } from '../../../contract/api/site';
import type { AvailabilityResponse } from '../../../contract/bookings';
import { availabilityQuery } from '../../api/availability';
import { addressOf } from '../../api/call';
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
/** A day's button by its date in words: its name is '12, Thursday 12th of June 2025, available'. */
const day = (words: string) => screen.getByRole('button', { name: new RegExp(` ${words}, `) });

describe('the slot picker', () => {
  it('When no day is chosen yet, then it offers the days of the month and no slots', () => {
    api.get.mockReturnValue(never());
    renderPicker();
    expect(screen.getByRole('group', { name: 'Days of June 2025' })).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue(JUNE);
    expect(screen.queryByRole('group', { name: 'Time slots' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Options for/)).not.toBeInTheDocument();
  });

  it("When the month's holds are still loading, then grey shapes stand where the slots will be and none can be chosen", async () => {
    let answer: (june: AvailabilityResponse) => void = () => {};
    api.get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderPicker();
    await user.click(day('12th of June 2025'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the free slots…');
    expect(screen.queryByRole('group', { name: 'Time slots' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^\d\d:\d\d$/ })).toHaveLength(0);
    expect(api.get).toHaveBeenCalledWith(
      addressOf(siteApi.availability, { query: { month: JUNE } }),
    );

    answer(june([{ date: '2025-06-12', start: '10:00', end: '10:30' }]));
    expect(await screen.findByRole('group', { name: 'Time slots' })).toBeInTheDocument();
    expect(slot('09:30')).toBeEnabled();
    expect(slot('10:00')).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("When the month's holds can't be loaded, then it says so in red, offers no slot, and Try again asks again", async () => {
    api.get.mockRejectedValueOnce(offline()).mockResolvedValueOnce(june());
    const { user } = renderPicker();
    await user.click(day('12th of June 2025'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We can't load the free slots right now. Please try again in a minute.",
    );
    expect(screen.queryByRole('group', { name: 'Time slots' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Time slots' })).toBeInTheDocument();
    expect(slot('08:00')).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledTimes(2);
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

  it('When a day has gone or the park is closed, then it cannot be chosen, and its name says so after its number', () => {
    renderPicker({ june: june() });
    expect(day('9th of June 2025')).toBeDisabled();
    expect(day('20th of June 2025')).toBeDisabled();
    expect(day('10th of June 2025')).toBeEnabled();
    expect(day('21st of June 2025')).toBeEnabled();
    expect(day('20th of June 2025')).toHaveAccessibleName(
      '20, Friday 20th of June 2025, unavailable',
    );
    expect(day('21st of June 2025')).toHaveAccessibleName(
      '21, Saturday 21st of June 2025, available',
    );
    expect(day('21st of June 2025')).toHaveTextContent(/^21$/);
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

describe('the slot picker from the keyboard', () => {
  const focused = () => document.activeElement;

  it('When Tab reaches the days, then one day takes the focus and the next Tab leaves them', async () => {
    const { user } = renderPicker({ june: june() });
    await user.tab();
    expect(screen.getByLabelText('Month')).toHaveFocus();
    await user.tab();
    // Nothing chosen yet: the first day that can be chosen, today.
    expect(day('10th of June 2025')).toHaveFocus();
    const days = within(screen.getByRole('group', { name: 'Days of June 2025' }));
    expect(days.getAllByRole('button').filter((button) => button.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    expect(focused()?.closest('fieldset')).toBeNull();
  });

  it('When the arrows, Home and End are pressed, then the focus moves by day and week, past the days that cannot be chosen', async () => {
    const { user } = renderPicker({ june: june() });
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(day('11th of June 2025')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('18th of June 2025')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    // The 20th is closed: passed over.
    expect(day('22nd of June 2025')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('16th of June 2025')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('22nd of June 2025')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(day('15th of June 2025')).toHaveFocus();
    // The week above has no day left to choose: the focus stays.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(day('15th of June 2025')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(day('10th of June 2025')).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Time slots' })).not.toBeInTheDocument();
  });

  it('When Enter is pressed on a day and Space on a slot, then both are chosen, and Tab comes back to them', async () => {
    const held = { date: '2025-06-12', start: '09:00', end: '10:00' };
    const { user } = renderPicker({ june: june([held]) });
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(day('12th of June 2025')).toHaveAttribute('aria-pressed', 'true');

    await user.tab();
    expect(slot('08:00')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // 09:00 and 09:30 are held: down a row of four is 10:00.
    expect(slot('10:00')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(slot('08:30')).toHaveFocus();
    await user.keyboard('{End}');
    expect(slot('08:30')).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(slot('19:30')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(slot('18:00')).toHaveFocus();
    await user.keyboard(' ');
    expect(slot('18:00')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Chosen: 18:00')).toBeInTheDocument();

    // Back out of the slots and in again: the chosen day, then the chosen slot.
    await user.tab({ shift: true });
    expect(day('12th of June 2025')).toHaveFocus();
    await user.tab();
    expect(slot('18:00')).toHaveFocus();
  });
});
