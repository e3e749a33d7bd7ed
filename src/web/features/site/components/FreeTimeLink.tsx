import { Link } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import { useSession } from '../../../api/session';
import { bookingPathFor, type ChosenTime, chosenTimeInWords } from '../../../lib/chosenTime';
import { backTo } from '../../../lib/returnTo';

interface Props {
  choice: ChosenTime;
  /** The field's name, said to a screen reader where the park has several. */
  fieldName: string | null;
}

/**
 * One free time. Signed in, it opens the booking page with it chosen; signed out, sign-up
 * first, which says why and goes on to the booking page with it chosen (decision 121).
 */
export function FreeTimeLink({ choice, fieldName }: Props) {
  const { session } = useSession();
  const path = bookingPathFor(choice);
  // '11:00' shows; '11:00 on Tuesday 1st of December, Top field' is its name.
  const rest = `${chosenTimeInWords(choice).slice(`${choice.time} `.length)}${fieldName ? `, ${fieldName}` : ''}`;
  const words = (
    <>
      {choice.time} <span className="visually-hidden">{rest}</span>
    </>
  );
  return session.user ? (
    <Link className="button button--quiet button--small" to={path}>
      {words}
    </Link>
  ) : (
    <Link className="button button--quiet button--small" to={pagePaths.signUp} state={backTo(path)}>
      {words}
    </Link>
  );
}
