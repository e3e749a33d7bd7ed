import { useState } from 'react';
import { useParkData } from '../../../api/park';
import { AdminTable } from '../../../components/admin/AdminTable';
import styles from '../../../components/admin/admin.module.css';
import { CustomerLine } from '../../../components/admin/CustomerLine';
import { EmptyState, QueryWaiting } from '../../../components/PageState';
import { useActivity } from '../api/activityApi';

const PAGE_SIZE = 50;

export function ActivityTab() {
  const [page, setPage] = useState(1);
  const activity = useActivity(page);
  const { park } = useParkData();
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone: park.timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  if (!activity.isSuccess)
    return (
      <QueryWaiting
        query={activity}
        loading="Loading the activity…"
        failed="We can't load the activity right now."
      />
    );
  const { rows, total } = activity.data;
  return (
    <>
      {rows.length === 0 ? (
        <EmptyState title="No changes yet">
          Every change staff make (codes, roles, discounts, bookings, settings) will be listed here.
        </EmptyState>
      ) : (
        <AdminTable caption="Activity, newest first" headers={['When', 'Who', 'What', 'Details']}>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{when.format(new Date(row.at))}</td>
              <td>
                <CustomerLine
                  customer={{
                    who: row.who,
                    customerName: row.customerName ?? null,
                    customerMobile: row.customerMobile ?? null,
                  }}
                />
              </td>
              <td>{row.action}</td>
              <td>{row.details}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <div className={styles.toolbar}>
        {page > 1 && (
          <button type="button" className="button button--quiet" onClick={() => setPage(page - 1)}>
            Newer
          </button>
        )}
        {page * PAGE_SIZE < total && (
          <button type="button" className="button button--quiet" onClick={() => setPage(page + 1)}>
            Older
          </button>
        )}
      </div>
    </>
  );
}
