import { useId, useState } from 'react';
import type { BookingGroup, RevenueResponse } from '../../../../contract/admin';
import { monthLabel, parseYearMonth } from '../../../../domain/calendar';
import { formatPence } from '../../../../domain/money';
import { formStyles } from '../../../components/Field';
import { ErrorNotice, LoadingState } from '../../../components/PageState';
import { useBookingCounts, useRevenue } from '../api/adminApi';
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

function MonthSelect({
  revenue,
  onMonth,
}: {
  revenue: RevenueResponse;
  onMonth: (month: string) => void;
}) {
  const selectId = useId();
  return (
    <div className={`${formStyles.field} ${styles.toolbar}`}>
      <label htmlFor={selectId}>Month payments</label>
      <select id={selectId} value={revenue.month} onChange={(event) => onMonth(event.target.value)}>
        {revenue.months.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The month's takings, by payment date; the first month shown is the server's choice. */
function Takings() {
  const [month, setMonth] = useState<string | null>(null);
  const revenue = useRevenue(month);
  if (!revenue.data) {
    return revenue.isError ? (
      <ErrorNotice
        message="We can't load the takings right now."
        onRetry={() => void revenue.refetch()}
        retrying={revenue.isFetching}
      />
    ) : (
      <LoadingState label="Loading the takings…" />
    );
  }
  const takings = revenue.data;
  return (
    <section className={styles.totals} aria-label="Takings">
      <p>
        Total Bookings: <strong>{takings.totalBookings}</strong>
      </p>
      <MonthSelect revenue={takings} onMonth={setMonth} />
      <p>
        Total Amount: <strong>{formatPence(takings.totalPence)}</strong>
      </p>
      <p>
        Total Amount including manual bookings (est.):{' '}
        <strong>{formatPence(takings.estimatePence)}</strong>
      </p>
      <p>
        Refunded: <strong>{formatPence(takings.refundedPence)}</strong>
      </p>
      <p>
        <a href={`/api/admin/export.csv?month=${takings.month}`} download>
          Export {label(takings.month)} as CSV
        </a>
      </p>
    </section>
  );
}

function Group({
  group,
  total,
  superAdmin,
}: {
  group: BookingGroup;
  total: number;
  superAdmin: boolean;
}) {
  const [showPast, setShowPast] = useState(false);
  return (
    <section aria-labelledby={`group-${group}`}>
      <h2 id={`group-${group}`}>
        {GROUP_TITLES[group]} ({total})
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
        <BookingGroupCards group={group} total={total} superAdmin={superAdmin} />
      )}
    </section>
  );
}

export function PaymentsTab({ superAdmin }: { superAdmin: boolean }) {
  const counts = useBookingCounts();
  return (
    <>
      <Takings />
      {counts.data &&
        (['today', 'tomorrow', 'upcoming', 'past'] as const).map((group) => (
          <Group key={group} group={group} total={counts.data[group]} superAdmin={superAdmin} />
        ))}
    </>
  );
}
