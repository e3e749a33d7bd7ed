import type { AdminSettings } from '../../../../contract/settings';

/** The Features section of the Settings tab. (Being built.) */
export function SettingsFeaturesSection(_props: { settings: AdminSettings }) {
  return null;
}
