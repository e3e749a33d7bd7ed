import type { EmailProblem } from '../../../../contract/emailProblems';
import { useEmailProblems, useRetryEmail } from '../../../api/admin/emailProblemsApi';
import { useParkData } from '../../../api/park';
import { AdminTable } from '../../../components/admin/AdminTable';
import { FormError, FormSuccess } from '../../../components/Field';
import { EmptyState, QueryWaiting } from '../../../components/PageState';
import { failureMessage } from '../../../lib/apiErrors';

const HEADERS = [
  'To',
  'E-mail',
  'Status',
  'The mail server said',
  'First tried',
  'Attempts',
  'Next try',
  'Send again',
];

function ProblemRow({ problem, when }: { problem: EmailProblem; when: Intl.DateTimeFormat }) {
  const retry = useRetryEmail();
  const which = `“${problem.subject}” to ${problem.to}`;
  return (
    <tr>
      <td>{problem.to}</td>
      <td>
        {problem.subject}
        <br />
        <small>{problem.kind}</small>
      </td>
      <td>{problem.status === 'failed' ? 'Failed' : 'Retrying'}</td>
      <td>{problem.error}</td>
      <td>{when.format(new Date(problem.firstTriedAt))}</td>
      <td>{problem.attempts}</td>
      <td>
        {retry.isSuccess
          ? 'Now'
          : problem.nextTryAt
            ? when.format(new Date(problem.nextTryAt))
            : 'Not again'}
      </td>
      <td>
        <button
          type="button"
          className="button button--quiet"
          aria-label={`Retry ${which}`}
          disabled={retry.isPending}
          onClick={() => retry.mutate(problem.id)}
        >
          {retry.isPending ? 'Retrying…' : 'Retry'}
        </button>
        <FormSuccess message={retry.isSuccess ? 'Sending again now.' : null} />
        <FormError
          message={
            retry.isError ? failureMessage(retry.error, "We couldn't retry it. Try again.") : null
          }
        />
      </td>
    </tr>
  );
}

/**
 * The e-mails that did not go (decision 096): refused for good, or still being retried a
 * quarter of an hour after they were written, with the mail server's words and a Retry.
 */
export function EmailProblemsTab() {
  const problems = useEmailProblems();
  const { park } = useParkData();
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone: park.timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  // A list already shown stays while it is read again, even if that read fails.
  if (problems.data === undefined)
    return (
      <QueryWaiting
        query={problems}
        loading="Loading the e-mail problems…"
        failed="We can't load the e-mail problems right now."
      />
    );
  const { rows, total } = problems.data;
  if (rows.length === 0)
    return (
      <EmptyState title="No e-mail problems">
        E-mails the mail server refuses, that can't reach the mail server at all, or that are still
        not sent 15 minutes after they were written, will be listed here.
      </EmptyState>
    );
  return (
    <>
      <p>
        {total > rows.length
          ? `The newest ${rows.length} of ${total} e-mails that did not go.`
          : `${total} ${total === 1 ? 'e-mail' : 'e-mails'} that did not go.`}{' '}
        Retry sends one again at once, to the same address.
      </p>
      <AdminTable caption="E-mail problems, newest first" headers={HEADERS}>
        {rows.map((problem) => (
          <ProblemRow key={problem.id} problem={problem} when={when} />
        ))}
      </AdminTable>
    </>
  );
}
