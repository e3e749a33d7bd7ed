/** The Photos section of the Settings tab. (Being built.) */
export function SettingsPhotosSection() {
  return null;
}
