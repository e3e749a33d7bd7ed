import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmailProblem } from '../../../../contract/emailProblems';
import type { TodayResponse } from '../../../../contract/workspace';
import { emailProblemQueries } from '../../../api/admin/emailProblemsApi';
import { workspaceQueries } from '../../../api/admin/workspaceApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { TodayTab } from './TodayTab';
import { aBooking, aDay } from './workspaceTestData';

const today: TodayResponse = {
  nowTime: '09:00',
  gateCode: '4821',
  day: aDay('2025-06-10', { bookings: [aBooking()] }),
  onFieldNowId: null,
  nextId: null,
  holds: [],
  tomorrow: { date: '2025-06-11', first: null },
  lanes: [],
};

// As the outbox leaves a confirmation after its first try at a closed SMTP_URL (decision 128).
const unreachable: EmailProblem = {
  id: 12,
  to: 'ann@example.com',
  subject: 'Booking confirmed: 10th of June 2025, 10:00 to 11:00',
  kind: 'booking-confirmation',
  status: 'retrying',
  error: 'ESOCKET connect ECONNREFUSED 127.0.0.1:2525',
  firstTriedAt: '2025-06-10T08:00:00.000Z',
  attempts: 1,
  nextTryAt: '2025-06-10T08:00:30.000Z',
};

describe('Today when e-mails are failing', () => {
  it('When the mail server could not be reached, then Today says so above the gate code, with the way to E-mail problems', () => {
    renderWithApi(<TodayTab />, {
      known: (client) => {
        client.setQueryData(workspaceQueries.today().queryKey, today);
        client.setQueryData(emailProblemQueries.list().queryKey, {
          total: 2,
          rows: [unreachable, { ...unreachable, id: 13, to: 'owner@example.com' }],
        });
      },
    });
    const line = screen.getByText(/E-mails are failing:/).closest('p') as HTMLElement;
    expect(line).toHaveTextContent('E-mails are failing: 2 e-mails not delivered.');
    expect(screen.getByRole('link', { name: 'E-mail problems (2)' })).toHaveAttribute(
      'href',
      '/?tab=email-problems',
    );
    const gateCode = screen.getByRole('heading', { name: "Today's gate code" });
    expect(line.compareDocumentPosition(gateCode) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
