import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserRow } from '../../../../contract/admin';
import { adminApi } from '../../../../contract/api/admin';
import { authApi } from '../../../../contract/api/auth';
import { addressOf } from '../../../api/call';
import { answer, api, never } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { UsersTab } from './UsersTab';

const user = (n: number): AdminUserRow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `walker${n}@example.com`,
  role: 'customer',
  bookings: 40 - n,
  firstBooking: '2025-06-14',
  isTest: false,
  emailVerified: true,
  customerName: null,
  customerMobile: null,
});

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => user(from + index));

/** Where a page of users is asked for. */
const users = (query: { sort: 'newest' | 'oldest'; q?: string; after?: string }) =>
  addressOf(adminApi.users, { query });

/** The server's pages: 30 users, 25 then 5, in either order; a search for "walker1" keeps 11 on one page. */
function renderTab() {
  const first = { users: range(1, 25), pageSize: 25, total: 30, next: 'after-25' };
  answer(adminApi.users, { query: { sort: 'newest' } }, first);
  answer(adminApi.users, { query: { sort: 'oldest' } }, first);
  answer(
    adminApi.users,
    { query: { sort: 'newest', after: 'after-25' } },
    { users: range(26, 30), pageSize: 25, total: 30, next: null },
  );
  answer(
    adminApi.users,
    { query: { sort: 'newest', q: 'walker1' } },
    { users: [user(1), ...range(10, 19)], pageSize: 25, total: 11, next: null },
  );
  // Who is signed in (the tab asks, so that a super admin can't change their own role) stays
  // loading.
  answer(authApi.session, never());
  return renderWithApi(<UsersTab superAdmin={false} />);
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1);
const pager = () => screen.getByRole('navigation', { name: 'Pages of users' });

describe('the Users tab, a page at a time', () => {
  it('When there are more users than a page, then 25 show with where they sit, and Next and Previous move by the server’s cursor', async () => {
    const { user: person } = renderTab();
    expect(await screen.findByText('Users 1–25 of 30')).toBeInTheDocument();
    expect(rows()).toHaveLength(25);
    expect(api.get).toHaveBeenCalledWith(users({ sort: 'newest' }));
    expect(within(pager()).queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();

    await person.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Users 26–30 of 30')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(users({ sort: 'newest', after: 'after-25' }));
    expect(rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent?.trim())).toEqual(
      range(26, 30).map((u) => u.email),
    );
    expect(within(pager()).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await person.click(within(pager()).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Users 1–25 of 30')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('walker1@example.com');
  });

  it('When the admin searches from a later page, then the server is asked and the list starts again from its first page', async () => {
    const { user: person } = renderTab();
    await person.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Users 26–30 of 30');

    await person.type(screen.getByLabelText('E-mail contains'), 'walker1');
    await person.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Users 1–11 of 11')).toBeInTheDocument();
    expect(api.get).toHaveBeenLastCalledWith(users({ sort: 'newest', q: 'walker1' }));
    expect(rows()).toHaveLength(11);
    expect(within(pager()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('When the order is changed, then the first page in that order is asked for', async () => {
    const { user: person } = renderTab();
    await person.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Users 26–30 of 30');
    await person.selectOptions(screen.getByLabelText('Sort'), 'Oldest First');
    expect(await screen.findByText('Users 1–25 of 30')).toBeInTheDocument();
    expect(api.get).toHaveBeenLastCalledWith(users({ sort: 'oldest' }));
  });
});
