import { useId, useState } from 'react';
import type { BookingGroup, BookingSearch, RevenueResponse } from '../../../../contract/admin';
import { adminApi } from '../../../../contract/api/admin';
import { monthLabel, parseYearMonth } from '../../../../domain/calendar';
import { formatPence } from '../../../../domain/money';
import { addressOf } from '../../../api/call';
import { AdminTable } from '../../../components/admin/AdminTable';
import { formStyles } from '../../../components/Field';
import { ErrorNotice, LoadingState, QueryWaiting } from '../../../components/PageState';
import { useBookingCounts, useRevenue } from '../api/bookingsApi';
import { BookingGroupCards } from './BookingCards';
import { BookingSearchBar } from './BookingSearchBar';
import styles from './PaymentsTab.module.css';

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
    <div className={formStyles.field}>
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

/** The month's takings of each field, where the park has several (decision 114). */
function TakingsByField({ takings }: { takings: RevenueResponse }) {
  if (takings.fields.length === 0) return null;
  return (
    <AdminTable
      caption={`Takings by field, ${label(takings.month)}`}
      headers={['Field', 'Total Amount', 'Including manual bookings (est.)']}
    >
      {takings.fields.map((field) => (
        <tr key={field.fieldId}>
          <td>{field.name}</td>
          <td>{formatPence(field.totalPence)}</td>
          <td>{formatPence(field.estimatePence)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/**
 * The month's pass sales and refunds on a line of their own (decision 127), apart from the
 * seed's figures, which stay the bookings' alone; then the month's money all together.
 */
function PassMoney({ takings }: { takings: RevenueResponse }) {
  const { passes } = takings;
  if (!passes) return null;
  return (
    <p className={styles.passMoney}>
      Passes: <strong>{formatPence(passes.paidPence)}</strong> sold (
      {passes.sold === 1 ? '1 pass' : `${passes.sold} passes`}),{' '}
      <strong>{formatPence(passes.refundedPence)}</strong> refunded. Bookings and passes together:{' '}
      <strong>{formatPence(passes.withBookingsPence)}</strong>
    </p>
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
    <section aria-label="Takings">
      <div className={styles.monthRow}>
        <MonthSelect revenue={takings} onMonth={setMonth} />
        <a href={addressOf(adminApi.exportCsv, { query: { month: takings.month } })} download>
          Export {label(takings.month)} as CSV
        </a>
      </div>
      <div className={styles.figures}>
        <p className={styles.figure}>
          Total Bookings: <strong>{takings.totalBookings}</strong>
        </p>
        <p className={styles.figure}>
          Total Amount: <strong>{formatPence(takings.totalPence)}</strong>
        </p>
        <p className={styles.figure}>
          Total Amount including manual bookings (est.):{' '}
          <strong>{formatPence(takings.estimatePence)}</strong>
        </p>
        <p className={styles.figure}>
          Refunded: <strong>{formatPence(takings.refundedPence)}</strong>
        </p>
      </div>
      <PassMoney takings={takings} />
      <TakingsByField takings={takings} />
    </section>
  );
}

function Group({
  group,
  total,
  search,
  superAdmin,
}: {
  group: BookingGroup;
  total: number;
  search: BookingSearch;
  superAdmin: boolean;
}) {
  const [showPast, setShowPast] = useState(false);
  return (
    <section aria-labelledby={`group-${group}`}>
      <div className={styles.groupHead}>
        <h2 id={`group-${group}`}>
          {GROUP_TITLES[group]} ({total})
        </h2>
        {group === 'past' && (
          <button
            type="button"
            className="button button--quiet button--small"
            onClick={() => setShowPast(!showPast)}
            aria-expanded={showPast}
          >
            {showPast ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {(group !== 'past' || showPast) && (
        <BookingGroupCards group={group} total={total} search={search} superAdmin={superAdmin} />
      )}
    </section>
  );
}

/** Takings first, then the seed's four groups of bookings, confirmed ones unless asked. */
export function PaymentsTab({ superAdmin }: { superAdmin: boolean }) {
  const [search, setSearch] = useState<BookingSearch>({ status: 'confirmed' });
  const counts = useBookingCounts(search);
  return (
    <>
      <Takings />
      <BookingSearchBar search={search} onSearch={setSearch} />
      {!counts.isSuccess && (
        <QueryWaiting
          query={counts}
          loading="Loading the bookings…"
          failed="We can't load the bookings right now."
        />
      )}
      {counts.isSuccess &&
        (['today', 'tomorrow', 'upcoming', 'past'] as const).map((group) => (
          <Group
            key={group}
            group={group}
            total={counts.data[group]}
            search={search}
            superAdmin={superAdmin}
          />
        ))}
    </>
  );
}
