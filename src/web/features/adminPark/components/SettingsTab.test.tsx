import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { settingsApi } from '../../../../contract/api/owner';
import { addressOf } from '../../../api/call';
import { api, never } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { settingsQuery } from '../api/settingsApi';
import { SettingsTab } from './SettingsTab';
import { testSettings } from './settingsTestData';

/** The address bar, as the browser would show it. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

function renderTab(at = '/admin?tab=settings') {
  api.get.mockReturnValue(never());
  return renderWithApi(
    <>
      <SettingsTab />
      <Address />
    </>,
    { at, known: (client) => client.setQueryData(settingsQuery().queryKey, testSettings()) },
  );
}

const pageList = () => within(screen.getByRole('navigation', { name: 'Settings pages' }));
const shownHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the Settings tab, a page at a time', () => {
  it('When no page is asked for, then the list offers every page and Park opens, marked as the current one', () => {
    renderTab();
    const links = pageList().getAllByRole('link');
    expect(links.map((link) => link.firstChild?.textContent)).toEqual([
      'Park',
      'Fields',
      'Opening',
      'Prices',
      'Texts',
      'Photos',
      'Passes',
      'Access',
      'Notices',
    ]);
    expect(pageList().getByRole('link', { name: /^Park/ })).toHaveAttribute('aria-current', 'page');
    expect(pageList().getByRole('link', { name: /^Prices/ })).not.toHaveAttribute('aria-current');
    expect(shownHeadings()).toEqual(['Park', 'Features']);
  });

  it.each([
    ['park', ['Park', 'Features']],
    ['fields', ['Fields']],
    ['opening', ['Opening']],
    ['prices', ['Prices']],
    ['texts', ['Texts']],
    ['photos', ['Photos', 'Videos']],
    ['passes', ['Session passes']],
    ['access', ['Booking rules']],
    ['notices', ['Calendar feed']],
  ])(
    'When the address asks for page=%s, then that page shows %j and nothing else',
    (page, headings) => {
      renderTab(`/admin?tab=settings&page=${page}`);
      expect(shownHeadings()).toEqual(headings);
      expect(pageList().getByRole('link', { current: 'page' })).toHaveAttribute(
        'href',
        `/admin?tab=settings&page=${page}`,
      );
    },
  );

  it('When a page that is not there is asked for, then the first opens', () => {
    renderTab('/admin?tab=settings&page=nowhere');
    expect(shownHeadings()).toEqual(['Park', 'Features']);
  });

  it('When Prices is chosen from the list, then the address says so, keeping the tab, and the Prices page shows', async () => {
    const { user } = renderTab();
    await user.click(pageList().getByRole('link', { name: /^Prices/ }));

    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '?tab=settings&page=prices',
    );
    expect(shownHeadings()).toEqual(['Prices']);
    // Read from its top: focus has gone to the page, not stayed on the list.
    expect(document.activeElement).toContainElement(
      screen.getByRole('heading', { name: 'Prices' }),
    );
    expect(pageList().getByRole('link', { name: /^Prices/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(pageList().getByRole('link', { name: /^Park/ })).not.toHaveAttribute('aria-current');
  });

  it('When a box is changed and the owner moves to another page and back, then what was typed is still there', async () => {
    const { user } = renderTab('/admin?tab=settings&page=access');
    const hold = screen.getByLabelText('Checkout hold (minutes)');
    await user.clear(hold);
    await user.type(hold, '25');
    await user.click(pageList().getByRole('link', { name: /^Texts/ }));
    expect(screen.queryByLabelText('Checkout hold (minutes)')).not.toBeVisible();
    await user.click(pageList().getByRole('link', { name: /^Access/ }));

    expect(screen.getByLabelText('Checkout hold (minutes)')).toHaveValue(25);
  });

  it("When a page's Save is pressed, then that page's section is saved, and only it", async () => {
    api.post.mockReturnValue(never());
    const { user } = renderTab('/admin?tab=settings&page=access');
    const hold = screen.getByLabelText('Checkout hold (minutes)');
    await user.clear(hold);
    await user.type(hold, '25');
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));

    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith(addressOf(settingsApi.save['booking-rules']), {
      ...testSettings().bookingRules,
      checkoutHoldMinutes: 25,
    });
  });
});
