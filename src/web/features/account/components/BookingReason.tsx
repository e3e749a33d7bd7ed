import { useLocation } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import { chosenTimeInWords, chosenTimeOfPath } from '../../../lib/chosenTime';
import { sentFrom } from '../../../lib/returnTo';

/**
 * Why the visitor is asked for an account, in one line, when the booking page sent them here
 * (decision 121): the time they chose, or booking at all. Nothing otherwise.
 */
export function BookingReason({ asks }: { asks: 'sign-up' | 'sign-in' }) {
  const location = useLocation();
  const from = sentFrom(location);
  if (!from || new URL(from, 'https://paddock.invalid').pathname !== pagePaths.booking) return null;
  const choice = chosenTimeOfPath(from);
  const what = choice ? chosenTimeInWords(choice) : 'a time';
  return (
    <p>
      <strong>
        {asks === 'sign-up'
          ? `Make an account to book ${what} — it takes a minute.`
          : `Sign in to book ${what}.`}
      </strong>
    </p>
  );
}
