import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsApi } from '../../../../contract/api/owner';
import { siteApi } from '../../../../contract/api/site';
import type { AdminSettings, SaveResult } from '../../../../contract/settings';
import { addressOf } from '../../../api/call';
import { answer, api, never, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { parkAnswer } from '../../../testing/testPark';
import { SettingsOpeningSection } from './SettingsOpeningSection';
import { SettingsParkSection } from './SettingsParkSection';
import { SettingsPricesSection } from './SettingsPricesSection';
import { SettingsRulesSection } from './SettingsRulesSection';
import { SettingsVideosSection } from './SettingsVideosSection';
import { testSettings } from './settingsTestData';

const NOT_SAVED = 'Nothing was saved: put right what is marked above.';

const saved = (change: Partial<AdminSettings>): SaveResult => ({
  saved: true,
  settings: { ...testSettings(), ...change },
});

describe('the Park section', () => {
  it('When the latitude is empty and the e-mail is wrong, then each says why beside it and nothing is sent', async () => {
    const { user } = renderWithApi(<SettingsParkSection settings={testSettings()} />);
    await user.clear(screen.getByLabelText('Latitude'));
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Save park' }));

    expect(api.post).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Latitude')).toHaveAccessibleDescription(
      'Give the latitude as a number, e.g. 51.7520.',
    );
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'That is not an e-mail address.',
    );
    expect(screen.getByLabelText('Park name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('link', { name: /OpenStreetMap/ })).not.toBeInTheDocument();
  });

  it('When the address has blank lines and the map moves, then the lines and figures go as the contract has them', async () => {
    api.post.mockReturnValue(never());
    const { user } = renderWithApi(<SettingsParkSection settings={testSettings()} />);
    const address = screen.getByLabelText('Address');
    await user.clear(address);
    await user.type(address, ' Home Farm {Enter}{Enter}Little Lane{Enter}ZZ1 1ZZ');
    await user.clear(screen.getByLabelText('Longitude'));
    await user.type(screen.getByLabelText('Longitude'), '-1.5');
    expect(screen.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=51.75&mlon=-1.5#map=17/51.75/-1.5',
    );
    await user.click(screen.getByRole('button', { name: 'Save park' }));

    expect(api.post).toHaveBeenCalledWith(addressOf(settingsApi.save.park), {
      ...testSettings().park,
      addressLines: ['Home Farm', 'Little Lane', 'ZZ1 1ZZ'],
      map: { lat: 51.75, lng: -1.5 },
    });
  });
});

describe('the Prices section', () => {
  const section = () => screen.getByRole('region', { name: 'Prices' });

  it('When the prices are shown, then each box has the price in pounds', () => {
    renderWithApi(<SettingsPricesSection settings={testSettings()} />);
    expect(screen.getByLabelText('1-4 dogs, 30 minutes')).toHaveValue('6.50');
    expect(screen.getByLabelText('1-4 dogs, 1 hour')).toHaveValue('11.00');
    expect(screen.getByLabelText('7-8 dogs, 1 hour')).toHaveValue('18.00');
    expect(section()).toHaveTextContent('New prices apply to bookings made from now on');
  });

  it("When a price is 'abc' or below nothing, then the reason is beside its box and nothing is sent", async () => {
    const { user } = renderWithApi(<SettingsPricesSection settings={testSettings()} />);
    await user.clear(screen.getByLabelText('1-4 dogs, 1 hour'));
    await user.type(screen.getByLabelText('1-4 dogs, 1 hour'), 'abc');
    await user.clear(screen.getByLabelText('7-8 dogs, 30 minutes'));
    await user.type(screen.getByLabelText('7-8 dogs, 30 minutes'), '-2');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(api.post).not.toHaveBeenCalled();
    expect(screen.getByLabelText('1-4 dogs, 1 hour')).toHaveAccessibleDescription(
      'Write the price in pounds and pence, e.g. 12.00.',
    );
    expect(screen.getByLabelText('7-8 dogs, 30 minutes')).toHaveAccessibleDescription(
      'A price cannot be below £0.00.',
    );
    expect(screen.getByLabelText('1-4 dogs, 30 minutes')).not.toHaveAttribute('aria-invalid');
    expect(within(section()).getByRole('alert')).toHaveTextContent(NOT_SAVED);
  });

  it('When £12.00 and £19.99 are typed, then whole pence go and the saved prices show', async () => {
    const prices = testSettings().prices.map((row) =>
      row.dogs === '1-4' && row.minutes === 60
        ? { ...row, pence: 1200 }
        : row.dogs === '5-6' && row.minutes === 60
          ? { ...row, pence: 1999 }
          : row,
    );
    api.post.mockResolvedValue(saved({ prices }));
    // A saved section reads the park afresh, as every page shows it.
    answer(siteApi.park, parkAnswer());
    const { user } = renderWithApi(<SettingsPricesSection settings={testSettings()} />);
    await user.clear(screen.getByLabelText('1-4 dogs, 1 hour'));
    await user.type(screen.getByLabelText('1-4 dogs, 1 hour'), '12');
    await user.clear(screen.getByLabelText('5-6 dogs, 1 hour'));
    await user.type(screen.getByLabelText('5-6 dogs, 1 hour'), '£19.99');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(api.post).toHaveBeenCalledWith(addressOf(settingsApi.save.prices), prices);
    expect(await within(section()).findByRole('status')).toHaveTextContent('Saved.');
    expect(screen.getByLabelText('1-4 dogs, 1 hour')).toHaveValue('12.00');
    expect(screen.getByLabelText('5-6 dogs, 1 hour')).toHaveValue('19.99');
  });
});

describe('the Booking rules section', () => {
  it('When the handover gap is 20 and no length is offered, then each reason is beside its field and nothing is sent', async () => {
    const { user } = renderWithApi(<SettingsRulesSection settings={testSettings()} />);
    const gap = screen.getByLabelText('Handover gap (minutes)');
    expect(gap).toHaveAccessibleDescription(
      expect.stringContaining('Kept free at the end of every slot'),
    );
    await user.clear(gap);
    await user.type(gap, '20');
    await user.click(screen.getByLabelText('30 minutes'));
    await user.click(screen.getByLabelText('1 hour'));
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));

    expect(api.post).not.toHaveBeenCalled();
    expect(gap).toHaveAttribute('aria-invalid', 'true');
    expect(gap).toHaveAccessibleDescription(
      expect.stringContaining('The handover gap is a whole number from 0 to 15.'),
    );
    expect(screen.getByRole('group', { name: 'Slot lengths offered' })).toHaveTextContent(
      'Offer at least one length.',
    );
    expect(screen.getByLabelText('Most dogs per booking')).not.toHaveAttribute('aria-invalid');
  });

  it('When the rules are right, then the figures go as numbers', async () => {
    api.post.mockReturnValue(never());
    const { user } = renderWithApi(<SettingsRulesSection settings={testSettings()} />);
    await user.clear(screen.getByLabelText('Handover gap (minutes)'));
    await user.type(screen.getByLabelText('Handover gap (minutes)'), '10');
    await user.click(screen.getByLabelText('30 minutes'));
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(settingsApi.save['booking-rules']), {
      ...testSettings().bookingRules,
      slotLengths: [60],
      handoverMinutes: 10,
    });
    expect(screen.getByRole('button', { name: 'Save booking rules' })).toBeDisabled();
  });

  it('When the first field also sells 45 minutes (set in Fields), then unticking 30 keeps 45', async () => {
    api.post.mockReturnValue(never());
    const settings = testSettings();
    const rules = { ...settings.bookingRules, slotLengths: [30, 45, 60] };
    const { user } = renderWithApi(
      <SettingsRulesSection settings={{ ...settings, bookingRules: rules }} />,
    );
    await user.click(screen.getByLabelText('30 minutes'));
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(settingsApi.save['booking-rules']), {
      ...rules,
      slotLengths: [45, 60],
    });
  });
});

