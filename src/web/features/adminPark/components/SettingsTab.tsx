import type { AdminSettings } from '../../../../contract/settings';
import { QueryWaiting } from '../../../components/PageState';
import { useSettings } from '../api/settingsApi';
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
import styles from './settings.module.css';

const JUMPS = [
  ['settings-park', 'Park'],
  ['settings-opening', 'Opening'],
  ['settings-booking-rules', 'Booking rules'],
  ['settings-prices', 'Prices'],
  ['settings-passes', 'Session passes'],
  ['settings-fields', 'Fields'],
  ['settings-features', 'Features'],
  ['settings-videos', 'Videos'],
  ['settings-texts', 'Texts'],
  ['settings-photos', 'Photos'],
  ['settings-calendar-feed', 'Calendar feed'],
] as const;

function Sections({ settings }: { settings: AdminSettings }) {
  return (
    <>
      <SettingsParkSection settings={settings} />
      <SettingsOpeningSection settings={settings} />
      <SettingsRulesSection settings={settings} />
      <SettingsPricesSection settings={settings} />
      <SettingsPassesSection settings={settings} />
      <SettingsFieldsSection />
      <SettingsFeaturesSection settings={settings} />
      <SettingsVideosSection settings={settings} />
      <SettingsTextsSection settings={settings} />
      <SettingsPhotosSection />
      <SettingsCalendarFeedSection />
    </>
  );
}

/**
 * Everything about the park, for super admins: each section saves on its own and is live on
 * every page (and every instance) at once.
 */
export function SettingsTab() {
  const settings = useSettings();
  if (!settings.isSuccess)
    return (
      <QueryWaiting
        query={settings}
        loading="Loading the settings…"
        failed="We can't load the settings right now."
      />
    );
  return (
    <>
      <nav aria-label="Settings sections" className={styles.jump}>
        {JUMPS.map(([id, label]) => (
          <a key={id} href={`#${id}`}>
            {label}
          </a>
        ))}
      </nav>
      <Sections settings={settings.data} />
    </>
  );
}
