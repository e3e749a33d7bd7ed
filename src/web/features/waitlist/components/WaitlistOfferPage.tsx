import { type ReactNode, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { MyPass } from '../../../../contract/passes';
import { pagePaths } from '../../../../contract/routes';
import type { WaitlistEntry } from '../../../../contract/waitlist';
import { dateInWords } from '../../../../domain/dates';
import { lengthInWords } from '../../../../domain/fieldSales';
import { formatPence } from '../../../../domain/money';
import { passesCovering, passUseWords } from '../../../../domain/passes';
import { heldUntilWords } from '../../../../domain/waitlist';
import { useBookingContext } from '../../../api/bookingContext';
import { ApiRequestError } from '../../../api/client';
import { useParkData } from '../../../api/park';
import { ContactFields } from '../../../components/ContactFields';
import { FormError } from '../../../components/Field';
import { EmptyState, QueryWaiting } from '../../../components/PageState';
import { PayWithPass, usePassChoice } from '../../../components/PayWithPass';
import { RulesConsent } from '../../../components/RulesConsent';
import { useContactBoxes } from '../../../components/useContactBoxes';
import { failureMessage } from '../../../lib/apiErrors';
import { currentInstant } from '../../../lib/serverTime';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useBookOffer, useOffer } from '../api/offerApi';
import styles from './waitlistOffer.module.css';

/** The park's time now, moved on every 15 seconds, so the time left and its end follow the clock. */
function useNow(): Date {
  const { time } = useParkData();
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 15_000);
    return () => clearInterval(timer);
  }, []);
  return currentInstant(time);
}

function minutesLeftWords(heldUntil: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((heldUntil.getTime() - now.getTime()) / 60_000));
  return minutes === 1 ? 'less than a minute' : `${minutes} minutes`;
}

function SlotFacts({ entry }: { entry: WaitlistEntry }) {
  return (
    <dl className="pairs">
      <dt>Day</dt>
      <dd>{dateInWords(entry.date)}</dd>
      <dt>Time</dt>
      <dd>
        {entry.time} to {entry.endTime}
      </dd>
      <dt>Duration</dt>
      <dd>{lengthInWords(entry.minutes)}</dd>
      <dt>Dogs</dt>
      <dd>{entry.dogs}</dd>
      {entry.offer && (
        <>
          <dt>Price</dt>
          <dd>{formatPence(entry.offer.pricePence)}</dd>
        </>
      )}
    </dl>
  );
}

/** The customer's passes that can pay for the slot held (none while its field is not known). */
function coveringPasses(entry: WaitlistEntry, passes: readonly MyPass[]): MyPass[] {
  if (entry.fieldId === undefined) return [];
  const slot = { fieldId: entry.fieldId, dogs: entry.dogs, minutes: entry.minutes };
  return passesCovering(passes, { ...slot, day: entry.date });
}

/**
 * The slot is held: how long for, and Book and pay, which goes to the checkout; or, when a pass
 * covers it, Book with your pass, which books it at once (decision 123).
 */
