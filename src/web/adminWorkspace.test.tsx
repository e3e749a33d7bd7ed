import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminWorkspace } from './adminWorkspace';
import { sessionQuery } from './api/session';
import { api, never } from './testing/fakeApi';
import { renderWithApi } from './testing/renderWithApi';
import { puppyPaddock, topField } from './testing/testPark';

const staff = {
  user: { id: 'u1', email: 'owner@example.com' },
  paid: false,
  admin: true,
  superAdmin: true,
  twoFactor: false,
};

function Where() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

function renderAdmin(twoFactor: boolean, superAdmin = true, park = {}) {
  api.get.mockReturnValue(never());
  renderWithApi(
    <Routes>
      <Route path="/admin" element={<AdminWorkspace />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    {
      at: '/admin',
      park,
      known: (client) =>
        client.setQueryData(sessionQuery().queryKey, { ...staff, twoFactor, superAdmin }),
    },
  );
}

/** Each group's heading and its places' names, as the navigation lists them. */
function groupsShown() {
  const nav = screen.getByRole('navigation', { name: 'Admin places' });
  return within(nav)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => [
      heading.textContent,
      within(within(nav).getByRole('list', { name: heading.textContent ?? '' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ]);
}

describe('the admin page and two-factor sign-in', () => {
  it('When an admin has no two-factor yet, then they are sent to set it up on the account page', () => {
    renderAdmin(false);
    expect(screen.getByText('Now at /account?setup=two-factor')).toBeInTheDocument();
  });

  it('When an admin has two-factor on, then the workspace opens', () => {
    renderAdmin(true);
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin places' })).toBeInTheDocument();
  });

  it('When a super admin opens the workspace, then every seed place is there, grouped as an owner thinks of the park', () => {
    renderAdmin(true);
    expect(groupsShown()).toEqual([
      ['The day', ['Today', 'Calendar']],
      ['Bookings and money', ['Payments & Bookings', 'Passes', 'Discounts']],
      ['Customers', ['Users', 'Waiting lists']],
      ['The park', ['Settings', 'Codes', 'Closed dates']],
      ['Tools', ['Manual booking', 'TESTING', 'E-mail problems', 'Activity']],
    ]);
  });

  it('When an admin who is not a super admin opens the workspace, then the super admin’s places are not there', () => {
    renderAdmin(true, false);
    expect(groupsShown()).toEqual([
      ['The day', ['Today', 'Calendar']],
      ['Bookings and money', ['Payments & Bookings', 'Passes', 'Discounts']],
      ['Customers', ['Users', 'Waiting lists']],
      ['The park', ['Codes']],
      ['Tools', ['E-mail problems', 'Activity']],
    ]);
  });

  it('When every field shares codes, then the workspace has no Access problems tab', () => {
    renderAdmin(true);
    expect(screen.queryByRole('link', { name: 'Access problems' })).toBeNull();
  });

  it('When the puppy paddock is opened by a lock, then Access problems follows E-mail problems', () => {
    const locked = {
      ...puppyPaddock,
      access: { ...puppyPaddock.access, kind: 'lock' as const },
    };
    renderAdmin(true, true, { fields: [topField, locked] });
    const tools = screen.getByRole('list', { name: 'Tools' });
    const places = within(tools)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(places[places.indexOf('E-mail problems') + 1]).toBe('Access problems');
  });
});
