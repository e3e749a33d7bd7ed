import type { AdminSettings } from '../../../../contract/settings';

/** The Videos section of the Settings tab. (Being built.) */
export function SettingsVideosSection(_props: { settings: AdminSettings }) {
  return null;
}
