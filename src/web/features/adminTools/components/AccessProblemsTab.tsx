import type { AccessProblem } from '../../../../contract/accessProblems';
import { useAccessProblems, useNewLockCode } from '../../../api/admin/accessProblemsApi';
import { useParkData } from '../../../api/park';
import { AdminTable } from '../../../components/admin/AdminTable';
import { FormError, FormSuccess } from '../../../components/Field';
import { EmptyState, QueryWaiting } from '../../../components/PageState';
import { failureMessage } from '../../../lib/apiErrors';

const HEADERS = [
  'Booking',
  'Customer',
  'Status',
  'What happened',
  'Attempts',
  'Next try',
  'New code',
];

const STATUS_WORDS: Record<AccessProblem['status'], string> = {
  retrying: 'Being tried again',
  'stood-in': 'Another code given',
  'not-removed': 'Not yet taken off the lock',
};

function whatHappened(problem: AccessProblem): string {
  const given =
    problem.standIn === 'backup'
      ? "The customer was sent the lock's backup code."
      : problem.standIn === 'daily'
        ? "The customer was sent the field's code for the day."
        : '';
  return [problem.error, given].filter(Boolean).join(' ');
}

function ProblemRow({ problem, when }: { problem: AccessProblem; when: Intl.DateTimeFormat }) {
  const renew = useNewLockCode();
  return (
    <tr>
      <td>
        {problem.bookingId}
        <br />
        <small>
          {problem.fieldName}, {problem.date} {problem.time}
        </small>
      </td>
      <td>{problem.customer ?? 'Manual booking'}</td>
      <td>{STATUS_WORDS[problem.status]}</td>
      <td>{whatHappened(problem)}</td>
      <td>{problem.attempts}</td>
      <td>{problem.nextTryAt ? when.format(new Date(problem.nextTryAt)) : 'Not again'}</td>
      <td>
        {problem.status === 'not-removed' ? null : (
          <button
            type="button"
            className="button button--quiet"
            aria-label={`Ask the lock for a new code for booking ${problem.bookingId}`}
            disabled={renew.isPending}
            onClick={() => renew.mutate(problem.bookingId)}
          >
            {renew.isPending ? 'Asking…' : 'New code'}
          </button>
        )}
        <FormSuccess
          message={renew.isSuccess ? 'Asked. The customer is e-mailed the new code.' : null}
        />
        <FormError
          message={
            renew.isError ? failureMessage(renew.error, "We couldn't ask for a new code.") : null
          }
        />
      </td>
    </tr>
  );
}

/**
 * Bookings whose own code is not right on the lock (decision 117): still being tried, given
 * another code instead, or not yet taken off after a cancellation; with a New code button.
 */
export function AccessProblemsTab() {
  const problems = useAccessProblems();
  const { park } = useParkData();
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone: park.timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  if (problems.data === undefined)
    return (
      <QueryWaiting
        query={problems}
        loading="Loading the access problems…"
        failed="We can't load the access problems right now."
      />
    );
  const { rows, total } = problems.data;
  if (rows.length === 0)
    return (
      <EmptyState title="No access problems">
        Bookings whose own code could not be put on the lock, or taken off it, will be listed here.
      </EmptyState>
    );
  return (
    <>
      <p>
        {total > rows.length
          ? `The soonest ${rows.length} of ${total} bookings with a problem at the gate.`
          : `${total} ${total === 1 ? 'booking' : 'bookings'} with a problem at the gate.`}{' '}
        New code asks the lock for another code and e-mails it to the customer.
      </p>
      <AdminTable caption="Access problems, soonest first" headers={HEADERS}>
        {rows.map((problem) => (
          <ProblemRow key={problem.bookingId} problem={problem} when={when} />
        ))}
      </AdminTable>
    </>
  );
}
