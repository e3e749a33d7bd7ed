import type { AdminSettings } from '../../../../contract/settings';
import type { SectionInput } from '../api/settingsApi';
import { SettingsField } from './SettingsFields';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import styles from './settings.module.css';
import { useRowKeys } from './useRowKeys';
import { useSectionForm } from './useSectionForm';

type Video = SectionInput<'videos'>[number];

/** As many as the About page has room for. */
const MOST_VIDEOS = 2;

/** The Videos section: up to two videos on the About page, each on YouTube or Vimeo. */
export function SettingsVideosSection({ settings }: { settings: AdminSettings }) {
  const form = useSectionForm('videos', settings.videos);
  const rows = useRowKeys(form.value.length);
  const change = (index: number, video: Video) =>
    form.setValue((videos) => videos.map((old, at) => (at === index ? video : old)));
  const remove = (index: number) => {
    rows.removed(index);
    form.setValue((videos) => videos.filter((_, at) => at !== index));
  };
  const add = () => {
    rows.added();
    form.setValue((videos) => [...videos, { title: '', url: '' }]);
  };

  return (
    <SettingsSectionFrame title="Videos" section="videos" form={form} changed={settings.changed}>
      <p className={styles.note}>
        Up to two videos for the About page, from YouTube or Vimeo. Paste the video's address (a
        watch page, a share link or an embed address); it is kept in its embed form.
      </p>
      {form.value.length === 0 && <p className={styles.note}>No videos yet.</p>}
      {form.value.map((video, index) => (
        <fieldset key={rows.keyOf(index)} className={styles.group}>
          <legend>Video {index + 1}</legend>
          <SettingsField
            label="Title"
            value={video.title}
            onChange={(title) => change(index, { ...video, title })}
            error={form.errors[`${index}.title`]}
          />
          <SettingsField
            label="Video address"
            type="url"
            value={video.url}
            onChange={(url) => change(index, { ...video, url })}
            hint="A YouTube or Vimeo address, e.g. https://www.youtube.com/watch?v=…"
            error={form.errors[`${index}.url`]}
          />
          <div>
            <button type="button" className="button button--quiet" onClick={() => remove(index)}>
              Remove video {index + 1}
            </button>
          </div>
        </fieldset>
      ))}
      {form.value.length < MOST_VIDEOS && (
        <div>
          <button type="button" className="button button--quiet" onClick={add}>
            Add a video
          </button>
        </div>
      )}
    </SettingsSectionFrame>
  );
}
