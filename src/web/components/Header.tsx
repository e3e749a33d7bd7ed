import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { pagePaths } from '../../contract/routes';
import { usePark } from '../api/park';
import { useSession, useSignOut } from '../api/session';
import logo from '../assets/images/logo.svg';
import styles from './Header.module.css';

interface NavItem {
  to: string;
  label: string;
}

/** The seed's navigation, in its order; Bookings and Admin only for those who may use them. */
function navItems(signedIn: boolean, admin: boolean): NavItem[] {
  return [
    { to: pagePaths.home, label: 'Home' },
    { to: pagePaths.siteRules, label: 'Site Rules' },
    { to: pagePaths.about, label: 'About / Images' },
    { to: pagePaths.cancellationPolicy, label: 'Cancellation, T&C Policy' },
    ...(signedIn
      ? [
          { to: pagePaths.booking, label: 'Bookings' },
          { to: pagePaths.myBookings, label: 'My bookings' },
        ]
      : []),
    ...(signedIn
      ? []
      : [
          { to: pagePaths.signUp, label: 'Sign up' },
          { to: pagePaths.signIn, label: 'Sign in' },
        ]),
    ...(admin ? [{ to: pagePaths.admin, label: 'Admin' }] : []),
  ];
}

function SignOutButton() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.signOut}
      disabled={signOut.isPending}
      onClick={() => {
        // Home first: a page that needs an account would otherwise send the visitor to sign in
        // again the moment the session ends.
        navigate(pagePaths.home);
        signOut.mutate(
          {},
          // As in the seed, a failed sign-out is only logged.
          { onError: (error) => console.error('Sign-out failed', error) },
        );
      }}
    >
      Sign Out
    </button>
  );
}

export function Header() {
  const parkName = usePark().data?.park.name ?? 'Dog field bookings';
  const { session } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // A new page closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={pagePaths.home} className={styles.brand}>
          <img src={logo} alt="" width={40} height={40} />
          <span>{parkName}</span>
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <nav
          id={menuId}
          aria-label="Main"
          className={`${styles.nav} ${menuOpen ? styles.open : ''}`}
        >
          <ul>
            {navItems(session.user !== null, session.admin).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) => (isActive ? styles.active : '')}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            {session.user && (
              <li>
                <SignOutButton />
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
