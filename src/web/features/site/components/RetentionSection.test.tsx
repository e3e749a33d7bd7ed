import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RETENTION_PERIODS } from '../../../../domain/retention';
import { RetentionSection } from './RetentionSection';

describe('the privacy notice’s retention section', () => {
  it('When shown, then it lists how long each kind of data is kept, and why', () => {
    render(<RetentionSection />);
    const section = screen.getByRole('region', { name: 'How long we keep your data' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(RETENTION_PERIODS.length);
    expect(section).toHaveTextContent(
      'E-mails we send you: The message itself for 90 days after it was sent',
    );
    expect(section).toHaveTextContent(
      'Sign-in sessions (which browser, when last used): Until you sign out, after 7 days unused, or after 30 days at most.',
    );
    expect(section).toHaveTextContent(
      'Bookings, payments, refunds and invoices: 6 years at least.',
    );
  });
});
