import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import type { JoinWaitlistResponse } from '../../../../contract/waitlist';
import { dateInWords } from '../../../../domain/dates';
import { useParkData } from '../../../api/park';
import { CheckField } from '../../../components/CheckField';
import { FormError, formStyles } from '../../../components/Field';
import { failedWith, failureMessage } from '../../../lib/apiErrors';
import { useJoinWaitlist } from '../api/waitlistApi';
import styles from './booking.module.css';

interface Props {
  /** The panel's id, which the tapped slot controls. */
  id: string;
  day: string;
  /** The taken time tapped. */
  time: string;
  minutes: number;
  dogs: string;
  /** The field, where the park names its fields; none in a park of one. */
  fieldId?: number | undefined;
  /** The customer is on this time's list already. */
  waiting: boolean;
  /** The slot has freed meanwhile: the day's slots are read afresh. */
  onSlotFree: () => void;
}

function OnTheList({ which, already }: { which: string; already: boolean }) {
  return (
    <p className={formStyles.success} role="status">
      {already ? `You are on the list for ${which} already.` : `You are on the list for ${which}.`}{' '}
      We will e-mail you if it frees up. Leave the list any time in{' '}
      <Link to={pagePaths.myBookings}>My bookings</Link>.
    </p>
  );
}

function Joined({ joined }: { joined: JoinWaitlistResponse }) {
  const { entry, alreadyOnList } = joined;
  return (
    <OnTheList which={`${entry.time} on the ${dateInWords(entry.date)}`} already={alreadyOnList} />
  );
}

/**
 * Under the slots, for a taken time the customer tapped: "Tell me if it frees up", with "even at
 * short notice" (decisions 102 and 122), or word that they wait for it already.
 */
export function WaitForTaken({
  id,
  day,
  time,
  minutes,
  dogs,
  fieldId,
  waiting,
  onSlotFree,
}: Props) {
  const { park } = useParkData();
  const join = useJoinWaitlist();
  const [shortNotice, setShortNotice] = useState(false);
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  // On a phone the panel opens below the fold: bring it into view, above the Book Now bar.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const ask = () =>
    join.mutate(
      { date: day, time, minutes, dogs, shortNotice, ...(fieldId !== undefined && { fieldId }) },
      { onError: (error) => failedWith(error, 'waitlist/slot-free') && onSlotFree() },
    );

  return (
    <section id={id} ref={panel} className={styles.waitlist} aria-labelledby={titleId}>
      <h3 id={titleId}>{time} is taken</h3>
      {join.data ? (
        <Joined joined={join.data} />
      ) : waiting ? (
        <OnTheList which={`${time} on the ${dateInWords(day)}`} already />
      ) : (
        <>
          <p className={styles.waitlistIntro}>
            If it frees up, we e-mail you and hold it for you for {park.waitlistOfferMinutes}{' '}
            minutes.
          </p>
          <CheckField
            label="Even at short notice"
            checked={shortNotice}
            onChange={setShortNotice}
            note={`Otherwise we offer it only up to ${park.cancellationCutoffHours} hours before it starts, while a booking could still be cancelled for a refund.`}
          />
          <button
            type="button"
            className="button button--quiet"
            onClick={ask}
            disabled={join.isPending}
            aria-busy={join.isPending}
          >
            Tell me if it frees up
          </button>
        </>
      )}
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
