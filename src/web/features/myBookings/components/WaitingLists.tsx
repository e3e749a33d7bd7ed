import { Link } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import type { MyWaitlist, WaitlistEntry } from '../../../../contract/waitlist';
import { dateInWords } from '../../../../domain/dates';
import { lengthInWords } from '../../../../domain/fieldSales';
import { heldUntilWords } from '../../../../domain/waitlist';
import { useParkData } from '../../../api/park';
import { FormError } from '../../../components/Field';
import { ErrorNotice } from '../../../components/PageState';
import { failureMessage } from '../../../lib/apiErrors';
import { currentInstant } from '../../../lib/serverTime';
import { useLeaveWaitlist } from '../api/myBookingsApi';
import styles from './myBookings.module.css';

/** The offer page an offer e-mail links to. */
export const offerPath = (id: number) => pagePaths.waitlistOffer.replace(':id', String(id));

function statusWords(entry: WaitlistEntry, heldUntil: (iso: string) => string): string {
  if (entry.status === 'waiting') return 'Waiting: we will e-mail you if it frees up';
  const until = entry.offer?.heldUntil;
  return until ? `Offered: book by ${heldUntil(until)}` : 'Offered: the time to book has run out';
}

interface PlaceProps {
  entry: WaitlistEntry;
  onLeft: (entry: WaitlistEntry) => void;
}

function Place({ entry, onLeft }: PlaceProps) {
  const { park, time } = useParkData();
  const leave = useLeaveWaitlist();
  const now = currentInstant(time);
  const heldUntil = (iso: string) => heldUntilWords(new Date(iso), now, park.timeZone);
  const headingId = `waitlist-${entry.id}`;
  const which = `${entry.time} on the ${dateInWords(entry.date)}`;
  const canBook = entry.status === 'offered' && entry.offer?.heldUntil;
  return (
    <article className={`card ${styles.booking}`} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {dateInWords(entry.date)}, {entry.time} to {entry.endTime}
      </h3>
      <dl className="pairs">
        <dt>Status</dt>
        <dd>{statusWords(entry, heldUntil)}</dd>
        <dt>Duration</dt>
        <dd>{lengthInWords(entry.minutes)}</dd>
        <dt>Dogs</dt>
        <dd>{entry.dogs}</dd>
        <dt>Short notice</dt>
        <dd>{entry.shortNotice ? 'Yes, offer it to me at any time' : 'No'}</dd>
      </dl>
      <div className={styles.actions}>
        {canBook && (
          <Link className="button" to={offerPath(entry.id)}>
            Book and pay
          </Link>
        )}
        <button
          type="button"
          className="button button--quiet"
          aria-label={`Leave the list for ${which}`}
          disabled={leave.isPending}
          onClick={() => leave.mutate(entry.id, { onSuccess: () => onLeft(entry) })}
        >
          Leave the list
        </button>
      </div>
      <FormError
        message={
          leave.isError
            ? failureMessage(leave.error, 'We could not take you off the list. Please try again.')
            : null
        }
      />
    </article>
  );
}

interface Props {
  query: {
    data: MyWaitlist | undefined;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  onLeft: (entry: WaitlistEntry) => void;
}

/**
 * The slots the customer waits for, each with Leave the list, and Book and pay while one is
 * held for them. Shown only when there are some: the booking page is where lists are joined.
 */
export function WaitingLists({ query, onLeft }: Props) {
  const entries = query.data?.entries ?? [];
  if (!query.isError && entries.length === 0) return null;
  return (
    <section aria-labelledby="waitlist-title">
      <h2 id="waitlist-title">Waiting lists</h2>
      {query.isError && !query.data ? (
        <ErrorNotice
          message="We can't load your waiting lists right now. Please try again in a minute."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className={styles.list}>
          {entries.map((entry) => (
            <Place key={entry.id} entry={entry} onLeft={onLeft} />
          ))}
        </div>
      )}
    </section>
  );
}
