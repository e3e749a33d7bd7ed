import { useParkData } from '../../../api/park';
import hero from '../../../assets/images/hero.svg';
import { NoticeBanner } from '../../../components/NoticeBanner';
import { RequireSignedIn } from '../../../components/RequireSignedIn';
import { openFields } from '../../../lib/parkFields';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useParkClock } from '../../../lib/useParkClock';
import styles from './booking.module.css';
import { FieldBooking } from './FieldBooking';
import { FieldChoice } from './FieldChoice';
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
      {only ? <FieldBooking field={only} rules={rules} /> : <FieldChoice rules={rules} />}
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
