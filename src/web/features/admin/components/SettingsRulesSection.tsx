import type { AdminSettings } from '../../../../contract/settings';

/** The Rules section of the Settings tab. (Being built.) */
export function SettingsRulesSection(_props: { settings: AdminSettings }) {
  return null;
}
