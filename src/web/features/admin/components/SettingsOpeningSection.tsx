import type { AdminSettings } from '../../../../contract/settings';

/** The Opening section of the Settings tab. (Being built.) */
export function SettingsOpeningSection(_props: { settings: AdminSettings }) {
  return null;
}
