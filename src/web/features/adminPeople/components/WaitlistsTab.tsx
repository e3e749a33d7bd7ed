import type { AdminWaitlistRow } from '../../../../contract/waitlist';
import { dateInWords } from '../../../../domain/dates';
import { lengthInWords } from '../../../../domain/fieldSales';
import { useParkData } from '../../../api/park';
import { AdminTable } from '../../../components/admin/AdminTable';
import { CustomerLine } from '../../../components/admin/CustomerLine';
import { useOpenBooking } from '../../../components/admin/openBooking';
import { EmptyState, QueryWaiting } from '../../../components/PageState';
import { useWaitlists } from '../api/waitlistsApi';

const HEADERS = ['Slot', 'Customer', 'Waiting since', 'Status', 'Short notice'];

function Row({ row, when }: { row: AdminWaitlistRow; when: Intl.DateTimeFormat }) {
  const openBooking = useOpenBooking();
  const slot = `${dateInWords(row.date)}, ${row.time} to ${row.endTime}`;
  return (
    <tr>
      <td>
        {slot}
        <br />
        <small>
          {row.fieldName && `${row.fieldName}, `}
          {lengthInWords(row.minutes)}, {row.dogs} dogs
        </small>
      </td>
      <td>
        <CustomerLine customer={{ ...row, who: row.email }} />
      </td>
      <td>{when.format(new Date(row.joinedAt))}</td>
      <td>
        {row.status === 'offered' && row.offerBookingId !== null ? (
          <>
            Offered
            {row.heldUntil && `, held until ${when.format(new Date(row.heldUntil))}`}
            <br />
            <button
              type="button"
              className="button button--quiet"
              onClick={() => openBooking(row.offerBookingId as number)}
              aria-label={`Details of the hold for ${row.email} on ${slot}`}
            >
              Details
            </button>
          </>
        ) : (
          'Waiting'
        )}
      </td>
      <td>{row.shortNotice ? 'Yes' : 'No'}</td>
    </tr>
  );
}

/**
 * Who waits for which taken slot still to come (decision 102): each slot's list in line
 * order, the soonest slots first, with whoever holds an offer and until when.
 */
export function WaitlistsTab() {
  const lists = useWaitlists();
  const { park } = useParkData();
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone: park.timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  if (lists.data === undefined)
    return (
      <QueryWaiting
        query={lists}
        loading="Loading the waiting lists…"
        failed="We can't load the waiting lists right now."
      />
    );
  const { rows, total } = lists.data;
  if (rows.length === 0)
    return (
      <EmptyState title="Nobody is waiting">
        Customers who ask to hear when a taken slot frees up will be listed here, in the order they
        asked.
      </EmptyState>
    );
  return (
    <>
      <p>
        {total > rows.length
          ? `The soonest ${rows.length} of ${total} places on waiting lists.`
          : `${total} ${total === 1 ? 'place' : 'places'} on waiting lists.`}{' '}
        When a slot frees, the first in line who may have it is offered it and it is held for them
        for {park.waitlistOfferMinutes} minutes; then the next.
      </p>
      <AdminTable caption="Waiting lists, soonest slot first, in line order" headers={HEADERS}>
        {rows.map((row) => (
          <Row key={row.id} row={row} when={when} />
        ))}
      </AdminTable>
    </>
  );
}
