import { useId, useState } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import type { JoinWaitlistResponse } from '../../../../contract/waitlist';
import { dateInWords } from '../../../../domain/dates';
import type { SlotState } from '../../../../domain/slots';
import { waitableTimes } from '../../../../domain/waitlist';
import { useParkData } from '../../../api/park';
import { CheckField } from '../../../components/CheckField';
import { FormError, formStyles } from '../../../components/Field';
import { failedWith, failureMessage } from '../../../lib/apiErrors';
import { useParkClock } from '../../../lib/useParkClock';
import { useJoinWaitlist } from '../api/waitlistApi';
import styles from './booking.module.css';

interface Props {
  day: string;
  minutes: number;
  dogs: string;
  /** The field, where the park names its fields; none in a park of one. */
  fieldId?: number | undefined;
  slots: readonly SlotState[];
  /** The slot chosen has freed meanwhile: the day's slots are read afresh. */
  onSlotFree: () => void;
}

function Joined({ joined }: { joined: JoinWaitlistResponse }) {
  const { entry, alreadyOnList } = joined;
  const which = `${entry.time} on the ${dateInWords(entry.date)}`;
  return (
    <p className={formStyles.success} role="status">
      {alreadyOnList
        ? `You are on the list for ${which} already.`
        : `You are on the list for ${which}.`}{' '}
      We will e-mail you if it frees up. Leave the list any time in{' '}
      <Link to={pagePaths.myBookings}>My bookings</Link>.
    </p>
  );
}

/**
 * Under the day's slots: a taken time of this length to wait for, with "even at short notice",
 * and "Tell me if it frees up" (decision 102). Nothing shows on a day with no taken time to come.
 */
export function WaitForTaken({ day, minutes, dogs, fieldId, slots, onSlotFree }: Props) {
  const { park } = useParkData();
  const { today, nowTime } = useParkClock();
  const times = waitableTimes(slots, day, today, nowTime);
  const join = useJoinWaitlist();
  const [picked, setPicked] = useState<string | null>(null);
  const [shortNotice, setShortNotice] = useState(false);
  const titleId = useId();
  const timeId = useId();
  if (times.length === 0) return null;
  const time = picked !== null && times.includes(picked) ? picked : (times[0] as string);

  const ask = () =>
    join.mutate(
      { date: day, time, minutes, dogs, shortNotice, ...(fieldId !== undefined && { fieldId }) },
      { onError: (error) => failedWith(error, 'waitlist/slot-free') && onSlotFree() },
    );

  return (
    <section className={styles.waitlist} aria-labelledby={titleId}>
      <h3 id={titleId}>Want a time that is taken?</h3>
      <p className={styles.waitlistIntro}>
        If it frees up, we e-mail you and hold it for you for {park.waitlistOfferMinutes} minutes.
      </p>
      <div className={styles.waitlistChoice}>
        <div className={formStyles.field}>
          <label htmlFor={timeId}>Taken time</label>
          <select id={timeId} value={time} onChange={(event) => setPicked(event.target.value)}>
            {times.map((taken) => (
              <option key={taken} value={taken}>
                {taken}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.waitlistShortNotice}>
          <CheckField
            label="Even at short notice"
            checked={shortNotice}
            onChange={setShortNotice}
            note={`Otherwise we offer it only up to ${park.cancellationCutoffHours} hours before it starts, while a booking could still be cancelled for a refund.`}
          />
        </div>
      </div>
      <button
        type="button"
        className="button button--quiet"
        onClick={ask}
        disabled={join.isPending}
        aria-busy={join.isPending}
      >
        Tell me if it frees up
      </button>
      {join.data && <Joined joined={join.data} />}
      <FormError
        message={
          join.isError
            ? failureMessage(join.error, 'We could not put you on the list. Please try again.')
            : null
        }
      />
    </section>
  );
}
