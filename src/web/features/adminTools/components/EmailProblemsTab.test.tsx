import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../../../contract/api/admin';
import type { EmailProblem, EmailProblems } from '../../../../contract/emailProblems';
import { emailProblemQueries } from '../../../api/admin/emailProblemsApi';
import { addressOf } from '../../../api/call';
import { api, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { EmailProblemsTab } from './EmailProblemsTab';

const refused: EmailProblem = {
  id: 7,
  to: 'ann@example.com',
  subject: 'Your booking is confirmed',
  kind: 'booking-confirmation',
  status: 'failed',
  error: '550 No such user here',
  firstTriedAt: '2025-06-10T08:00:00.000Z',
  attempts: 1,
  nextTryAt: null,
};

const deferred: EmailProblem = {
  id: 8,
  to: 'bob@example.com',
  subject: 'Reset your password',
  kind: 'password-reset',
  status: 'retrying',
  error: '421 Too busy, try again later',
  firstTriedAt: '2025-06-10T07:00:00.000Z',
  attempts: 6,
  nextTryAt: '2025-06-10T09:00:00.000Z',
};

function renderTab(problems: EmailProblems) {
  return renderWithApi(<EmailProblemsTab />, {
    known: (client) => client.setQueryData(emailProblemQueries.list().queryKey, problems),
  });
}

const table = () => screen.getByRole('table', { name: 'E-mail problems, newest first' });
const rowOf = (address: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => within(row).queryByText(address)) as HTMLElement;

describe('the E-mail problems tab', () => {
  it('When no e-mail has failed, then it says "No e-mail problems"', () => {
    renderTab({ total: 0, rows: [] });
    expect(screen.getByText('No e-mail problems')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('When e-mails failed or keep being deferred, then each shows whom it was for, the server’s words, its attempts and next try', () => {
    renderTab({ total: 2, rows: [refused, deferred] });
    const ann = rowOf('ann@example.com');
    expect(ann).toHaveTextContent('Your booking is confirmed');
    expect(ann).toHaveTextContent('booking-confirmation');
    expect(ann).toHaveTextContent('Failed');
    expect(ann).toHaveTextContent('550 No such user here');
    expect(ann).toHaveTextContent('10/06/2025, 09:00'); // first tried, in the park's time
    expect(ann).toHaveTextContent('Not again');
    const bob = rowOf('bob@example.com');
    expect(bob).toHaveTextContent('Retrying');
    expect(bob).toHaveTextContent('421 Too busy, try again later');
    expect(within(bob).getByRole('cell', { name: '6' })).toBeInTheDocument();
    expect(bob).toHaveTextContent('10/06/2025, 10:00'); // next try
  });

  it('When there are more problems than shown, then it says how many there are in all', () => {
    renderTab({ total: 120, rows: [refused, deferred] });
    expect(screen.getByText(/The newest 2 of 120 e-mails that did not go\./)).toBeInTheDocument();
  });

  it('When Retry is pressed, then that e-mail is sent again and its row says it goes now', async () => {
    const retried: EmailProblem = {
      ...refused,
      status: 'retrying',
      nextTryAt: '2025-06-10T08:30:00.000Z',
    };
    api.post.mockResolvedValue(retried);
    // The list read afresh after the retry, before the outbox has sent it.
    api.get.mockResolvedValue({ total: 2, rows: [retried, deferred] });
    const { user } = renderTab({ total: 2, rows: [refused, deferred] });
    await user.click(
      screen.getByRole('button', { name: 'Retry “Your booking is confirmed” to ann@example.com' }),
    );

    expect(api.post).toHaveBeenCalledWith(
      addressOf(adminApi.retryEmail, { params: { id: 7 } }),
      {},
    );
    await vi.waitFor(() => expect(api.get).toHaveBeenCalledWith(addressOf(adminApi.emailProblems)));
    const ann = rowOf('ann@example.com');
    expect(await within(ann).findByRole('status')).toHaveTextContent('Sending again now.');
    expect(ann).toHaveTextContent('Retrying');
    expect(ann).toHaveTextContent('Now');
    expect(rowOf('bob@example.com')).not.toHaveTextContent('Sending again now.');
  });

  it('When Retry is refused, then the row says why', async () => {
    api.post.mockRejectedValue(refusal('admin/email-words-gone'));
    api.get.mockResolvedValue({ total: 1, rows: [refused] });
    const { user } = renderTab({ total: 1, rows: [refused] });
    await user.click(screen.getByRole('button', { name: /^Retry .* to ann@example\.com$/ }));
    expect(await within(rowOf('ann@example.com')).findByRole('alert')).toHaveTextContent(
      "That e-mail's words are no longer kept, so it can't be sent again.",
    );
  });
});
