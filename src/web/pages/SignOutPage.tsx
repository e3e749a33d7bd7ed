import { Link } from 'react-router';
import { pagePaths } from '../../contract/routes';
import { useSession } from '../api/session';
import { usePageTitle } from '../lib/usePageTitle';

export function SignOutPage() {
  const { session } = useSession();
  usePageTitle('Sign out');
  return (
    <section className="prose">
      <h1>Sign out</h1>
      {session.user ? (
        <p>Signed in as {session.user.email}.</p>
      ) : (
        <p>
          You're not signed in. <Link to={pagePaths.home}>Back to the home page</Link>
        </p>
      )}
    </section>
  );
}