function Held({ entry, heldUntil, now }: { entry: WaitlistEntry; heldUntil: Date; now: Date }) {
  const { park } = useParkData();
  const book = useBookOffer(String(entry.id));
  const context = useBookingContext();
  const [ticked, setTicked] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const rules = context.data?.rules;
  const tickDue = rules !== undefined && rules.standing !== 'accepted';
  const passes = coveringPasses(entry, context.data?.passes ?? []);
  const { pass, choosePass } = usePassChoice(passes);
  const boxes = useContactBoxes(context.data?.contact);
  const pay = () => {
    if (!boxes.check()) return;
    book.mutate(
      {
        rulesVersion: ticked && rules ? rules.version : null,
        passId: pass?.id,
        contact: boxes.toSend(),
      },
      {
        onSuccess: ({ checkoutUrl }) => {
          setLeaving(true);
          window.location.assign(checkoutUrl);
        },
        onError: () => {
          // The rules may have changed meanwhile: read them again, and tick afresh.
          setTicked(false);
          void context.refetch();
        },
      },
    );
  };
  const working = book.isPending || leaving;
  return (
    <>
      <p className={styles.held}>
        It is held for you until <strong>{heldUntilWords(heldUntil, now, park.timeZone)}</strong> (
        {minutesLeftWords(heldUntil, now)} left). {pass ? 'Book it' : 'Book and pay'} before then
        and it is yours; after that we offer it to the next person waiting.
      </p>
      <section className={`card ${styles.slot}`} aria-label="The slot held for you">
        <SlotFacts entry={entry} />
        <PayWithPass
          passes={passes}
          passId={pass?.id ?? null}
          onPass={choosePass}
          cardPence={entry.offer?.pricePence ?? 0}
        />
        {pass && <p className={styles.uses}>{passUseWords(pass)}</p>}
        <ContactFields {...boxes.fields} />
        {rules && <RulesConsent standing={rules.standing} ticked={ticked} onTicked={setTicked} />}
        <button
          type="button"
          className="button"
          onClick={pay}
          disabled={working || context.isPending || (tickDue && !ticked)}
          aria-busy={working}
        >
          {pass ? 'Book with your pass' : 'Book and pay'}
        </button>
        <FormError
          message={
            book.isError
              ? failureMessage(book.error, 'An error occurred while booking. Please try again.')
              : null
          }
        />
      </section>
      <p>
        Not for you after all? Leave the list in <Link to={pagePaths.myBookings}>My bookings</Link>{' '}
        and we offer the slot to the next person at once.
      </p>
    </>
  );
}

const NO_LONGER: Record<Exclude<WaitlistEntry['status'], 'offered'>, string> = {
  waiting: 'This slot has not come up yet. We will e-mail you if it frees up.',
  booked: 'You booked this slot. It is in My bookings, with its gate code once paid.',
  missed: 'The time to book this slot ran out, so we offered it to the next person waiting.',
  left: 'You left this waiting list.',
  ended: 'This waiting list has ended: the slot has started.',
};

/** Anything but a slot held now: what became of it, and where to go next. */
function NotHeld({ entry }: { entry: WaitlistEntry }) {
  const words = entry.status === 'offered' ? NO_LONGER.missed : NO_LONGER[entry.status];
  return (
    <>
      <p>{words}</p>
      <section className={`card ${styles.slot}`} aria-label="The slot">
        <SlotFacts entry={entry} />
      </section>
      <p className={styles.links}>
        <Link className="button" to={pagePaths.myBookings}>
          My bookings
        </Link>
        <Link className="button button--quiet" to={pagePaths.booking}>
          Book another time
        </Link>
      </p>
    </>
  );
}

function Offer({ entry }: { entry: WaitlistEntry }) {
  const now = useNow();
  const until = entry.status === 'offered' ? entry.offer?.heldUntil : null;
  const heldUntil = until ? new Date(until) : null;
  return heldUntil && heldUntil > now ? (
    <Held entry={entry} heldUntil={heldUntil} now={now} />
  ) : (
    <NotHeld entry={entry} />
  );
}

/**
 * /waitlist/offer/:id, where an offer e-mail leads (decision 102): the slot held for them, its
 * price and the time left, with Book and pay; or what became of the offer.
 */
export function WaitlistOfferPage() {
  usePageTitle('A slot held for you');
  const { id = '' } = useParams();
  const offer = useOffer(id);
  let content: ReactNode;
  if (offer.isSuccess) content = <Offer entry={offer.data} />;
  else if (offer.error instanceof ApiRequestError && offer.error.status === 404) {
    content = (
      <EmptyState title="We can't find this offer">
        It may belong to another account: sign in with the address the e-mail came to.
      </EmptyState>
    );
  } else {
    content = (
      <QueryWaiting
        query={offer}
        loading="Loading your offer…"
        failed="We can't load this offer right now. Please try again in a minute."
        wholePage
      />
    );
  }
  return (
    <div className={styles.page}>
      <h1>A slot held for you</h1>
      {content}
    </div>
  );
}

export { WaitlistOfferPage as Component };
