import { useState } from 'react';
import type { AdminUserRow } from '../../../../contract/admin';
import { ROLES, type Role } from '../../../../domain/accounts';
import { useSession } from '../../../api/session';
import { AdminTable } from '../../../components/admin/AdminTable';
import styles from '../../../components/admin/admin.module.css';
import { CustomerLine } from '../../../components/admin/CustomerLine';
import { PagerNav } from '../../../components/admin/PagerNav';
import { FormError, formStyles } from '../../../components/Field';
import { EmptyState, ErrorNotice, LoadingState } from '../../../components/PageState';
import { failureMessage } from '../../../lib/apiErrors';
import { shortDate } from '../../../lib/formats';
import { type UserSort, useChangeRole, useUsers } from '../api/usersApi';
import { CustomerDialog } from './CustomerDialog';

const ROLE_WORDS: Record<Role, string> = {
  customer: 'Customer',
  admin: 'Admin',
  'super-admin': 'Super admin',
};

function SortSelect({ sort, onSort }: { sort: UserSort; onSort: (sort: UserSort) => void }) {
  return (
    <div className={formStyles.field}>
      <label htmlFor="users-sort">Sort</label>
      <select
        id="users-sort"
        value={sort}
        onChange={(event) => onSort(event.target.value as UserSort)}
      >
        <option value="newest">Newest First</option>
        <option value="oldest">Oldest First</option>
      </select>
    </div>
  );
}

/** Looks for part of an address once asked, not at every key. */
function UserSearch({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <search aria-label="Users">
      <form
        className={styles.inlineForm}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <div className={formStyles.field}>
          <label htmlFor="users-search">E-mail contains</label>
          <input
            id="users-search"
            type="search"
            maxLength={200}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </form>
    </search>
  );
}

interface RoleSelectProps {
  user: AdminUserRow;
  /** One change at a time: every select waits while one is saved. */
  changeRole: ReturnType<typeof useChangeRole>;
  onError: (message: string | null) => void;
}

function RoleSelect({ user, changeRole, onError }: RoleSelectProps) {
  return (
    <select
      aria-label={`Role of ${user.email}`}
      value={user.role}
      disabled={changeRole.isPending}
      onChange={(event) => {
        onError(null);
        changeRole.mutate(
          { id: user.id, role: event.target.value as Role },
          { onError: (failure) => onError(failureMessage(failure, 'The role was not changed.')) },
        );
      }}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_WORDS[role]}
        </option>
      ))}
    </select>
  );
}

const COUNT = new Intl.NumberFormat('en-GB');

/**
 * The users a page at a time, as the server orders and searches them: each Next asks for the
 * page after the last one's cursor, and Previous goes back along the cursors already given.
 */
function useUserPages(sort: UserSort, search: string) {
  const [cursors, setCursors] = useState<string[]>([]);
  const [asked, setAsked] = useState({ sort, search });
  // A new order or search starts again from the first page.
  if (asked.sort !== sort || asked.search !== search) {
    setAsked({ sort, search });
    setCursors([]);
  }
  const users = useUsers(sort, search, cursors.at(-1) ?? null);
  // While the next page loads the last one stays on screen, counted where it was.
  const at = cursors.length * (users.data?.pageSize ?? 0);
  const [shownAt, setShownAt] = useState(at);
  if (users.isSuccess && !users.isPlaceholderData && shownAt !== at) setShownAt(at);
  const next = users.data?.next ?? null;
  return {
    users,
    at: users.isPlaceholderData ? shownAt : at,
    previous: cursors.length > 0 ? () => setCursors(cursors.slice(0, -1)) : null,
    next: next ? () => setCursors([...cursors, next]) : null,
  };
}

export function UsersTab({ superAdmin }: { superAdmin: boolean }) {
  const [sort, setSort] = useState<UserSort>('newest');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<AdminUserRow | null>(null);
  const { users, at, previous, next } = useUserPages(sort, search);
  const changeRole = useChangeRole();
  const { session } = useSession();
  const [error, setError] = useState<string | null>(null);

  return (
    <>
      <div className={styles.toolbar}>
        <SortSelect sort={sort} onSort={setSort} />
        <UserSearch onSearch={setSearch} />
      </div>
      <FormError message={error} />
      {users.isPending ? (
        <LoadingState label="Loading the users…" />
      ) : users.isError ? (
        <ErrorNotice
          message="We can't load the users right now."
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : users.data.users.length === 0 ? (
        <EmptyState title={search ? `No user's e-mail contains “${search}”.` : 'No users yet.'} />
      ) : (
        <>
          <AdminTable caption="Users" headers={['Email', 'Bookings', 'Created', 'Role']}>
            {users.data.users.map((user) => (
              <tr key={user.id}>
                <td>
                  <CustomerLine
                    customer={{ ...user, who: user.email }}
                    openAddress={(address) => (
                      <button
                        type="button"
                        className={styles.linkButton}
                        onClick={() => setOpen(user)}
                        aria-haspopup="dialog"
                      >
                        {address}
                      </button>
                    )}
                  />{' '}
                  {user.isTest && <span className={styles.marker}>Test account</span>}
                  {!user.emailVerified && (
                    <span className={styles.marker}>E-mail not confirmed</span>
                  )}
                </td>
                <td>{user.bookings}</td>
                <td>{user.firstBooking ? shortDate(user.firstBooking) : '—'}</td>
                <td>
                  {/* A super admin changes anyone's role but their own. */}
                  {superAdmin && user.id !== session.user?.id ? (
                    <RoleSelect user={user} changeRole={changeRole} onError={setError} />
                  ) : (
                    ROLE_WORDS[user.role]
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
          <PagerNav
            label="Pages of users"
            place={`Users ${COUNT.format(at + 1)}–${COUNT.format(at + users.data.users.length)} of ${COUNT.format(users.data.total)}`}
            busy={users.isPlaceholderData}
            onPrevious={previous}
            onNext={next}
          />
        </>
      )}
      <CustomerDialog user={open} onClose={() => setOpen(null)} />
    </>
  );
}
