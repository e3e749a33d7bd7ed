import type { AdminSettings } from '../../../../contract/settings';
import { mapUrl } from '../../../../domain/directions';
import type { SectionInput } from '../api/settingsApi';
import { SettingsField, SettingsTextArea } from './SettingsFields';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import styles from './settings.module.css';
import { type Draft, errorAt, type FieldErrors, useSectionForm } from './useSectionForm';

type Park = SectionInput<'park'>;

/** The Park section as typed: the address one line per line, the map's figures as text. */
interface ParkDraft extends Omit<Park, 'addressLines' | 'map'> {
  address: string;
  map: { lat: string; lng: string };
}

/** A map figure as typed, or null when it is no number at all. */
function figure(text: string): number | null {
  const number = Number(text);
  return text.trim() !== '' && Number.isFinite(number) ? number : null;
}

const parkDraft: Draft<'park', ParkDraft> = {
  fromSaved: ({ addressLines, map, ...rest }) => ({
    ...rest,
    address: addressLines.join('\n'),
    map: { lat: String(map.lat), lng: String(map.lng) },
  }),
  toValue: ({ address, map, ...rest }) => {
    const lat = figure(map.lat);
    const lng = figure(map.lng);
    const errors: FieldErrors = {};
    if (lat === null) errors['map.lat'] = 'Give the latitude as a number, e.g. 51.7520.';
    if (lng === null) errors['map.lng'] = 'Give the longitude as a number, e.g. -1.2577.';
    const addressLines = address
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    // A figure that is no number stands in as 0 so that the schema still checks the rest.
    return { value: { ...rest, addressLines, map: { lat: lat ?? 0, lng: lng ?? 0 } }, errors };
  },
};

/** 'addressLines.2' names the third line; the owner sees which. */
function addressError(errors: FieldErrors): string | null {
  const line = Object.keys(errors).find((path) => /^addressLines\.\d+$/.test(path));
  if (line) return `Line ${Number(line.split('.')[1]) + 1}: ${errors[line]}`;
  return errors.addressLines ?? null;
}

/** The place the map figures point at, to check them before saving. */
function MapPreview({ lat, lng }: { lat: string; lng: string }) {
  const latitude = figure(lat);
  const longitude = figure(lng);
  if (latitude === null || longitude === null) return null;
  const address = mapUrl({ lat: latitude, lng: longitude }, 17);
  return (
    <p className={styles.note}>
      <a href={address} target="_blank" rel="noopener noreferrer">
        See this place on OpenStreetMap (opens in a new tab)
      </a>
    </p>
  );
}

/** The Park section: name, contact details, address, VAT number, map and social link. */
export function SettingsParkSection({ settings }: { settings: AdminSettings }) {
  const form = useSectionForm('park', settings.park, parkDraft);
  const { value, errors } = form;
  return (
    <SettingsSectionFrame title="Park" section="park" form={form} changed={settings.changed}>
      <SettingsField
        label="Park name"
        value={value.name}
        onChange={(name) => form.patch({ name })}
        hint="In the header, page titles and every e-mail."
        error={errors.name}
      />
      <SettingsField
        label="Phone"
        type="tel"
        autoComplete="off"
        value={value.phone}
        onChange={(phone) => form.patch({ phone })}
        error={errors.phone}
      />
      <SettingsField
        label="E-mail address"
        type="email"
        autoComplete="off"
        value={value.email}
        onChange={(email) => form.patch({ email })}
        error={errors.email}
      />
      <SettingsTextArea
        label="Address"
        rows={4}
        value={value.address}
        onChange={(address) => form.patch({ address })}
        hint="One line of the address per line, up to six."
        error={addressError(errors)}
      />
      <SettingsField
        label="VAT number"
        autoComplete="off"
        value={value.vatNumber ?? ''}
        onChange={(vatNumber) => form.patch({ vatNumber })}
        placeholder="e.g. GB 999 9999 73"
        hint="Leave it empty unless the park is registered for VAT; invoices then show the VAT."
        error={errors.vatNumber}
      />
      <fieldset className={styles.group}>
        <legend>Map location</legend>
        <div className={styles.pair}>
          <SettingsField
            label="Latitude"
            type="number"
            step="any"
            inputMode="decimal"
            value={value.map.lat}
            onChange={(lat) => form.patch({ map: { ...value.map, lat } })}
            error={errors['map.lat']}
          />
          <SettingsField
            label="Longitude"
            type="number"
            step="any"
            inputMode="decimal"
            value={value.map.lng}
            onChange={(lng) => form.patch({ map: { ...value.map, lng } })}
            error={errors['map.lng']}
          />
        </div>
        <MapPreview lat={value.map.lat} lng={value.map.lng} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Social link</legend>
        <SettingsField
          label="Link text"
          value={value.social.label}
          onChange={(label) => form.patch({ social: { ...value.social, label } })}
          placeholder="e.g. Meadow Paddock on Facebook"
          error={errorAt(errors, 'social.label')}
        />
        <SettingsField
          label="Link address"
          type="url"
          value={value.social.url}
          onChange={(url) => form.patch({ social: { ...value.social, url } })}
          hint="An https:// address, or leave it empty for no link."
          error={errorAt(errors, 'social.url')}
        />
      </fieldset>
    </SettingsSectionFrame>
  );
}
