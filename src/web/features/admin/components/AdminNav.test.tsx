import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../../../contract/api/admin';
import type { Attention } from '../../../../contract/attention';
import { addressOf } from '../../../api/call';
import { sessionQuery } from '../../../api/session';
import { answer, api } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { AdminPage } from './AdminPage';
import type { AdminPlace, AdminPlaceGroup } from './adminPlaces';

// Decision 124: the admin page's places, grouped, each at its own address, with counts.

const staff = {
  user: { id: 'u1', email: 'owner@example.com' },
  paid: false,
  admin: true,
  superAdmin: true,
  twoFactor: true,
};

const place = (id: string, label: string, attention?: AdminPlace['attention']): AdminPlace => ({
  id,
  label,
  content: () => <p>The {label} place</p>,
  ...(attention && { attention }),
});

const GROUPS: AdminPlaceGroup[] = [
  { label: 'The day', places: [place('today', 'Today'), place('calendar', 'Calendar')] },
  {
    label: 'Bookings and money',
    places: [place('payments', 'Payments & Bookings', 'unpaidHolds'), place('passes', 'Passes')],
  },
  {
    label: 'Tools',
    places: [
      place('email-problems', 'E-mail problems', 'emailProblems'),
      place('access-problems', 'Access problems', 'accessProblems'),
    ],
  },
];

function Where() {
  const location = useLocation();
  return <p>Address: {`${location.pathname}${location.search}`}</p>;
}

function renderPage(at: string, counts: Attention) {
  answer(adminApi.attention, counts);
  answer(adminApi.today, new Promise(() => {}));
  return renderWithApi(
    <Routes>
      <Route
        path="/admin"
        element={
          <>
            <AdminPage places={() => GROUPS} />
            <Where />
          </>
        }
      />
    </Routes>,
    { at, known: (client) => client.setQueryData(sessionQuery().queryKey, staff) },
  );
}

const NONE: Attention = { unpaidHolds: 0, emailProblems: 0, accessProblems: 0 };
const nav = () => screen.getByRole('navigation', { name: 'Admin places' });
const attentionReads = () =>
  api.get.mock.calls.filter(([address]) => address === addressOf(adminApi.attention)).length;

describe('the admin page’s navigation', () => {
  it('When staff open /admin, then the places are listed under their groups’ headings and Today is the current place', () => {
    renderPage('/admin', NONE);
    const groups = within(nav())
      .getAllByRole('list')
      .map((list) => ({
        group: list.getAttribute('aria-labelledby')
          ? document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent
          : null,
        places: within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      }));
    expect(groups).toEqual([
      { group: 'The day', places: ['Today', 'Calendar'] },
      { group: 'Bookings and money', places: ['Payments & Bookings', 'Passes'] },
      { group: 'Tools', places: ['E-mail problems', 'Access problems'] },
    ]);
    expect(within(nav()).getByRole('list', { name: 'Tools' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Today' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Calendar' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByText('The Today place')).toBeInTheDocument();
  });

  it('When staff choose a place, then the address names it, it is marked as current, its content shows and the counts are read again', async () => {
    const { user } = renderPage('/admin?tab=today', NONE);
    await waitFor(() => expect(attentionReads()).toBe(1));

    await user.click(within(nav()).getByRole('link', { name: 'Passes' }));

    expect(screen.getByText('Address: /admin?tab=passes')).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Passes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Today' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('The Passes place')).toBeInTheDocument();
    expect(screen.queryByText('The Today place')).toBeNull();
    await waitFor(() => expect(attentionReads()).toBe(2));
  });

  it('When an address names no place the staff have, then Today opens', () => {
    renderPage('/admin?tab=no-such-place', NONE);
    expect(screen.getByText('The Today place')).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Today' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('When holds, e-mails and lock codes need attention, then each place’s entry says how many after its name, and the menu button their sum', async () => {
    renderPage('/admin', { unpaidHolds: 1, emailProblems: 2, accessProblems: 0 });
    expect(
      await within(nav()).findByRole('link', { name: 'E-mail problems, 2 need attention' }),
    ).toBeVisible();
    expect(
      within(nav()).getByRole('link', { name: 'Payments & Bookings, 1 needs attention' }),
    ).toBeVisible();
    expect(within(nav()).getByRole('link', { name: 'Access problems' })).toHaveTextContent(
      /^Access problems$/,
    );
    expect(within(nav()).getByRole('link', { name: 'Calendar' })).toHaveTextContent(/^Calendar$/);
    expect(
      within(nav()).getByRole('button', { name: 'Places: Today, 3 need attention' }),
    ).toBeInTheDocument();
  });

  it('When staff open the menu and choose a place, then the menu closes on the new place, its button naming it', async () => {
    const { user } = renderPage('/admin', NONE);
    const menu = within(nav()).getByRole('button', { name: 'Places: Today' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav()).getByRole('link', { name: 'E-mail problems' }));

    expect(screen.getByText('Address: /admin?tab=email-problems')).toBeInTheDocument();
    const after = within(nav()).getByRole('button', { name: 'Places: E-mail problems' });
    expect(after).toHaveAttribute('aria-expanded', 'false');
    expect(after).toHaveFocus();
  });

  it('When the menu is open and staff press Escape, then it closes and the focus goes back to its button', async () => {
    const { user } = renderPage('/admin', NONE);
    const menu = within(nav()).getByRole('button', { name: 'Places: Today' });
    await user.click(menu);
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});
