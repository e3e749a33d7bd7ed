import type { AdminSettings } from '../../../../contract/settings';

/** The Prices section of the Settings tab. (Being built.) */
export function SettingsPricesSection(_props: { settings: AdminSettings }) {
  return null;
}
