import { Link } from 'react-router';
import { pagePaths } from '../../contract/routes';
import { useOnline } from '../lib/connection';
import { useKeptAccount } from '../lib/deviceKeeping';
import { usePageTitle } from '../lib/usePageTitle';
import { NoticeBanner } from './NoticeBanner';

/** What a page that needs the network is called here and in its sentence: "Booking needs…". */
export interface PageName {
  /** The page's heading, as it has it online. */
  title: string;
  /** What needs the connection, starting the sentence. */
  needs: string;
}

/**
 * A page that needs the network, opened with none (decision 116): it says so plainly, and points
 * to My bookings when the device keeps the account's bookings. It becomes the page itself once
 * the connection is back.
 */
export function NeedsConnection({ title, needs }: PageName) {
  usePageTitle(title);
  const online = useOnline();
  const kept = useKeptAccount();
  return (
    <section aria-labelledby="needs-connection-title" className="prose">
      <h1 id="needs-connection-title">{title}</h1>
      <NoticeBanner type="message">
        {online ? "We can't reach the park's booking system." : "You're offline."} {needs} needs a
        connection.
      </NoticeBanner>
      <p>This page opens as soon as you have signal again.</p>
      {kept && (
        <p>
          Your bookings to come, with their gate codes, are saved on this device:{' '}
          <Link to={pagePaths.myBookings}>My bookings</Link>.
        </p>
      )}
    </section>
  );
}
