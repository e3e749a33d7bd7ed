import { type FormEvent, useId, useState } from 'react';
import {
  BOOKING_FILTERS,
  type BookingFilter,
  type BookingSearch,
} from '../../../../contract/admin';
import { formStyles } from '../../../components/Field';
import styles from './PaymentsTab.module.css';

const FILTER_WORDS: Record<BookingFilter, string> = {
  confirmed: 'Confirmed',
  pending: 'Unpaid holds',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  test: 'Test bookings',
  all: 'All',
};

/** Which bookings the groups below show: a state, and a booking number or e-mail to look for. */
export function BookingSearchBar({
  search,
  onSearch,
}: {
  search: BookingSearch;
  onSearch: (search: BookingSearch) => void;
}) {
  const id = useId();
  const [text, setText] = useState(search.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...search, q: text.trim() || undefined });
  };
  return (
    <search aria-label="Bookings">
      <form className={styles.searchBar} onSubmit={submit}>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-status`}>Show</label>
          <select
            id={`${id}-status`}
            value={search.status}
            onChange={(event) =>
              onSearch({ ...search, status: event.target.value as BookingFilter })
            }
          >
            {BOOKING_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {FILTER_WORDS[filter]}
              </option>
            ))}
          </select>
        </div>
        <div className={`${formStyles.field} ${styles.searchField}`}>
          <label htmlFor={`${id}-q`}>Booking number or e-mail</label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          Search
        </button>
        {search.q && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setText('');
              onSearch({ ...search, q: undefined });
            }}
          >
            Clear search
          </button>
        )}
      </form>
    </search>
  );
}
