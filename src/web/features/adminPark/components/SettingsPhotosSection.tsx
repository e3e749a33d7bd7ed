import { usePhotos } from '../api/photosApi';
import { SettingsPhotosList } from './SettingsPhotosList';
import { SettingsPhotosPlaces } from './SettingsPhotosPlaces';
import { SettingsPhotosUpload } from './SettingsPhotosUpload';
import styles from './settings.module.css';

/**
 * The Photos section of the Settings tab: upload the park's own photos, describe them, and
 * choose where they stand. Each change is live at once and noted in Activity.
 */
export function SettingsPhotosSection() {
  const photos = usePhotos();
  return (
    <section className={styles.section} aria-labelledby="settings-photos">
      <h2 id="settings-photos">Photos</h2>
      <p className={styles.changed}>
        Your own photos in place of our drawings. A place with no photo keeps its drawing. Every
        change shows in Activity.
      </p>
      <SettingsPhotosUpload />
      {photos.isPending ? (
        <p>Loading the photos…</p>
      ) : photos.isError ? (
        <p>We can't load the photos right now.</p>
      ) : (
        <>
          <SettingsPhotosList photos={photos.data.photos} />
          <SettingsPhotosPlaces data={photos.data} />
        </>
      )}
    </section>
  );
}