describe('the Opening section', () => {
  it('When new hours would leave a booking outside, then it is listed and saved only once confirmed', async () => {
    api.post.mockResolvedValueOnce({
      saved: false,
      outsideHours: [
        {
          id: 41,
          who: 'walker@example.com',
          time: '17:00',
          minutes: 60,
          status: 'complete',
          date: '2025-06-14',
        },
      ],
    } satisfies SaveResult);
    const { user } = renderWithApi(<SettingsOpeningSection settings={testSettings()} />);
    const usual = screen.getByRole('table', { name: 'Usual hours' });
    const closes = within(usual).getByLabelText('Saturday closes');
    await user.clear(closes);
    await user.type(closes, '16:30');
    await user.click(screen.getByRole('button', { name: 'Save opening' }));

    const weekly = testSettings().opening.hours.weekly.map((day, at) =>
      at === 5 ? { opens: '08:00', closes: '16:30' } : day,
    );
    const sent = { ...testSettings().opening, hours: { weekly, seasons: [] } };
    expect(api.post).toHaveBeenLastCalledWith(addressOf(settingsApi.save.opening), sent);
    const question = await screen.findByRole('alert');
    expect(question).toHaveTextContent('This booking would fall outside the new hours.');
    expect(within(question).getByRole('listitem')).toHaveTextContent(
      '14/06/2025 17:00 (60 min), walker@example.com',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    api.post.mockResolvedValueOnce(saved({ opening: sent }));
    // A saved section reads the park afresh, as every page shows it.
    answer(siteApi.park, parkAnswer());
    await user.click(screen.getByRole('button', { name: 'Save and keep these bookings' }));
    expect(api.post).toHaveBeenLastCalledWith(
      addressOf(settingsApi.save.opening, { query: { confirm: 'yes' } }),
      sent,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('When a season is added, then it starts with the usual hours and its own fields', async () => {
    api.post.mockReturnValue(never());
    const { user } = renderWithApi(<SettingsOpeningSection settings={testSettings()} />);
    await user.click(screen.getByRole('button', { name: 'Add a season' }));
    const season = screen.getByRole('group', { name: 'Season 1' });
    await user.type(within(season).getByLabelText('Season name'), 'Winter');
    await user.type(within(season).getByLabelText('From'), '2025-11-01');
    await user.type(within(season).getByLabelText('To (inclusive)'), '2026-02-28');
    const hours = within(season).getByRole('table', { name: 'Hours in season 1' });
    await user.clear(within(hours).getByLabelText('Monday opens'));
    await user.type(within(hours).getByLabelText('Monday opens'), '07:30');
    await user.click(screen.getByRole('button', { name: 'Save opening' }));

    const usual = testSettings().opening.hours.weekly;
    expect(api.post).toHaveBeenCalledWith(addressOf(settingsApi.save.opening), {
      ...testSettings().opening,
      hours: {
        weekly: usual,
        seasons: [
          {
            name: 'Winter',
            from: '2025-11-01',
            to: '2026-02-28',
            weekly: usual.map((day, at) => (at === 0 ? { opens: '07:30', closes: '20:00' } : day)),
          },
        ],
      },
    });
  });
});

describe('the Videos section', () => {
  it('When a video is saved, then its address shows in the embed form the server kept', async () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    api.post.mockResolvedValue(saved({ videos: [{ title: 'The field', url: embed }] }));
    // A saved section reads the park afresh, as every page shows it.
    answer(siteApi.park, parkAnswer());
    const { user } = renderWithApi(<SettingsVideosSection settings={testSettings()} />);
    await user.click(screen.getByRole('button', { name: 'Add a video' }));
    const video = screen.getByRole('group', { name: 'Video 1' });
    await user.type(within(video).getByLabelText('Title'), 'The field');
    await user.type(within(video).getByLabelText('Video address'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Save videos' }));

    expect(api.post).toHaveBeenCalledWith(addressOf(settingsApi.save.videos), [
      { title: 'The field', url: 'https://youtu.be/dQw4w9WgXcQ' },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(within(video).getByLabelText('Video address')).toHaveValue(embed);
  });

  it('When the server refuses an address, then its reason is beside that address', async () => {
    api.post.mockRejectedValue(
      refusal('request/invalid', { '1.url': 'Use a YouTube or Vimeo address.' }),
    );
    const settings = {
      ...testSettings(),
      videos: [
        { title: 'One', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
        { title: 'Two', url: '' },
      ],
    };
    const { user } = renderWithApi(<SettingsVideosSection settings={settings} />);
    expect(screen.queryByRole('button', { name: 'Add a video' })).not.toBeInTheDocument();
    const second = screen.getByRole('group', { name: 'Video 2' });
    await user.type(within(second).getByLabelText('Video address'), 'https://example.com/v');
    await user.click(screen.getByRole('button', { name: 'Save videos' }));

    expect(await within(second).findByText('Use a YouTube or Vimeo address.')).toBeVisible();
    expect(within(second).getByLabelText('Video address')).toHaveAttribute('aria-invalid', 'true');
    const first = screen.getByRole('group', { name: 'Video 1' });
    expect(within(first).getByLabelText('Video address')).not.toHaveAttribute('aria-invalid');
  });
});

describe("a section's last change", () => {
  it("When the park's time zone is Pacific/Auckland, then the last change shows in Auckland time, not London's", () => {
    const settings = testSettings();
    renderWithApi(
      <SettingsParkSection
        settings={{
          ...settings,
          changed: {
            ...settings.changed,
            park: { at: '2025-06-10T20:30:00.000Z', by: 'owner@meadowpaddock.example' },
          },
        }}
      />,
      { park: { timeZone: 'Pacific/Auckland' } },
    );
    // 21:30 on 10 June in London; 08:30 the next morning in Auckland.
    expect(screen.getByRole('region', { name: 'Park' })).toHaveTextContent(
      'Last changed 11 Jun 2025, 08:30 by owner@meadowpaddock.example',
    );
  });
});
