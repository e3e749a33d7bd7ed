import { useId, useState } from 'react';
import type { BookingGroup } from '../../../contract/admin';
import { monthLabel, parseYearMonth } from '../../../domain/calendar';
import { formatPence } from '../../../domain/money';
import { useBookingCounts, useRevenue } from '../../api/admin';
import { formStyles } from '../../components/Field';
import styles from './admin.module.css';
import { BookingGroupCards } from './BookingCards';

const GROUP_TITLES: Record<BookingGroup, string> = {
  today: "Today's Bookings",
  tomorrow: "Tomorrow's Bookings",
  upcoming: 'Upcoming Bookings',
  past: 'Past Bookings',
};

function label(month: string): string {
  const ym = parseYearMonth(month);
  return ym ? monthLabel(ym) : month;
}

export function PaymentsTab({ superAdmin }: { superAdmin: boolean }) {
  const [month, setMonth] = useState<string | null>(null);
  const [showPast, setShowPast] = useState(false);
  const revenue = useRevenue(month);
  const counts = useBookingCounts();
  const selectId = useId();

  return (
    <>
      {revenue.data ? (
        <section className={styles.totals} aria-label="Takings">
          <p>
            Total Bookings: <strong>{revenue.data.totalBookings}</strong>
          </p>
          <div className={`${formStyles.field} ${styles.toolbar}`}>
            <label htmlFor={selectId}>Month payments</label>
            <select
              id={selectId}
              value={revenue.data.month}
              onChange={(event) => setMonth(event.target.value)}
            >
              {revenue.data.months.map((option) => (
                <option key={option} value={option}>
                  {label(option)}
                </option>
              ))}
            </select>
          </div>
          <p>
            Total Amount: <strong>{formatPence(revenue.data.totalPence)}</strong>
          </p>
          <p>
            Total Amount including manual bookings (est.):{' '}
            <strong>{formatPence(revenue.data.estimatePence)}</strong>
          </p>
          <p>
            Refunded: <strong>{formatPence(revenue.data.refundedPence)}</strong>
          </p>
          <p>
            <a href={`/api/admin/export.csv?month=${revenue.data.month}`} download>
              Export {label(revenue.data.month)} as CSV
            </a>
          </p>
        </section>
      ) : (
        <p>{revenue.isError ? "We can't load the takings right now." : 'Loading the takings…'}</p>
      )}

      {counts.data &&
        (['today', 'tomorrow', 'upcoming', 'past'] as const).map((group) => (
          <section key={group} aria-labelledby={`group-${group}`}>
            <h2 id={`group-${group}`}>
              {GROUP_TITLES[group]} ({counts.data[group]})
            </h2>
            {group === 'past' && (
              <button
                type="button"
                className="button button--quiet"
                onClick={() => setShowPast(!showPast)}
                aria-expanded={showPast}
              >
                {showPast ? 'Hide' : 'Show'}
              </button>
            )}
            {(group !== 'past' || showPast) && (
              <BookingGroupCards group={group} total={counts.data[group]} superAdmin={superAdmin} />
            )}
          </section>
        ))}
    </>
  );
}
