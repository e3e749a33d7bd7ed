import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { waitlistApi } from '../../../../contract/api/waitlist';
import type { JoinWaitlistRequest, JoinWaitlistResponse } from '../../../../contract/waitlist';
import type { SlotState } from '../../../../domain/slots';
import { addressOf } from '../../../api/call';
import { api, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { WaitForTaken } from './WaitForTaken';

// The tests' park clock reads 09:00 on 10 June 2025.
const TODAY = '2025-06-10';
const slots: SlotState[] = [
  { time: '08:30', available: false },
  { time: '09:30', available: false },
  { time: '10:00', available: true },
  { time: '10:30', available: false },
];

function renderSection(day = TODAY, onSlotFree = vi.fn()) {
  const rendered = renderWithApi(
    <WaitForTaken day={day} minutes={30} dogs="5-6" slots={slots} onSlotFree={onSlotFree} />,
  );
  return { ...rendered, onSlotFree };
}

const joined = (time: string, alreadyOnList = false): JoinWaitlistResponse => ({
  entry: {
    id: 4,
    date: TODAY,
    time,
    endTime: '10:00',
    minutes: 30,
    dogs: '5-6',
    shortNotice: true,
    status: 'waiting',
    joinedAt: '2025-06-10T08:00:00.000Z',
    offer: null,
  },
  alreadyOnList,
});

describe('waiting for a taken time', () => {
  it('When a day has taken times to come, then only those can be chosen, and the short-notice choice says the cut-off', () => {
    renderSection();
    const times = screen.getByRole('combobox', { name: 'Taken time' });
    expect([...(times as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '09:30',
      '10:30',
    ]);
    expect(
      screen.getByRole('checkbox', { name: 'Even at short notice' }),
    ).toHaveAccessibleDescription(/up to 12 hours before it starts/);
    expect(screen.getByText(/hold it for you for 15 minutes/)).toBeVisible();
  });

  it('When every taken time has started, then nothing is offered', () => {
    renderWithApi(
      <WaitForTaken
        day={TODAY}
        minutes={30}
        dogs="1-4"
        slots={[{ time: '08:30', available: false }]}
        onSlotFree={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Tell me if it frees up' })).toBeNull();
  });

  it('When they ask to hear of a time, then it is asked for with their choices, and they are told where to leave the list', async () => {
    api.post.mockResolvedValue(joined('10:30'));
    const { user } = renderSection();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Taken time' }), '10:30');
    await user.click(screen.getByRole('checkbox', { name: 'Even at short notice' }));
    await user.click(screen.getByRole('button', { name: 'Tell me if it frees up' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(waitlistApi.join), {
      date: TODAY,
      time: '10:30',
      minutes: 30,
      dogs: '5-6',
      shortNotice: true,
    } satisfies JoinWaitlistRequest);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'You are on the list for 10:30 on the 10th of June 2025. We will e-mail you if it frees up. Leave the list any time in My bookings.',
    );
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
  });

  it('When the time has freed meanwhile, then the server’s words say so and the day is read again', async () => {
    api.post.mockRejectedValue(refusal('waitlist/slot-free'));
    const { user, onSlotFree } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Tell me if it frees up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That slot is free: book it instead.',
    );
    expect(onSlotFree).toHaveBeenCalled();
  });
});
