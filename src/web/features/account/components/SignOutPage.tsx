import { useNavigate } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import { useSession, useSignOut } from '../../../api/session';
import { usePageTitle } from '../../../lib/usePageTitle';

export function SignOutPage() {
  usePageTitle('Sign out');
  const { session } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <section className="prose">
      <h1>Sign out</h1>
      {session.user ? (
        <>
          <p>Signed in as {session.user.email}.</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              navigate(pagePaths.home);
              signOut();
            }}
          >
            Sign Out
          </button>
        </>
      ) : (
        <p>You're not signed in.</p>
      )}
    </section>
  );
}

export { SignOutPage as Component };
