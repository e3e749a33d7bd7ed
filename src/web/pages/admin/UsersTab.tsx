import { useState } from 'react';
import { ROLES, type Role } from '../../../domain/accounts';
import { useChangeRole, useUsers } from '../../api/admin';
import { ApiRequestError } from '../../api/client';
import { useSession } from '../../api/session';
import { FormError, formStyles } from '../../components/Field';
import { shortDate } from '../../lib/formats';
import { AdminTable } from './AdminTable';
import styles from './admin.module.css';

const ROLE_WORDS: Record<Role, string> = {
  customer: 'Customer',
  admin: 'Admin',
  'super-admin': 'Super admin',
};

export function UsersTab({ superAdmin }: { superAdmin: boolean }) {
  const [sort, setSort] = useState<'newest' | 'oldest'>('newest');
  const users = useUsers(sort);
  const changeRole = useChangeRole();
  const { session } = useSession();
  const [error, setError] = useState<string | null>(null);

  return (
    <>
      <div className={styles.toolbar}>
        <div className={formStyles.field}>
          <label htmlFor="users-sort">Sort</label>
          <select
            id="users-sort"
            value={sort}
            onChange={(event) => setSort(event.target.value as 'newest' | 'oldest')}
          >
            <option value="newest">Newest First</option>
            <option value="oldest">Oldest First</option>
          </select>
        </div>
      </div>
      <FormError message={error} />
      {users.isPending ? (
        <p>Loading the users…</p>
      ) : users.isError ? (
        <p>We can't load the users right now.</p>
      ) : (
        <AdminTable caption="Users" headers={['Email', 'Bookings', 'Created', 'Role']}>
          {users.data.map((user) => (
            <tr key={user.id}>
              <td>
                {user.email} {user.isTest && <span className={styles.marker}>Test account</span>}
                {!user.emailVerified && <span className={styles.marker}>E-mail not confirmed</span>}
              </td>
              <td>{user.bookings}</td>
              <td>{user.firstBooking ? shortDate(user.firstBooking) : '—'}</td>
              <td>
                {superAdmin && user.id !== session.user?.id ? (
                  <select
                    aria-label={`Role of ${user.email}`}
                    value={user.role}
                    disabled={changeRole.isPending}
                    onChange={(event) => {
                      setError(null);
                      changeRole.mutate(
                        { id: user.id, role: event.target.value as Role },
                        {
                          onError: (failure) =>
                            setError(
                              failure instanceof ApiRequestError
                                ? failure.message
                                : 'The role was not changed.',
                            ),
                        },
                      );
                    }}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_WORDS[role]}
                      </option>
                    ))}
                  </select>
                ) : (
                  ROLE_WORDS[user.role]
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
