import { useParkData } from '../../../api/park';
import { ImageGallery } from '../../../components/ImageGallery';
import { LazyVideo } from '../../../components/LazyVideo';
import { NoticeBanner } from '../../../components/NoticeBanner';
import { facilitiesPictures, fieldPictures, videoPosters } from '../../../images';
import { usePageTitle } from '../../../lib/usePageTitle';
import styles from './AboutPage.module.css';

export function AboutPage() {
  const { park } = useParkData();
  usePageTitle('About / Images');
  return (
    <>
      <h1>About {park.name}</h1>
      <NoticeBanner type="message">
        We are currently working on improving the park with new features and facilities. Stay tuned
        for updates!
      </NoticeBanner>

      <section aria-labelledby="videos-title">
        <h2 id="videos-title">Videos</h2>
        <div className={styles.videos}>
          {park.videos.map((video, index) => (
            <LazyVideo
              key={video.title}
              title={video.title}
              embedUrl={video.embedUrl}
              poster={videoPosters[index % videoPosters.length] as string}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="field-pictures-title">
        <h2 id="field-pictures-title">The field</h2>
        <ImageGallery pictures={fieldPictures} label="Pictures of the field" />
      </section>

      <section aria-labelledby="facilities-pictures-title">
        <h2 id="facilities-pictures-title">Around the park</h2>
        <ImageGallery pictures={facilitiesPictures} label="Pictures of the facilities" />
      </section>
    </>
  );
}
