import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteApi } from '../../../../contract/api/site';
import type { FreeTimesResponse } from '../../../../contract/freeTimes';
import type { PublicPark } from '../../../../contract/park';
import { sessionQuery } from '../../../api/session';
import { answer } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { twoFields } from '../../../testing/testPark';
import { FreeTimesSection } from './FreeTimesSection';

// Decision 121. The park's clock reads Tuesday 10 June 2025, 09:00 (testPark.ts).
const free: FreeTimesResponse = {
  today: '2025-06-10',
  nowTime: '09:00',
  fields: [
    {
      id: 1,
      name: 'Top field',
      minutes: 30,
      days: [
        { date: '2025-06-10', closed: false, times: ['09:30', '10:00'] },
        { date: '2025-06-11', closed: false, times: ['08:00'] },
        { date: '2025-06-12', closed: false, times: [] },
      ],
    },
    {
      id: 2,
      name: 'Puppy paddock',
      minutes: 45,
      days: [
        { date: '2025-06-10', closed: false, times: [] },
        { date: '2025-06-11', closed: false, times: ['09:15'] },
        { date: '2025-06-12', closed: true, times: [] },
      ],
    },
  ],
};

function renderSection(park: Partial<PublicPark>, signedIn: boolean) {
  answer(siteApi.freeTimes, { query: { days: 3, per: 4 } }, free);
  return renderWithApi(<FreeTimesSection />, {
    park,
    known: (client) =>
      client.setQueryData(sessionQuery().queryKey, {
        user: signedIn ? { id: 'u1', email: 'walker@example.com' } : null,
        paid: false,
        admin: false,
        superAdmin: false,
        twoFactor: false,
      }),
  });
}

describe("the home page's free times", () => {
  it('When the park has two fields, then each is named with today and the next two days, and a signed-out time leads to sign-up', async () => {
    renderSection(twoFields, false);
    const section = screen.getByRole('region', { name: 'Free times' });
    const top = within(section).getByRole('region', { name: 'Top field' });
    const puppy = within(section).getByRole('region', { name: 'Puppy paddock' });
    const first = await within(top).findByRole('link', {
      name: '09:30 on Tuesday 10th of June, Top field',
    });
    expect(first).toHaveAttribute('href', '/sign-up');
    expect(
      within(top)
        .getAllByRole('link')
        .map((link) => link.firstChild?.textContent),
    ).toEqual(['09:30', '10:00', '08:00']);
    expect(
      within(top)
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual(['Today', 'Tomorrow', 'Thursday', 'No free times']);
    expect(
      within(puppy)
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual(['Today', 'No free times left today', 'Tomorrow', 'Thursday', 'Closed']);
    expect(within(section).getByRole('link', { name: 'See all free times' })).toHaveAttribute(
      'href',
      '/free-times',
    );
  });

  it('When the customer is signed in, then a time opens the booking page with it chosen', async () => {
    renderSection(twoFields, true);
    const link = await screen.findByRole('link', { name: /^09:15 on Wednesday 11th of June/ });
    expect(link).toHaveAttribute('href', '/booking?field=2&day=2025-06-11&time=09%3A15&minutes=45');
  });

  it('When the park has one field, then it is not named', async () => {
    renderSection({}, false);
    expect(
      await screen.findByRole('link', { name: '09:30 on Tuesday 10th of June' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });
});
