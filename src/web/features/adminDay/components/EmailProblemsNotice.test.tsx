import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmailProblem } from '../../../../contract/emailProblems';
import { emailProblemQueries } from '../../../api/admin/emailProblemsApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { EmailProblemsNotice } from './EmailProblemsNotice';

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

describe('the E-mail problems notice on Today', () => {
  it('When some e-mails did not go, then it says e-mails are failing and links to the list with their number', () => {
    renderWithApi(<EmailProblemsNotice />, {
      known: (client) =>
        client.setQueryData(emailProblemQueries.list().queryKey, { total: 3, rows: [refused] }),
    });
    expect(screen.getByText(/E-mails are failing:/).closest('p')).toHaveTextContent(
      'E-mails are failing: 3 e-mails not delivered. E-mail problems (3)',
    );
    expect(screen.getByRole('link', { name: 'E-mail problems (3)' })).toHaveAttribute(
      'href',
      '/?tab=email-problems',
    );
  });

  it('When one e-mail is still being retried because the mail server could not be reached, then it says e-mails are failing', () => {
    const unreachable: EmailProblem = {
      ...refused,
      status: 'retrying',
      error: 'ESOCKET connect ECONNREFUSED 127.0.0.1:2525',
      nextTryAt: '2025-06-10T08:00:30.000Z',
    };
    renderWithApi(<EmailProblemsNotice />, {
      known: (client) =>
        client.setQueryData(emailProblemQueries.list().queryKey, { total: 1, rows: [unreachable] }),
    });
    expect(screen.getByText(/E-mails are failing:/).closest('p')).toHaveTextContent(
      'E-mails are failing: 1 e-mail not delivered.',
    );
    expect(screen.getByRole('link', { name: 'E-mail problems (1)' })).toHaveAttribute(
      'href',
      '/?tab=email-problems',
    );
  });

  it('When there are none, then it shows nothing', () => {
    renderWithApi(<EmailProblemsNotice />, {
      known: (client) =>
        client.setQueryData(emailProblemQueries.list().queryKey, { total: 0, rows: [] }),
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/E-mails are failing/)).not.toBeInTheDocument();
  });
});
