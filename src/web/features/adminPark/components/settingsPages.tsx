import type { ReactNode } from 'react';
import type { AdminSettings } from '../../../../contract/settings';
import { SettingsCalendarFeedSection } from './SettingsCalendarFeedSection';
import { SettingsFeaturesSection } from './SettingsFeaturesSection';
import { SettingsFieldsSection } from './SettingsFieldsSection';
import { SettingsOpeningSection } from './SettingsOpeningSection';
import { SettingsParkSection } from './SettingsParkSection';
import { SettingsPassesSection } from './SettingsPassesSection';
import { SettingsPhotosSection } from './SettingsPhotosSection';
import { SettingsPricesSection } from './SettingsPricesSection';
import { SettingsRulesSection } from './SettingsRulesSection';
import { SettingsTextsSection } from './SettingsTextsSection';
import { SettingsVideosSection } from './SettingsVideosSection';

export interface SettingsPage {
  /** Its place in the address: /admin?tab=settings&page=<id>. */
  id: string;
  label: string;
  /** Its sections' headings, said under the page's name where they differ from it. */
  holds: string;
  render: (settings: AdminSettings) => ReactNode;
}

/** Settings a page at a time (decision 126); each section keeps its own Save (decision 068). */
export const SETTINGS_PAGES: readonly SettingsPage[] = [
  {
    id: 'park',
    label: 'Park',
    holds: 'Park, Features',
    render: (settings) => (
      <>
        <SettingsParkSection settings={settings} />
        <SettingsFeaturesSection settings={settings} />
      </>
    ),
  },
  {
    id: 'fields',
    label: 'Fields',
    holds: 'Fields',
    render: (settings) => <SettingsFieldsSection settings={settings} />,
  },
  {
    id: 'opening',
    label: 'Opening',
    holds: 'Opening',
    render: (settings) => <SettingsOpeningSection settings={settings} />,
  },
  {
    id: 'prices',
    label: 'Prices',
    holds: 'Prices',
    render: (settings) => <SettingsPricesSection settings={settings} />,
  },
  {
    id: 'texts',
    label: 'Texts',
    holds: 'Texts',
    render: (settings) => <SettingsTextsSection settings={settings} />,
  },
  {
    id: 'photos',
    label: 'Photos',
    holds: 'Photos, Videos',
    render: (settings) => (
      <>
        <SettingsPhotosSection />
        <SettingsVideosSection settings={settings} />
      </>
    ),
  },
  {
    id: 'passes',
    label: 'Passes',
    holds: 'Session passes',
    render: (settings) => <SettingsPassesSection settings={settings} />,
  },
  {
    id: 'access',
    label: 'Access',
    holds: 'Booking rules',
    render: (settings) => <SettingsRulesSection settings={settings} />,
  },
  {
    id: 'notices',
    label: 'Notices',
    holds: 'Calendar feed',
    render: () => <SettingsCalendarFeedSection />,
  },
];

/** The page an address asks for; none, or one that isn't there, opens the first. */
export function settingsPageOf(id: string | null): SettingsPage {
  const first = SETTINGS_PAGES[0] as SettingsPage;
  return SETTINGS_PAGES.find((page) => page.id === id) ?? first;
}
