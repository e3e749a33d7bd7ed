import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AccountSessions } from '../../../../contract/account';
import { accountApi } from '../../../../contract/api/account';
import { authApi } from '../../../../contract/api/auth';
import { addressOf } from '../../../api/call';
import { sessionQuery } from '../../../api/session';
import { answer, api, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { accountQuery } from '../api/accountApi';
import { contactQuery } from '../api/contactApi';
import { dogNamesQuery } from '../api/dogsApi';
import { accountSessionsQuery } from '../api/sessionsApi';
import { AccountPage } from './AccountPage';
import { anAccount, signedIn } from './accountTestData';

const sessions: AccountSessions = {
  sessions: [
    {
      id: 's1',
      device: 'Firefox on Linux',
      createdAt: '2025-06-01T08:00:00Z',
      lastSeenAt: '2025-06-10T07:55:00Z',
      current: true,
    },
    {
      id: 's2',
      device: 'Safari on iPhone',
      createdAt: '2025-05-20T18:00:00Z',
      lastSeenAt: '2025-06-09T19:30:00Z',
      current: false,
    },
  ],
};

function renderPage(at = '/account') {
  return renderWithApi(<AccountPage />, {
    at,
    known: (client) => {
      signedIn()(client);
      client.setQueryData(accountQuery().queryKey, anAccount());
      client.setQueryData(accountSessionsQuery().queryKey, sessions);
      client.setQueryData(dogNamesQuery().queryKey, { names: ['Bramble'] });
      client.setQueryData(contactQuery().queryKey, {
        name: 'Sam',
        mobile: null,
        mobileAsk: 'optional',
      });
    },
  });
}

const sectionTitles = () =>
  screen.getAllByRole('region').map((region) => region.querySelector('h2')?.textContent);

describe('the account page', () => {
  it('When it opens, then it says who is signed in and links to each part, in the order shown', () => {
    renderPage();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(contents).toHaveTextContent('Signed in as walker@example.com');
    expect(contents).toHaveTextContent('Two-factor sign-in is off.');
    const links = within(contents).getAllByRole('link');
    const regions = screen.getAllByRole('region');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      regions.map((region) => `#${region.id}`),
    );
    expect(links.map((link) => link.textContent)).toEqual([
      'Password',
      'E-mail address',
      'Two-factor sign-in',
      'Sessions',
      'Your name and mobile',
      'Your dogs',
      'Your data',
      'Delete account',
    ]);
  });

  it('When a customer opens it, then every part is there, two-factor after the password and e-mail', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual([
      'Change password',
      'Change e-mail address',
      'Two-factor sign-in',
      'Where you are signed in',
      'Your name and mobile',
      'Your dogs',
      'Download my data',
      'Delete my account',
    ]);
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      addressOf(accountApi.data),
    );
  });

  it('When the admin page sent staff here, then the page opens on two-factor', () => {
    renderPage('/account?setup=two-factor');
    expect(sectionTitles()[0]).toBe('Two-factor sign-in');
  });

  it('When another session is signed out, then only that one is asked for', async () => {
    const { user } = renderPage();
    api.post.mockResolvedValueOnce({ signedOut: 1 });
    // The sessions are read afresh: the one signed out has gone.
    answer(accountApi.sessions, { sessions: sessions.sessions.slice(0, 1) });
    await user.click(screen.getByRole('button', { name: /^Sign out Safari on iPhone/ }));
    expect(api.post).toHaveBeenCalledWith(
      addressOf(accountApi.signOutSession, { params: { id: 's2' } }),
      {},
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Signed out 1 session.');
  });

  it('When the account is deleted, then the page says what was cancelled and the site is signed out', async () => {
    const { user, client } = renderPage();
    api.post.mockResolvedValueOnce({
      cancelled: [
        { bookingId: 42, refundPence: 650 },
        { bookingId: 43, refundPence: 0 },
      ],
    });
    // Signed out, what was read for the account is read afresh, and the server no longer answers.
    answer(authApi.account, refusal('auth/unauthenticated'));
    answer(accountApi.sessions, refusal('auth/unauthenticated'));
    answer(accountApi.dogs, refusal('auth/unauthenticated'));
    answer(accountApi.contact, refusal('auth/unauthenticated'));
    await user.type(screen.getAllByLabelText('Your password').at(-1) as HTMLElement, 'walks');
    await user.click(screen.getByLabelText('I understand that my account is deleted for good'));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is deleted' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Booking 42: £6.50 is on its way back to your card.')).toBeVisible();
    expect(screen.getByText('Booking 43: no refund was due.')).toBeVisible();
    await vi.waitFor(() =>
      expect(client.getQueryData(sessionQuery().queryKey)).toMatchObject({ user: null }),
    );
  });
});
