import type { AdminSettings } from '../../../../contract/settings';
import { formStyles } from '../../../components/Field';
import type { SectionInput } from '../api/settingsApi';
import { SettingsCheckbox, SettingsField } from './SettingsFields';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import styles from './settings.module.css';
import { useRowKeys } from './useRowKeys';
import { errorAt, type FieldErrors, useSectionForm } from './useSectionForm';
import { type WeekHours, WeekHoursEditor } from './WeekHoursEditor';

type Opening = SectionInput<'opening'>;
type Season = Opening['hours']['seasons'][number];

interface SeasonProps {
  index: number;
  season: Season;
  onChange: (season: Season) => void;
  onRemove: () => void;
  errors: FieldErrors;
}

/** A date range with weekday hours of its own (winter, say). */
function SeasonFields({ index, season, onChange, onRemove, errors }: SeasonProps) {
  const path = `hours.seasons.${index}`;
  const number = index + 1;
  return (
    <fieldset className={styles.group}>
      <legend>Season {number}</legend>
      <SettingsField
        label="Season name"
        value={season.name}
        onChange={(name) => onChange({ ...season, name })}
        placeholder="e.g. Winter"
        error={errors[`${path}.name`]}
      />
      <div className={styles.pair}>
        <SettingsField
          label="From"
          type="date"
          value={season.from}
          onChange={(from) => onChange({ ...season, from })}
          error={errors[`${path}.from`]}
        />
        <SettingsField
          label="To (inclusive)"
          type="date"
          value={season.to}
          onChange={(to) => onChange({ ...season, to })}
          error={errors[`${path}.to`]}
        />
      </div>
      <WeekHoursEditor
        caption={`Hours in season ${number}`}
        week={season.weekly as WeekHours}
        onChange={(weekly) => onChange({ ...season, weekly })}
        errors={errors}
        path={`${path}.weekly`}
      />
      <div>
        <button type="button" className="button button--quiet" onClick={onRemove}>
          Remove season {number}
        </button>
      </div>
    </fieldset>
  );
}

/**
 * The Opening section: the opening date and its notice, the About page's notice, the usual
 * week's hours and any seasons with hours of their own.
 */
export function SettingsOpeningSection({ settings }: { settings: AdminSettings }) {
  const form = useSectionForm('opening', settings.opening);
  const { value, errors } = form;
  const hours = value.hours;
  const setHours = (change: Partial<Opening['hours']>) =>
    form.patch({ hours: { ...hours, ...change } });
  const setSeasons = (seasons: Season[]) => setHours({ seasons });
  const rows = useRowKeys(hours.seasons.length);
  const newSeason = (): Season => ({ name: '', from: '', to: '', weekly: [...hours.weekly] });

  return (
    <SettingsSectionFrame title="Opening" section="opening" form={form} changed={settings.changed}>
      <SettingsField
        label="Opening date"
        type="date"
        value={value.openingDate}
        onChange={(openingDate) => form.patch({ openingDate })}
        hint="No day before it can be booked."
        error={errors.openingDate}
      />
      <SettingsField
        label="Opening notice"
        value={value.openingNotice}
        onChange={(openingNotice) => form.patch({ openingNotice })}
        hint="Shown on the home and booking pages until the opening date."
        error={errors.openingNotice}
      />
      <SettingsField
        label="About page notice"
        value={value.aboutNotice.text}
        onChange={(text) => form.patch({ aboutNotice: { ...value.aboutNotice, text } })}
        error={errorAt(errors, 'aboutNotice.text')}
      />
      <SettingsCheckbox
        label="Show the notice on the About page"
        checked={value.aboutNotice.shown}
        onChange={(shown) => form.patch({ aboutNotice: { ...value.aboutNotice, shown } })}
      />
      <WeekHoursEditor
        caption="Usual hours"
        week={hours.weekly as WeekHours}
        onChange={(weekly) => setHours({ weekly })}
        errors={errors}
        path="hours.weekly"
      />
      <h3 className={styles.subheading}>Seasons</h3>
      <p className={styles.note}>
        A season has hours of its own from one date to another (winter, say); the usual hours apply
        on every other day.
      </p>
      {hours.seasons.map((season, index) => (
        <SeasonFields
          key={rows.keyOf(index)}
          index={index}
          season={season}
          errors={errors}
          onChange={(changed) =>
            setSeasons(hours.seasons.map((old, at) => (at === index ? changed : old)))
          }
          onRemove={() => {
            rows.removed(index);
            setSeasons(hours.seasons.filter((_, at) => at !== index));
          }}
        />
      ))}
      {errors['hours.seasons'] && <p className={formStyles.error}>{errors['hours.seasons']}</p>}
      <div>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            rows.added();
            setSeasons([...hours.seasons, newSeason()]);
          }}
        >
          Add a season
        </button>
      </div>
    </SettingsSectionFrame>
  );
}
