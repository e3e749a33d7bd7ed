import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fieldsApi } from '../../../../contract/api/owner';
import { siteApi } from '../../../../contract/api/site';
import type { LockList } from '../../../../contract/locks';
import type { FieldAccess, ParkField } from '../../../../contract/parkFields';
import { addressOf } from '../../../api/call';
import { answer, api, never, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { parkAnswer, puppyPaddock, testField, twoFields } from '../../../testing/testPark';
import { SettingsFieldsSection } from './SettingsFieldsSection';
import { testSettings } from './settingsTestData';

// Settings → Fields: each field's Gate (decision 117), the week's codes, the day's, or each
// booking's own code from a smart lock through Seam.

const CONNECTED: LockList = {
  connected: true,
  locks: [
    {
      deviceId: 'august_device_1',
      name: 'Front gate',
      codeLengths: [4, 6],
      supportsOffline: false,
      supportsBackupCodes: true,
      online: true,
    },
    {
      deviceId: 'schlage_device_id',
      name: 'Back gate',
      codeLengths: [],
      supportsOffline: true,
      supportsBackupCodes: false,
      online: false,
    },
  ],
  problem: null,
};
const NOT_CONNECTED: LockList = { connected: false, locks: [], problem: null };

const BY_WEEK: FieldAccess = {
  kind: 'week',
  lockDeviceId: null,
  minutesAfter: 10,
  deadlineMinutes: 120,
};

/** A gate as the park's answer shows it to anyone: without its lock. */
function shown({ lockDeviceId: _lock, ...access }: FieldAccess): ParkField['access'] {
  return access;
}

/** The server saving the puppy paddock with this way in, and the park read afresh after. */
function answerSaved(field: ParkField, access: FieldAccess): void {
  const changed = { ...field, access: shown(access) };
  answer(fieldsApi.change, { params: { id: field.id } }, { field: changed });
  answer(siteApi.park, parkAnswer({ fields: [testField, changed] }));
}

const LOCK_CHOICE = "Each booking's own code from a smart lock";

/** Opens the puppy paddock's form in a park of two fields; answers the form. */
async function editPuppy(user: ReturnType<typeof renderWithApi>['user']) {
  await user.click(screen.getByRole('button', { name: 'Edit Puppy paddock' }));
  return within(screen.getByRole('form', { name: 'Edit Puppy paddock' }));
}

const gateOf = (form: ReturnType<typeof within>) =>
  within(form.getByRole('group', { name: 'Gate' }));

/** What the form sent as the field's gate. */
const sentAccess = () => {
  const call = api.post.mock.calls.find(
    ([address]) => address === addressOf(fieldsApi.change, { params: { id: 2 } }),
  );
  return (call?.[1] as { access?: FieldAccess } | undefined)?.access;
};

describe("a field's Gate in Settings → Fields", () => {
  it('When the owner saves without touching the Gate, then the field’s own way in, its lock from Settings, is sent as it was', async () => {
    const onLock: FieldAccess = {
      kind: 'lock',
      lockDeviceId: 'august_device_1',
      minutesAfter: 5,
      deadlineMinutes: 90,
    };
    const puppy = { ...puppyPaddock, access: shown(onLock) };
    answer(fieldsApi.locks, CONNECTED);
    answerSaved(puppy, onLock);
    const settings = { ...testSettings(), fieldGates: [{ fieldId: puppy.id, access: onLock }] };
    const { user } = renderWithApi(<SettingsFieldsSection settings={settings} />, {
      park: { fields: [testField, puppy] },
    });
    const form = await editPuppy(user);
    const gate = gateOf(form);
    expect(gate.getByRole('radio', { name: LOCK_CHOICE })).toBeChecked();
    expect(await gate.findByRole('option', { name: 'Front gate' })).toBeInTheDocument();
    expect(gate.getByLabelText('Lock')).toHaveValue('august_device_1');
    expect(gate.getByRole('textbox', { name: /^Code works until/ })).toHaveValue('5');
    await user.click(form.getByRole('button', { name: 'Save field' }));

    expect(sentAccess()).toEqual(onLock);
  });

  it('When the owner chooses a code for each day, then the field is sent opened by day', async () => {
    answer(fieldsApi.locks, CONNECTED);
    answerSaved(puppyPaddock, { ...BY_WEEK, kind: 'day' });
    const { user } = renderWithApi(<SettingsFieldsSection settings={testSettings()} />, {
      park: twoFields,
    });
    const form = await editPuppy(user);
    const gate = gateOf(form);
    expect(
      gate.getByRole('radio', { name: 'A code for each week of the month (as on the Codes tab)' }),
    ).toBeChecked();
    // Only a lock has a lock and minutes to say.
    expect(gate.queryByLabelText('Lock')).not.toBeInTheDocument();
    await user.click(gate.getByRole('radio', { name: 'A code for each day' }));
    await user.click(form.getByRole('button', { name: 'Save field' }));

    expect(sentAccess()).toEqual({ ...BY_WEEK, kind: 'day' });
    expect(await form.findByRole('status')).toHaveTextContent('Saved.');
  });

  it('When a field opened by day is set back to the week’s codes, then the week is sent', async () => {
    const byDay = { ...puppyPaddock, access: shown({ ...BY_WEEK, kind: 'day' }) };
    answer(fieldsApi.locks, CONNECTED);
    answerSaved(puppyPaddock, BY_WEEK);
    const { user } = renderWithApi(<SettingsFieldsSection settings={testSettings()} />, {
      park: { fields: [testField, byDay] },
    });
    const form = await editPuppy(user);
    await user.click(
      gateOf(form).getByRole('radio', {
        name: 'A code for each week of the month (as on the Codes tab)',
      }),
    );
    await user.click(form.getByRole('button', { name: 'Save field' }));

    expect(sentAccess()).toEqual(BY_WEEK);
  });

  it('When the owner chooses a smart lock, then the locks are listed by name, an offline one said so, and the lock and minutes chosen are sent', async () => {
    const onLock: FieldAccess = {
      kind: 'lock',
      lockDeviceId: 'schlage_device_id',
      minutesAfter: 15,
      deadlineMinutes: 60,
    };
    answer(fieldsApi.locks, CONNECTED);
    answerSaved(puppyPaddock, onLock);
    const { user } = renderWithApi(<SettingsFieldsSection settings={testSettings()} />, {
      park: twoFields,
    });
    const form = await editPuppy(user);
    const gate = gateOf(form);
    await user.click(gate.getByRole('radio', { name: LOCK_CHOICE }));
    const lock = gate.getByLabelText('Lock');
    await within(lock).findByRole('option', { name: 'Front gate' });
    expect(
      within(lock)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a lock', 'Front gate', 'Back gate (offline)']);
    // The defaults, until the owner says otherwise.
    const after = gate.getByRole('textbox', { name: /^Code works until/ });
    const before = gate.getByRole('textbox', { name: /^Give the day's code instead/ });
    expect(after).toHaveValue('10');
    expect(before).toHaveValue('120');
    await user.selectOptions(lock, 'Back gate (offline)');
    await user.clear(after);
    await user.type(after, '15');
    await user.clear(before);
    await user.type(before, '60');
    await user.click(form.getByRole('button', { name: 'Save field' }));

    expect(sentAccess()).toEqual(onLock);
  });

  it('When a lock is chosen but no lock named, or the minutes are no figures, then each is said beside its box and nothing is sent', async () => {
    answer(fieldsApi.locks, CONNECTED);
    const { user } = renderWithApi(<SettingsFieldsSection settings={testSettings()} />, {
      park: twoFields,
    });
    const form = await editPuppy(user);
    const gate = gateOf(form);
    await user.click(gate.getByRole('radio', { name: LOCK_CHOICE }));
    const after = gate.getByRole('textbox', { name: /^Code works until/ });
    await user.clear(after);
    await user.type(after, 'ten');
    await user.click(form.getByRole('button', { name: 'Save field' }));

    expect(api.post).not.toHaveBeenCalled();
    expect(gate.getByLabelText('Lock')).toHaveAccessibleDescription(
      'Choose the lock that opens this field.',
    );
    expect(after).toHaveAccessibleDescription(
      "The code's minutes after the booking ends are a whole number from 0 to 60.",
    );
    expect(form.getByRole('alert')).toHaveTextContent(
      'Nothing was saved: put right what is marked above.',
    );
  });

  it('When the server refuses the lock, then its words show beside the lock and the choice stays', async () => {
    const words = 'That lock is not in the Seam workspace.';
    answer(fieldsApi.locks, CONNECTED);
    answer(
      fieldsApi.change,
      { params: { id: 2 } },
      refusal('request/invalid', { 'access.lockDeviceId': words }),
    );
    const { user } = renderWithApi(<SettingsFieldsSection settings={testSettings()} />, {
      park: twoFields,
    });
    const form = await editPuppy(user);
    const gate = gateOf(form);
    await user.click(gate.getByRole('radio', { name: LOCK_CHOICE }));
    await within(gate.getByLabelText('Lock')).findByRole('option', { name: 'Front gate' });
    await user.selectOptions(gate.getByLabelText('Lock'), 'Front gate');
    await user.click(form.getByRole('button', { name: 'Save field' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'Some of the details sent are not valid.',
    );
    expect(gate.getByLabelText('Lock')).toHaveAccessibleDescription(words);
    expect(gate.getByLabelText('Lock')).toHaveValue('august_device_1');
  });

  it('When the server is not connected to Seam, then the lock cannot be chosen and says how to connect', async () => {
    answer(fieldsApi.locks, NOT_CONNECTED);
    const { user } = renderWithApi(<SettingsFieldsSection settings={testSettings()} />, {
      park: twoFields,
    });
    const form = await editPuppy(user);
    const choice = gateOf(form).getByRole('radio', { name: LOCK_CHOICE });
    expect(
      await gateOf(form).findByText(
        'Set SEAM_API_KEY on the server to connect your locks through Seam.',
      ),
    ).toBeInTheDocument();
    expect(choice).toBeDisabled();
    expect(choice).toHaveAccessibleDescription(
      'Set SEAM_API_KEY on the server to connect your locks through Seam.',
    );
  });

  it('When Seam cannot be reached, then its words are under the lock’s choice', async () => {
    const problem = 'Seam could not be reached just now; try again in a minute.';
    answer(fieldsApi.locks, { connected: true, locks: [], problem });
    const { user } = renderWithApi(<SettingsFieldsSection settings={testSettings()} />, {
      park: twoFields,
    });
    const form = await editPuppy(user);
    await user.click(gateOf(form).getByRole('radio', { name: LOCK_CHOICE }));
    expect(await gateOf(form).findByText(problem)).toBeInTheDocument();
    expect(gateOf(form).getByLabelText('Lock')).toHaveAccessibleDescription(problem);
  });

  it('When the park has one field, then its form has the Gate too', async () => {
    answer(fieldsApi.locks, never());
    const { user } = renderWithApi(<SettingsFieldsSection settings={testSettings()} />);
    await user.click(screen.getByRole('button', { name: 'Edit Main field' }));
    const form = within(screen.getByRole('form', { name: 'Edit Main field' }));
    expect(gateOf(form).getAllByRole('radio')).toHaveLength(3);
  });

  it('When the lock part is open, then axe-core finds nothing wrong (labels, names, descriptions)', async () => {
    answer(fieldsApi.locks, CONNECTED);
    const { user } = renderWithApi(<SettingsFieldsSection settings={testSettings()} />, {
      park: twoFields,
    });
    const form = await editPuppy(user);
    await user.click(gateOf(form).getByRole('radio', { name: LOCK_CHOICE }));
    await gateOf(form).findByRole('option', { name: 'Front gate' });
    const results = await axe.run(screen.getByRole('region', { name: 'Fields' }), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
