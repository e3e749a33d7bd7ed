import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsApi } from '../../../../contract/api/owner';
import { siteApi } from '../../../../contract/api/site';
import { addressOf } from '../../../api/call';
import { answer, api } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { parkAnswer } from '../../../testing/testPark';
import { SettingsFeaturesSection } from './SettingsFeaturesSection';
import { testSettings } from './settingsTestData';

describe('the Features section: asking for a mobile', () => {
  it('When the owner opens it, then the choice the park has is the one chosen, and it says what customers read', () => {
    renderWithApi(<SettingsFeaturesSection settings={testSettings()} />);
    const ask = screen.getByRole('group', { name: 'Ask customers for a mobile number' });
    expect(ask).toHaveAccessibleDescription(/"so the park can reach you on the day"/);
    expect(screen.getByLabelText('Yes, and they may leave it out')).toBeChecked();
  });

  it('When the owner requires a mobile and saves, then the section is sent with it', async () => {
    const settings = testSettings();
    const features = { ...settings.features, mobileAsk: 'required' as const };
    api.post.mockResolvedValue({ saved: true, settings: { ...settings, features } });
    answer(siteApi.park, parkAnswer());
    const { user } = renderWithApi(<SettingsFeaturesSection settings={settings} />);
    await user.click(screen.getByLabelText('Yes, and they must give one'));
    await user.click(screen.getByRole('button', { name: 'Save features' }));

    expect(api.post).toHaveBeenCalledWith(addressOf(settingsApi.save.features), features);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });
});
