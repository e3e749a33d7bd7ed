import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../../../contract/api/admin';
import { ownerApi } from '../../../../contract/api/owner';
import type { AdminPass, AdminPasses } from '../../../../contract/passes';
import { addressOf } from '../../../api/call';
import { answer, api, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { PassesTab } from './PassesTab';

const pass = (n: number, change: Partial<AdminPass> = {}): AdminPass => ({
  id: 100 - n,
  customer: `walker${n}@example.com`,
  name: 'Ten hours',
  sessions: 10,
  used: 3,
  withdrawn: 0,
  sessionsLeft: 7,
  paidPence: 10000,
  refundedPence: 0,
  paidAt: '2025-06-01T08:00:00.000Z',
  validUntil: '2025-11-30',
  runOut: false,
  isTest: false,
  outstandingPence: 7000,
  customerName: null,
  customerMobile: null,
  ...change,
});

const totals: AdminPasses['totals'] = {
  sold: 30,
  takenPence: 300000,
  refundedPence: 2500,
  sessionsSold: 300,
  sessionsUsed: 90,
  sessionsOutstanding: 195,
  outstandingPence: 195000,
  sessionsLapsed: 12,
};

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => pass(from + index));

/** The server's pages: 30 passes sold, 25 then 5. */
function twoPages() {
  answer(adminApi.passes, { totals, passes: range(1, 25), next: 'after-25' });
  answer(
    adminApi.passes,
    { query: { after: 'after-25' } },
    {
      totals,
      passes: range(26, 30),
      next: null,
    },
  );
}

/** One page of the passes given, read afresh each time it is asked for. */
function onePage(passes: AdminPass[]) {
  const page: AdminPasses = { totals, passes, next: null };
  answer(adminApi.passes, () => page);
  return page;
}

const renderTab = (superAdmin = true) => renderWithApi(<PassesTab superAdmin={superAdmin} />);

