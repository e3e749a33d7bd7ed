import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldsApi } from '../../../../contract/api/owner';
import { siteApi } from '../../../../contract/api/site';
import type { FieldSettings, ParkField } from '../../../../contract/parkFields';
import { addressOf } from '../../../api/call';
import { answer, answerOnce, api, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { parkAnswer, puppyPaddock, testField, twoFields } from '../../../testing/testPark';
import { SettingsFieldsSection } from './SettingsFieldsSection';
import { testSettings } from './settingsTestData';

const section = () => screen.getByRole('region', { name: 'Fields' });
const newField = () => screen.getByRole('form', { name: 'New field' });

/** What the owner types for an agility paddock, and what the page must send for it. */
const AGILITY: FieldSettings = {
  name: 'Agility paddock',
  description: 'Jumps, tunnels and weaves',
  size: 'One acre',
  sales: {
    maxDogs: 4,
    lengths: [45, 120],
    startStepMinutes: 15,
    bands: [
      { from: 1, to: 2 },
      { from: 3, to: 4 },
    ],
    prices: [
      { band: '1-2', minutes: 45, pence: 900, weekendPence: 1100 },
      { band: '1-2', minutes: 120, pence: 2000, weekendPence: null },
      { band: '3-4', minutes: 45, pence: 1200, weekendPence: null },
      { band: '3-4', minutes: 120, pence: 2600, weekendPence: null },
    ],
  },
  hours: {
    ...testField.hours,
    weekly: testField.hours.weekly.map((day, index) => (index === 0 ? null : day)),
  },
  handoverMinutes: 5,
  // Untouched, the Gate sends a new field's defaults: the week's codes.
  access: { kind: 'week', lockDeviceId: null, minutesAfter: 10, deadlineMinutes: 120 },
};

const added: ParkField = {
  ...testField,
  ...AGILITY.sales,
  id: 3,
  name: AGILITY.name,
  description: AGILITY.description,
  size: AGILITY.size,
  hours: AGILITY.hours,
  handoverMinutes: 5,
  closedDates: [],
};

async function typeAgility(user: ReturnType<typeof renderWithApi>['user']) {
  await user.click(within(section()).getByRole('button', { name: 'Add a field' }));
  const form = within(newField());
  await user.type(form.getByLabelText('Field name'), AGILITY.name);
  await user.type(form.getByLabelText('Description'), AGILITY.description);
  await user.type(form.getByLabelText('Size'), AGILITY.size);
  await user.clear(form.getByLabelText('Most dogs'));
  await user.type(form.getByLabelText('Most dogs'), '4');
  await user.clear(form.getByLabelText('Session lengths (minutes)'));
  await user.type(form.getByLabelText('Session lengths (minutes)'), '45, 120');
  await user.type(form.getByLabelText('Minutes between start times'), '15');
  await user.clear(form.getByLabelText('Dog bands'));
  await user.type(form.getByLabelText('Dog bands'), '1-2, 3-4');
  await user.type(form.getByLabelText('1-2 dogs, 45 minutes'), '9');
  await user.type(form.getByLabelText('At weekends: 1-2 dogs for 45 minutes'), '11.00');
  await user.type(form.getByLabelText('1-2 dogs, 2 hours'), '20');
  await user.type(form.getByLabelText('3-4 dogs, 45 minutes'), '£12');
  await user.type(form.getByLabelText('3-4 dogs, 2 hours'), '26.00');
  await user.click(form.getByLabelText('Open on Monday'));
  await user.clear(form.getByLabelText('Handover gap (minutes)'));
  await user.type(form.getByLabelText('Handover gap (minutes)'), '5');
}

describe('the Fields section of the Settings tab', () => {
  // Every field's form asks which smart locks there are, for its Gate.
  beforeEach(() => {
    answer(fieldsApi.locks, { connected: false, locks: [], problem: null });
  });

  it('When the park has one field, then it lists it with what it sells, and nothing can move it', () => {
    renderWithApi(<SettingsFieldsSection settings={testSettings()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Fields' })).toHaveAttribute(
      'id',
      'settings-fields',
    );
    const [item] = within(section()).getAllByRole('listitem');
    expect(item).toHaveTextContent('Main field');
    expect(item).toHaveTextContent('up to 8 dogs · 30 minutes or 1 hour · 1-4, 5-6 or 7-8 dogs');
    expect(within(section()).queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(within(section()).queryByRole('form')).not.toBeInTheDocument();
  });

  it('When the owner adds a field, then what was typed is sent as the field and the park lists it', async () => {
    answer(fieldsApi.add, { field: added });
    answer(siteApi.park, parkAnswer({ fields: [testField, added] }));
    const { user } = renderWithApi(<SettingsFieldsSection settings={testSettings()} />);
    await typeAgility(user);
    // The price table follows the lengths and bands as typed.
    expect(within(newField()).queryByLabelText('1-4 dogs, 30 minutes')).not.toBeInTheDocument();
    await user.click(within(newField()).getByRole('button', { name: 'Add field' }));

    expect(api.post).toHaveBeenCalledWith(addressOf(fieldsApi.add), AGILITY);
    expect(await within(section()).findByRole('status')).toHaveTextContent(
      'Agility paddock is added, last in the list.',
    );
    expect(screen.queryByRole('form', { name: 'New field' })).not.toBeInTheDocument();
    expect(within(section()).getAllByRole('listitem')[1]).toHaveTextContent('Agility paddock');
  });

  it('When the server refuses the new field, then its words show beside the form and everything typed stays', async () => {
    answer(
      fieldsApi.add,
      refusal('request/invalid', {
        name: 'There is a field of that name already.',
        'hours.seasons': 'Seasons must not overlap.',
      }),
    );
    const { user } = renderWithApi(<SettingsFieldsSection settings={testSettings()} />);
    await typeAgility(user);
    await user.click(within(newField()).getByRole('button', { name: 'Add field' }));

    const form = within(newField());
    expect(await form.findByLabelText('Field name')).toHaveAccessibleDescription(
      /There is a field of that name already\./,
    );
    expect(form.getByText('Seasons must not overlap.')).toBeInTheDocument();
    expect(form.getByRole('alert')).toHaveTextContent('Some of the details sent are not valid.');
    expect(form.getByLabelText('Field name')).toHaveValue('Agility paddock');
    expect(form.getByLabelText('Session lengths (minutes)')).toHaveValue('45, 120');
    expect(form.getByLabelText('Dog bands')).toHaveValue('1-2, 3-4');
    expect(form.getByLabelText('3-4 dogs, 45 minutes')).toHaveValue('£12');
    expect(form.getByLabelText('At weekends: 1-2 dogs for 45 minutes')).toHaveValue('11.00');
    expect(form.getByLabelText('Handover gap (minutes)')).toHaveValue('5');
  });

  it('When bands leave a gap and a price is no amount, then each is said in the browser and nothing is sent', async () => {
    const { user } = renderWithApi(<SettingsFieldsSection settings={testSettings()} />);
    await typeAgility(user);
    const form = within(newField());
    await user.clear(form.getByLabelText('Dog bands'));
    await user.type(form.getByLabelText('Dog bands'), '1-1, 3-4');
    await user.clear(form.getByLabelText('3-4 dogs, 2 hours'));
    await user.type(form.getByLabelText('3-4 dogs, 2 hours'), 'lots');
    await user.click(form.getByRole('button', { name: 'Add field' }));

    expect(api.post).not.toHaveBeenCalled();
    expect(
      form.getByText('The dog bands must run from 1 to 4 in order, without gaps.'),
    ).toBeVisible();
    expect(form.getByLabelText('3-4 dogs, 2 hours')).toHaveAccessibleDescription(
      'Write the price in pounds and pence, e.g. 12.00.',
    );
    expect(form.getByRole('alert')).toHaveTextContent(
      'Nothing was saved: put right what is marked above.',
    );
  });

  it('When the owner edits a field, then its saved values are in the boxes and the change goes to that field', async () => {
    answer(fieldsApi.change, { params: { id: 2 } }, refusal('admin/no-such-field'));
    const { user } = renderWithApi(<SettingsFieldsSection settings={testSettings()} />, {
      park: twoFields,
    });
    await user.click(within(section()).getByRole('button', { name: 'Edit Puppy paddock' }));
    const form = within(screen.getByRole('form', { name: 'Edit Puppy paddock' }));
    expect(form.getByLabelText('Session lengths (minutes)')).toHaveValue('45, 120');
    expect(form.getByLabelText('Minutes between start times')).toHaveValue('15');
    expect(form.getByLabelText('Dog bands')).toHaveValue('1-2, 3-4');
    expect(form.getByLabelText('At weekends: 1-2 dogs for 2 hours')).toHaveValue('14.00');
    await user.clear(form.getByLabelText('Size'));
    await user.type(form.getByLabelText('Size'), 'A third of an acre');
    await user.click(form.getByRole('button', { name: 'Save field' }));

    expect(api.post).toHaveBeenCalledWith(
      addressOf(fieldsApi.change, { params: { id: 2 } }),
      expect.objectContaining({ name: 'Puppy paddock', size: 'A third of an acre' }),
    );
    expect(await form.findByRole('alert')).toHaveTextContent('There is no such field.');
    expect(form.getByLabelText('Size')).toHaveValue('A third of an acre');
  });

  it('When the owner closes a field to new bookings, then its bookings still to come are listed', async () => {
    const closed = { ...puppyPaddock, retired: true };
    answer(
      fieldsApi.retire,
      { params: { id: 2 } },
      {
        field: closed,
        bookingsToCome: [
          {
            id: 41,
            who: 'Ann Walker',
            time: '10:00',
            minutes: 45,
            status: 'complete',
            date: '2025-06-14',
          },
          {
            id: 42,
            who: 'Bob Barker',
            time: '15:00',
            minutes: 120,
            status: 'complete',
            date: '2025-06-21',
          },
        ],
      },
    );
    answer(siteApi.park, parkAnswer({ fields: [testField, closed] }));
    const { user } = renderWithApi(<SettingsFieldsSection settings={testSettings()} />, {
      park: twoFields,
    });
    await user.click(
      within(section()).getByRole('button', { name: 'Close Puppy paddock to new bookings' }),
    );

    expect(api.post).toHaveBeenCalledWith(addressOf(fieldsApi.retire, { params: { id: 2 } }), {
      retired: true,
    });
    const told = await within(section()).findByRole('status');
    expect(told).toHaveTextContent('Puppy paddock is closed to new bookings.');
    expect(told).toHaveTextContent('Its 2 bookings to come stay as they are:');
    expect(
      within(told)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['14/06/2025 10:00 (45 min), Ann Walker', '21/06/2025 15:00 (120 min), Bob Barker']);
    expect(
      within(section()).getByRole('button', { name: 'Open Puppy paddock to new bookings' }),
    ).toBeInTheDocument();
  });

  it('When the owner moves a field up, then the order goes with the first field still first', async () => {
    const third = { ...added, name: 'Agility paddock' };
    const fields = [testField, puppyPaddock, third];
    answerOnce(fieldsApi.order, { fields: [testField, third, puppyPaddock] });
    answer(siteApi.park, parkAnswer({ fields: [testField, third, puppyPaddock] }));
    const { user } = renderWithApi(<SettingsFieldsSection settings={testSettings()} />, {
      park: { fields },
    });
    expect(within(section()).getByRole('button', { name: 'Move Puppy paddock up' })).toBeDisabled();
    await user.click(within(section()).getByRole('button', { name: 'Move Agility paddock up' }));

    expect(api.post).toHaveBeenCalledWith(addressOf(fieldsApi.order), { fieldIds: [1, 3, 2] });
    await within(section()).findByRole('button', { name: 'Move Agility paddock down' });
    const names = within(section())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Main field', 'Agility paddock', 'Puppy paddock']);
  });

  it('When a field is being edited and another added, then axe-core finds nothing wrong (labels, tables, names)', async () => {
    const { user } = renderWithApi(<SettingsFieldsSection settings={testSettings()} />, {
      park: twoFields,
    });
    await user.click(within(section()).getByRole('button', { name: 'Edit Puppy paddock' }));
    await user.click(within(section()).getByRole('button', { name: 'Add a field' }));
    const results = await axe.run(section(), { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
