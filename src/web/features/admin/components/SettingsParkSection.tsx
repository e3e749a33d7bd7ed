import type { AdminSettings } from '../../../../contract/settings';

/** The Park section of the Settings tab. (Being built.) */
export function SettingsParkSection(_props: { settings: AdminSettings }) {
  return null;
}
