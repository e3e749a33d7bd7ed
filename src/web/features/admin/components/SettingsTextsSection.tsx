import type { AdminSettings } from '../../../../contract/settings';

/** The Texts section of the Settings tab. (Being built.) */
export function SettingsTextsSection(_props: { settings: AdminSettings }) {
  return null;
}
