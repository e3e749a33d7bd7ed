import { RequireSignedIn } from '../components/RequireSignedIn';
import { usePageTitle } from '../lib/usePageTitle';

export function BookingPage() {
  usePageTitle('Book Now');
  return (
    <RequireSignedIn>
      <h1>Book Now</h1>
    </RequireSignedIn>
  );
}
