import type { ParkField } from '../../../../contract/parkFields';
import { useParkData } from '../../../api/park';
import hero from '../../../assets/images/hero.svg';
import { NoticeBanner } from '../../../components/NoticeBanner';
import { PageLoading } from '../../../components/PageState';
import { RequireSignedIn } from '../../../components/RequireSignedIn';
import { openFields } from '../../../lib/parkFields';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useParkClock } from '../../../lib/useParkClock';
import type { RulesChoice } from './BookingSummary';
import styles from './booking.module.css';
import { FieldBooking } from './FieldBooking';
import { FieldChoice } from './FieldChoice';
import { useChosenStart } from './useChosenStart';
import { useReleaseOnReturn } from './useReleaseOnReturn';
import { useRulesChoice } from './useRulesChoice';

function Notices({ today }: { today: string }) {
  const { park } = useParkData();
  const released = useReleaseOnReturn();
  return (
    <>
      {today < park.openingDate && <NoticeBanner type="event">{park.openingNotice}</NoticeBanner>}
      {released && (
        <NoticeBanner type="message">
          Your booking was not paid, so the slot has been freed. Choose again whenever you like.
        </NoticeBanner>
      )}
    </>
  );
}

/** The park's one field, opened at the time the address chose, if it still can be booked. */
function OneField({ field, rules }: { field: ParkField; rules: RulesChoice }) {
  const chosen = useChosenStart(field);
  if (chosen.checking) return <PageLoading />;
  return (
    <>
      {chosen.notice && <NoticeBanner type="message">{chosen.notice}</NoticeBanner>}
      <FieldBooking field={field} rules={rules} start={chosen.start} />
    </>
  );
}

function Booking() {
  const { park } = useParkData();
  const { today } = useParkClock();
  const rules = useRulesChoice();
  const open = openFields(park);
  // One open field is the seed's page: no cards, no field named (decision 112).
  const [only] = open.length === 1 ? open : [];

  return (
    <>
      <div className={styles.banner}>
        <img src={hero} alt="" width={1600} height={640} />
      </div>
      <h1>Book Now</h1>
      <Notices today={today} />
      {only ? <OneField field={only} rules={rules} /> : <FieldChoice rules={rules} />}
    </>
  );
}

export function BookingPage() {
  usePageTitle('Book Now');
  return (
    <RequireSignedIn>
      <Booking />
    </RequireSignedIn>
  );
}

export { BookingPage as Component };
