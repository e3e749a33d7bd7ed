import type { AdminSettings } from '../../../../contract/settings';
import { MobileAskChoice } from './MobileAskChoice';
import { SettingsCheckbox } from './SettingsFields';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { useSectionForm } from './useSectionForm';

/** The Features section: parts of the site the owner switches on or off. */
export function SettingsFeaturesSection({ settings }: { settings: AdminSettings }) {
  const form = useSectionForm('features', settings.features);
  return (
    <SettingsSectionFrame
      title="Features"
      section="features"
      form={form}
      changed={settings.changed}
    >
      <SettingsCheckbox
        label="Discount codes"
        hint="Customers can type a discount code when they book."
        checked={form.value.discountsEnabled}
        onChange={(discountsEnabled) => form.patch({ discountsEnabled })}
      />
      <SettingsCheckbox
        label="First-50 event"
        hint="Marks the first-50 opening event as running."
        checked={form.value.first50EventActive}
        onChange={(first50EventActive) => form.patch({ first50EventActive })}
      />
      <SettingsCheckbox
        label="Owner notices"
        hint={`An e-mail to ${settings.park.email} for each new booking, cancellation and refund, and the day's bookings and gate code at 06:00.`}
        checked={form.value.ownerNotices}
        onChange={(ownerNotices) => form.patch({ ownerNotices })}
      />
      <MobileAskChoice
        value={form.value.mobileAsk ?? 'optional'}
        onChange={(mobileAsk) => form.patch({ mobileAsk })}
      />
    </SettingsSectionFrame>
  );
}
