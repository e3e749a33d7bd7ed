import { useId, useState } from 'react';
import { waitableTimes } from '../../../../domain/waitlist';
import { useMyWaitlist } from '../../../api/waitlist';
import type { TakenTimes } from '../../../components/slotPicker/SlotPicker';
import type { SlotChoice } from '../../../components/slotPicker/useSlotChoice';
import { useParkClock } from '../../../lib/useParkClock';

/**
 * The taken times of the day shown that can be waited for, which of them the customer already
 * waits for, and the one tapped. A tapped time belongs to its day, length and chosen slot:
 * choosing another of those closes its offer.
 */
export function useTakenTimes(choice: SlotChoice, fieldId: number): TakenTimes {
  const { today, nowTime } = useParkClock();
  const panelId = useId();
  const context = `${choice.day}/${choice.step}/${choice.slot}`;
  const [opened, setOpened] = useState<{ context: string; time: string } | null>(null);
  const shown = choice.day !== null && choice.availability.isSuccess;
  const times = shown && choice.day ? waitableTimes(choice.slots, choice.day, today, nowTime) : [];
  // Asked only once there is a taken time to wait for.
  const mine = useMyWaitlist(times.length > 0);
  const open = opened?.context === context && times.includes(opened.time) ? opened.time : null;
  const waiting = (mine.data?.entries ?? [])
    .filter(
      (entry) =>
        entry.date === choice.day && entry.minutes === choice.step && entry.fieldId === fieldId,
    )
    .map((entry) => entry.time);
  return {
    times,
    open,
    onOpen: (time) => setOpened(open === time ? null : { context, time }),
    waiting,
    panelId,
  };
}