const table = () => screen.getByRole('table', { name: 'Passes sold' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement | undefined) =>
  within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const pager = () => screen.getByRole('navigation', { name: 'Pages of passes' });
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const refundButton = () => within(dialog()).getByRole('button', { name: /^Refund/ });

describe('the Passes tab', () => {
  it('When passes have been sold, then the figures show as tiles, with what is owed in sessions explained', async () => {
    onePage([pass(1)]);
    renderTab(false);
    const figures = await screen.findByRole('region', { name: 'Passes in figures' });
    const tiles = [...figures.querySelectorAll('p')].map((tile) => tile.textContent);
    expect(tiles).toEqual([
      'Passes sold: 30',
      'Taken: £3,000.00',
      'Refunded: £25.00',
      'Sessions sold: 300',
      'Sessions used: 90',
      'Sessions outstanding: 195',
      'Owed in sessions: £1,950.00What the sessions left on passes that can still be used are worth',
      'Sessions lost when passes ran out: 12',
      "These figures leave out test accounts' passes.",
    ]);
    expect(api.get).toHaveBeenCalledWith(addressOf(adminApi.passes));
  });

  it('When a pass is listed, then its row says who, what, the sessions used, left and taken off, the money and how long it lasts', async () => {
    onePage([
      pass(1, { isTest: true }),
      pass(2, {
        name: 'Five half hours',
        sessions: 5,
        used: 1,
        withdrawn: 2,
        sessionsLeft: 2,
        paidPence: 3000,
        refundedPence: 1200,
        validUntil: '2025-05-31',
        runOut: true,
        outstandingPence: 0,
      }),
    ]);
    renderTab(false);
    await screen.findByRole('table', { name: 'Passes sold' });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Customer',
      'Pass',
      'Bought',
      'Used',
      'Left',
      'Taken off',
      'Paid',
      'Refunded',
      'Valid until',
    ]);
    expect(cells(rows()[0])).toEqual([
      'walker1@example.com Test',
      'Ten hours10 sessions',
      '01/06/2025',
      '3',
      '7',
      '0',
      '£100.00',
      '£0.00',
      '30/11/2025',
    ]);
    expect(cells(rows()[1])).toEqual([
      'walker2@example.com ',
      'Five half hours5 sessions',
      '01/06/2025',
      '1',
      '2',
      '2',
      '£30.00',
      '£12.00',
      '31/05/2025 (run out)',
    ]);
    // An admin who is not a super admin sees no refunds.
    expect(screen.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
  });

  it('When more passes were sold than a page holds, then 25 show, and Next and Previous move by the server’s cursor', async () => {
    twoPages();
    const { user } = renderTab(false);
    expect(await screen.findByText('Passes 1–25')).toBeInTheDocument();
    expect(rows()).toHaveLength(25);
    expect(within(pager()).queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Passes 26–30')).toBeInTheDocument();
    expect(api.get).toHaveBeenLastCalledWith(
      addressOf(adminApi.passes, { query: { after: 'after-25' } }),
    );
    expect(rows().map((row) => cells(row)[0])).toEqual(range(26, 30).map((p) => `${p.customer} `));
    expect(within(pager()).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(within(pager()).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Passes 1–25')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('walker1@example.com');
  });

  it('When no pass has been sold, then it says so and where to put one on sale', async () => {
    api.get.mockResolvedValue({
      totals: { ...totals, sold: 0, takenPence: 0, sessionsSold: 0 },
      passes: [],
      next: null,
    });
    renderTab();
    expect(await screen.findByText('No passes sold yet.')).toBeInTheDocument();
    expect(
      screen.getByText('Put one on sale in Settings, under Session passes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('When the passes can not be loaded, then it says so and offers to try again', async () => {
    api.get.mockRejectedValue(refusal('request/invalid'));
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We can't load the passes right now.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('When a pass is fully refunded, then a super admin is offered no refund on it', async () => {
    onePage([pass(1), pass(2, { refundedPence: 10000 })]);
    renderTab();
    await screen.findByRole('table', { name: 'Passes sold' });
    expect(within(rows()[0] as HTMLElement).getByRole('button')).toHaveAccessibleName(
      'Refund Ten hours, walker1@example.com, bought 01/06/2025',
    );
    expect(within(rows()[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(rows()[1]).toHaveTextContent('Fully refunded');
  });

  it('When a super admin opens a refund, then it takes off the sessions left at their value, and the amount follows the sessions chosen', async () => {
    // £20 over 3 sessions: each is worth £6.67, to the penny.
    onePage([
      pass(1, { name: 'Three half hours', sessions: 3, used: 0, sessionsLeft: 3, paidPence: 2000 }),
    ]);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: /^Refund/ }));
    expect(dialog()).toHaveAccessibleName('Refund Three half hours, walker1@example.com');
    expect(field('Sessions to take off')).toHaveValue(3);
    expect(field('Sessions to take off')).toHaveAccessibleDescription(
      'From 0 (money back alone) to 3; each is worth £6.67.',
    );
    // Three sessions are worth £20.01: no more than was paid goes back.
    expect(field('Amount (£)')).toHaveValue('20.00');
    expect(refundButton()).toHaveTextContent('Refund £20.00 and take off 3 sessions');

    await user.clear(field('Sessions to take off'));
    await user.type(field('Sessions to take off'), '2');
    expect(field('Amount (£)')).toHaveValue('13.34');
    expect(refundButton()).toHaveTextContent('Refund £13.34 and take off 2 sessions');

    await user.clear(field('Sessions to take off'));
    await user.type(field('Sessions to take off'), '0');
    expect(field('Amount (£)')).toHaveValue('');
    await user.type(field('Amount (£)'), '£4.5');
    expect(refundButton()).toHaveTextContent(/^Refund £4\.50$/);
  });

  it('When part has been refunded already, then the amount offered is never more than is left of the payment', async () => {
    onePage([pass(1, { refundedPence: 5000 })]);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: /^Refund/ }));
    expect(field('Sessions to take off')).toHaveValue(7);
    expect(field('Amount (£)')).toHaveValue('50.00');
    expect(field('Amount (£)')).toHaveAccessibleDescription(
      'Up to £50.00, what is left of the payment.',
    );
  });

  it('When a pass has run out, then no sessions are offered back to begin with', async () => {
    onePage([pass(1, { runOut: true, validUntil: '2025-05-31', outstandingPence: 0 })]);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: /^Refund/ }));
    expect(dialog()).toHaveTextContent(
      'It has run out: the sessions left can no longer be booked.',
    );
    expect(field('Sessions to take off')).toHaveValue(0);
    expect(field('Amount (£)')).toHaveValue('');
  });

  it('When the sessions, amount or reason are wrong, then each says why beside it and nothing is sent', async () => {
    onePage([pass(1)]);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: /^Refund/ }));
    const alerts = () =>
      within(dialog())
        .queryAllByRole('alert')
        .map((alert) => alert.textContent);

    await user.click(refundButton());
    expect(alerts()).toEqual(['Give a reason: the customer reads it in their e-mail.']);
    expect(field('Reason')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Reason'), 'They moved away.');
    await user.clear(field('Sessions to take off'));
    await user.type(field('Sessions to take off'), '8');
    await user.clear(field('Amount (£)'));
    await user.type(field('Amount (£)'), '100.01');
    await user.click(refundButton());
    expect(alerts()).toEqual([
      'Take off a whole number of sessions from 0 to 7.',
      'At most £100.00 can be refunded.',
    ]);
    expect(field('Sessions to take off')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Reason')).not.toHaveAttribute('aria-invalid');

    await user.clear(field('Amount (£)'));
    await user.type(field('Amount (£)'), 'five');
    await user.click(refundButton());
    expect(alerts()).toContain('Give an amount in pounds, such as 5 or 5.00.');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('When a refund is made, then it sends sessions, pence and the reason, the row shows the pass as it now stands, and a line says so', async () => {
    const page = onePage([pass(1), pass(2)]);
    const after = pass(1, { withdrawn: 2, sessionsLeft: 5, refundedPence: 2000 });
    api.post.mockImplementation(async () => {
      page.passes = [after, pass(2)];
      return after;
    });
    const { user } = renderTab();
    await user.click(
      await screen.findByRole('button', { name: /^Refund Ten hours, walker1@example.com/ }),
    );
    await user.clear(field('Sessions to take off'));
    await user.type(field('Sessions to take off'), '2');
    await user.type(field('Reason'), '  They moved away.  ');
    await user.click(refundButton());

    expect(api.post).toHaveBeenCalledWith(addressOf(ownerApi.refundPass, { params: { id: 99 } }), {
      sessions: 2,
      amountPence: 2000,
      reason: 'They moved away.',
    });
    expect(await screen.findByText(/^Refunded £20\.00/)).toHaveTextContent(
      'Refunded £20.00 to walker1@example.com for “Ten hours”, and took 2 sessions off it. The customer is e-mailed.',
    );
    expect(screen.getByText(/^Refunded £20\.00/)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cells(rows()[0]).slice(3, 8)).toEqual(['3', '5', '2', '£100.00', '£20.00']);
  });

  it.each([
    ['pass/refund-too-much', 'That is more than is left to refund on this pass.'],
    [
      'pass/refund-failed',
      'The card payment could not be refunded just now. Nothing was changed; try again.',
    ],
  ] as const)(
    'When the server answers %s, then its words show and the form stays open',
    async (code, words) => {
      onePage([pass(1)]);
      api.post.mockRejectedValue(refusal(code));
      const { user } = renderTab();
      await user.click(await screen.findByRole('button', { name: /^Refund/ }));
      await user.type(field('Reason'), 'They moved away.');
      await user.click(refundButton());
      expect(await within(dialog()).findByRole('alert')).toHaveTextContent(words);
      expect(refundButton()).toHaveTextContent('Refund £70.00 and take off 7 sessions');
    },
  );

  it('When it shows passes and a refund form, then axe-core finds nothing wrong (labels, names, headers)', async () => {
    onePage([pass(1, { isTest: true }), pass(2)]);
    const { user } = renderTab();
    await screen.findByRole('table', { name: 'Passes sold' });
    // The tab is drawn without the page's layout, so its landmarks (main) are not there.
    const rules = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
    const page = await axe.run(document.body, rules);
    expect(page.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await user.click(screen.getAllByRole('button', { name: /^Refund/ })[0] as HTMLElement);
    const form = await axe.run(dialog(), rules);
    expect(form.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('When a customer deleted their account with sessions unused, then a line lists them as owed: account deleted, with what each session is worth', async () => {
    answer(adminApi.passes, {
      totals,
      passes: [pass(1)],
      next: null,
      owed: [
        {
          passId: 99,
          name: 'Ten hours',
          sessions: 10,
          sessionsUnused: 7,
          paidPence: 10000,
          refundedPence: 0,
          sessionValuePence: 1000,
          owedPence: 7000,
          validUntil: '2025-11-30',
        },
      ],
    });
    renderTab();
    const owed = await screen.findByRole('region', { name: 'Owed: account deleted' });
    expect(
      within(owed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ten hours (pass 99): 7 of 10 sessions unused; paid £100.00, £10.00 a session: £70.00',
    ]);
  });

  it('When no deleted account left sessions unused, then there is no owed line', async () => {
    onePage([pass(1)]);
    renderTab();
    await screen.findByRole('table', { name: 'Passes sold' });
    expect(screen.queryByRole('region', { name: 'Owed: account deleted' })).not.toBeInTheDocument();
  });
});
