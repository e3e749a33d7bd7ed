import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { settingsApi } from '../../../../contract/api/owner';
import { siteApi } from '../../../../contract/api/site';
import type { PublicPark } from '../../../../contract/park';
import type { PassTypesSection } from '../../../../contract/passes';
import type { AdminSettings, SaveResult } from '../../../../contract/settings';
import { addressOf } from '../../../api/call';
import { answer, api, never, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { parkAnswer, twoFields } from '../../../testing/testPark';
import { SettingsPassesSection } from './SettingsPassesSection';
import { testSettings } from './settingsTestData';

const NOT_SAVED = 'Nothing was saved: put right what is marked above.';

const tenHours = testSettings().passes[0] as PassTypesSection[number];

const saved = (passes: PassTypesSection): SaveResult => ({
  saved: true,
  settings: {
    ...testSettings(),
    passes,
    changed: {
      ...testSettings().changed,
      passes: { at: '2025-06-10T08:00:00.000Z', by: 'owner@example.com' },
    },
  },
});

function renderSection(change: Partial<AdminSettings> = {}, park: Partial<PublicPark> = {}) {
  return renderWithApi(<SettingsPassesSection settings={{ ...testSettings(), ...change }} />, {
    park,
  });
}

const section = () => screen.getByRole('region', { name: 'Session passes' });
const pass = (number: number) => screen.getByRole('group', { name: `Pass ${number}` });
const save = () => screen.getByRole('button', { name: 'Save session passes' });

describe('the Session passes section', () => {
  it('When the passes are shown, then each has its terms, its price in pounds and what a session comes to', () => {
    renderSection();
    const first = within(pass(1));
    expect(first.getByLabelText('Name')).toHaveValue('Ten hours');
    expect(first.getByLabelText('Sessions')).toHaveValue(10);
    expect(first.getByLabelText('Months it lasts')).toHaveValue(6);
    expect(first.getByLabelText('Length of each session')).toHaveDisplayValue('1 hour');
    expect(first.getByLabelText('Dogs')).toHaveDisplayValue('1-4 dogs');
    expect(first.getByLabelText('Price (£)')).toHaveValue('100.00');
    expect(first.getByLabelText('Price (£)')).toHaveAccessibleDescription(
      '£10.00 a session; £11.00 a session booked on its own.',
    );
    expect(first.getByLabelText('On sale')).toBeChecked();
    expect(section()).toHaveTextContent('Not changed since the park was set up.');
    expect(first.getByRole('button', { name: 'Remove pass 1' })).toHaveAccessibleDescription(
      'Changes apply to passes bought from now on. Passes already sold keep their terms, even when their kind is changed or removed.',
    );
  });

  it('When a pass is added and filled in, then it goes with no id, in pence, and the saved section shows who changed it', async () => {
    const added = {
      id: null,
      name: 'Five half hours for a pack',
      sessions: 5,
      minutes: 30 as const,
      dogs: '5-6' as const,
      pricePence: 3750,
      validMonths: 3,
      onSale: false,
    };
    api.post.mockResolvedValue(saved([tenHours, { ...added, id: 2 }]));
    // A saved section reads the park afresh, as every page shows it.
    answer(siteApi.park, parkAnswer());
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Add a pass' }));
    const second = within(pass(2));
    expect(second.getByLabelText('Name')).toHaveFocus();
    await user.keyboard('Five half hours for a pack');
    await user.type(second.getByLabelText('Sessions'), '5');
    await user.type(second.getByLabelText('Months it lasts'), '3');
    await user.selectOptions(second.getByLabelText('Length of each session'), '30 minutes');
    await user.selectOptions(second.getByLabelText('Dogs'), '5-6 dogs');
    await user.type(second.getByLabelText('Price (£)'), '£37.5');
    expect(second.getByLabelText('Price (£)')).toHaveAccessibleDescription(
      '£7.50 a session; £8.00 a session booked on its own.',
    );
    await user.click(second.getByLabelText('On sale'));
    await user.click(save());

    expect(api.post).toHaveBeenCalledWith(addressOf(settingsApi.save.passes), [tenHours, added]);
    expect(await within(section()).findByRole('status')).toHaveTextContent('Saved.');
    expect(second.getByLabelText('Price (£)')).toHaveValue('37.50');

    // Saved again, the new pass goes with the id the server gave it.
    await user.click(save());
    expect(api.post).toHaveBeenLastCalledWith(addressOf(settingsApi.save.passes), [
      tenHours,
      { ...added, id: 2 },
    ]);
  });

  it('When the park has one field, then a pass names no field and offers that field’s lengths and dogs', () => {
    renderSection();
    expect(screen.queryByRole('group', { name: 'Fields for pass 1' })).not.toBeInTheDocument();
    const lengths = within(pass(1)).getByLabelText('Length of each session') as HTMLSelectElement;
    expect(Array.from(lengths.options).map((option) => option.text)).toEqual([
      '30 minutes',
      '1 hour',
    ]);
  });

  it('When the park has two fields, then a pass is ticked for its fields and offers the lengths and dogs they sell', async () => {
    api.post.mockReturnValue(never());
    const { user } = renderSection({}, twoFields);
    const first = within(pass(1));
    const fields = within(screen.getByRole('group', { name: 'Fields for pass 1' }));
    expect(fields.getByLabelText('Top field')).toBeChecked();
    await user.click(fields.getByLabelText('Top field'));
    await user.click(fields.getByLabelText('Puppy paddock'));
    const lengths = first.getByLabelText('Length of each session') as HTMLSelectElement;
    // The pass's own hour stays shown, for the owner to change: the paddock sells 45 and 120.
    expect(Array.from(lengths.options).map((option) => option.text)).toEqual([
      '45 minutes',
      '1 hour',
      '2 hours',
    ]);
    await user.selectOptions(lengths, '2 hours');
    await user.selectOptions(first.getByLabelText('Dogs'), '3-4 dogs');
    expect(first.getByLabelText('Price (£)')).toHaveAccessibleDescription(
      '£10.00 a session; £16.00 a session booked on its own.',
    );
    await user.click(save());
    expect(api.post).toHaveBeenCalledWith(addressOf(settingsApi.save.passes), [
      { ...tenHours, minutes: 120, dogs: '3-4', fieldIds: [2] },
    ]);
  });

  it('When the figures are wrong, then each says why beside its box and nothing is sent', async () => {
    const { user } = renderSection();
    const first = within(pass(1));
    await user.clear(first.getByLabelText('Name'));
    await user.clear(first.getByLabelText('Sessions'));
    await user.type(first.getByLabelText('Sessions'), '51');
    await user.clear(first.getByLabelText('Months it lasts'));
    await user.type(first.getByLabelText('Months it lasts'), '0');
    await user.clear(first.getByLabelText('Price (£)'));
    await user.type(first.getByLabelText('Price (£)'), 'abc');
    await user.click(save());

    expect(api.post).not.toHaveBeenCalled();
    expect(first.getByLabelText('Name')).toHaveAccessibleDescription(
      expect.stringContaining('Give the pass a name.'),
    );
    expect(first.getByLabelText('Sessions')).toHaveAccessibleDescription(
      'From 1 to 50. Sessions is a whole number from 1 to 50.',
    );
    expect(first.getByLabelText('Months it lasts')).toHaveAccessibleDescription(
      'From 1 to 24, from the day it is bought. Months it lasts is a whole number from 1 to 24.',
    );
    expect(first.getByLabelText('Price (£)')).toHaveAccessibleDescription(
      expect.stringContaining('Write the price in pounds and pence, e.g. 12.00.'),
    );
    expect(first.getByLabelText('Price (£)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(section()).getByRole('alert')).toHaveTextContent(NOT_SAVED);
  });

  it('When a pass is removed, then the save leaves it out', async () => {
    api.post.mockReturnValue(never());
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Remove pass 1' }));
    expect(screen.queryByRole('group', { name: 'Pass 1' })).not.toBeInTheDocument();
    expect(section()).toHaveTextContent('No passes yet.');
    await user.click(save());
    expect(api.post).toHaveBeenCalledWith(addressOf(settingsApi.save.passes), []);
  });

  it('When there are ten kinds of pass, then no more can be added', () => {
    const passes = Array.from({ length: 10 }, (_, index) => ({ ...tenHours, id: index + 1 }));
    renderSection({ passes });
    expect(screen.queryByRole('button', { name: 'Add a pass' })).not.toBeInTheDocument();
    expect(section()).toHaveTextContent('10 kinds of pass at most.');
  });

  it('When the server refuses a field, then its words are beside that field of that pass', async () => {
    api.post.mockRejectedValue(
      refusal('request/invalid', { '0.name': 'Use a name no other pass has.' }),
    );
    const { user } = renderSection();
    await user.click(save());
    expect(await within(pass(1)).findByText('Use a name no other pass has.')).toBeVisible();
    expect(within(pass(1)).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(pass(1)).getByLabelText('Sessions')).not.toHaveAttribute('aria-invalid');
  });

  it('When the section is shown, then axe-core finds nothing wrong (labels, groups, names)', async () => {
    renderSection();
    const results = await axe.run(section(), { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
