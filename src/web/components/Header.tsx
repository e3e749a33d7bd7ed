import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { pagePaths } from '../../contract/routes';
import { usePark } from '../api/park';
import { type Session, useSession, useSignOut } from '../api/session';
import logo from '../assets/images/logo.svg';
import styles from './Header.module.css';
import { AccountIcon, BookIcon, MenuIcon } from './NavIcons';

interface NavItem {
  to: string;
  label: string;
  icon?: 'book' | 'account';
}

/**
 * The seed's site links, in its order; Bookings (to book) only when signed in, Admin only for
 * admins. What is the visitor's own (My bookings, Sign Out) or gets them in sits apart.
 */
function siteItems(session: Session): NavItem[] {
  return [
    { to: pagePaths.home, label: 'Home' },
    { to: pagePaths.siteRules, label: 'Site Rules' },
    { to: pagePaths.about, label: 'About / Images' },
    { to: pagePaths.cancellationPolicy, label: 'Cancellation, T&C Policy' },
    ...(session.user ? [{ to: pagePaths.booking, label: 'Bookings', icon: 'book' as const }] : []),
    ...(session.admin ? [{ to: pagePaths.admin, label: 'Admin' }] : []),
  ];
}

function ItemLink({ item }: { item: NavItem }) {
  return (
    <NavLink
      to={item.to}
      end
      className={({ isActive }) =>
        [item.icon === 'account' ? styles.accountLink : '', isActive ? styles.active : '']
          .filter(Boolean)
          .join(' ')
      }
    >
      {item.icon === 'book' && <BookIcon />}
      {item.icon === 'account' && <AccountIcon />}
      {item.label}
    </NavLink>
  );
}

function SignOutButton() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.signOut}
      onClick={() => {
        // Home first: a page that needs an account would otherwise send the visitor to sign in
        // again the moment the session ends.
        navigate(pagePaths.home);
        signOut();
      }}
    >
      Sign Out
    </button>
  );
}

/** The visitor's own corner: My bookings, Account and Sign Out, or the ways in. */
function AccountItems({ session }: { session: Session }) {
  if (!session.user) {
    return (
      <ul className={styles.account} aria-label="Account">
        <li>
          <ItemLink item={{ to: pagePaths.signUp, label: 'Sign up' }} />
        </li>
        <li>
          <ItemLink item={{ to: pagePaths.signIn, label: 'Sign in' }} />
        </li>
      </ul>
    );
  }
  return (
    <ul className={styles.account} aria-label={`Your account, ${session.user.email}`}>
      <li className={styles.who} aria-hidden="true">
        {session.user.email}
      </li>
      <li>
        <ItemLink item={{ to: pagePaths.myBookings, label: 'My bookings', icon: 'account' }} />
      </li>
      <li>
        <ItemLink item={{ to: pagePaths.account, label: 'Account' }} />
      </li>
      <li>
        <SignOutButton />
      </li>
    </ul>
  );
}

/** The phone menu: Escape closes it and gives focus back to its button; a new page closes it. */
function usePhoneMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, button, toggle: () => setOpen((was) => !was) };
}

export function Header() {
  const parkName = usePark().data?.park.name ?? 'Dog field bookings';
  const { session } = useSession();
  const menu = usePhoneMenu();
  const menuId = useId();

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={pagePaths.home} className={styles.brand}>
          <img src={logo} alt="" width={40} height={40} />
          <span>{parkName}</span>
        </Link>
        <button
          ref={menu.button}
          type="button"
          className={styles.menuButton}
          aria-expanded={menu.open}
          aria-controls={menuId}
          onClick={menu.toggle}
        >
          <MenuIcon />
          Menu
        </button>
        <nav
          id={menuId}
          aria-label="Main"
          className={`${styles.nav} ${menu.open ? styles.open : ''}`}
        >
          <ul className={styles.site}>
            {siteItems(session).map((item) => (
              <li key={item.to}>
                <ItemLink item={item} />
              </li>
            ))}
          </ul>
          <AccountItems session={session} />
        </nav>
      </div>
    </header>
  );
}
