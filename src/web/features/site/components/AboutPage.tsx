import type { PublicPark } from '../../../../contract/park';
import { useParkData } from '../../../api/park';
import { ImageGallery } from '../../../components/ImageGallery';
import { LazyVideo } from '../../../components/LazyVideo';
import { NoticeBanner } from '../../../components/NoticeBanner';
import { facilitiesPictures, fieldPictures, videoPosters } from '../../../images';
import { usePageTitle } from '../../../lib/usePageTitle';
import styles from './AboutPage.module.css';
import { OurFields } from './OurFields';
import { StoredText } from './StoredText';

/** Only the videos the owner has set: no placeholders, and no section at all without one. */
function Videos({ videos }: { videos: PublicPark['videos'] }) {
  // Each keeps its place's poster, whichever of them is set.
  const set = videos.flatMap((video, index) =>
    video.embedUrl ? [{ ...video, embedUrl: video.embedUrl, index }] : [],
  );
  if (set.length === 0) return null;
  return (
    <section aria-labelledby="videos-title">
      <h2 id="videos-title">Videos</h2>
      <div className={styles.videos}>
        {set.map((video) => (
          <LazyVideo
            key={video.index}
            title={video.title}
            embedUrl={video.embedUrl}
            poster={videoPosters[video.index % videoPosters.length] as string}
          />
        ))}
      </div>
    </section>
  );
}

export function AboutPage() {
  const { park } = useParkData();
  usePageTitle('About / Images');
  return (
    <>
      <h1>About {park.name}</h1>
      {park.aboutNotice.shown && park.aboutNotice.text && (
        <NoticeBanner type="message">{park.aboutNotice.text}</NoticeBanner>
      )}

      <div className="prose">
        <StoredText textKey="about" />
      </div>

      <OurFields />

      <Videos videos={park.videos} />

      <section aria-labelledby="field-pictures-title">
        <h2 id="field-pictures-title">The field</h2>
        <ImageGallery
          pictures={fieldPictures}
          photos={park.photos['about-field']}
          label="Pictures of the field"
        />
      </section>

      <section aria-labelledby="facilities-pictures-title">
        <h2 id="facilities-pictures-title">Around the park</h2>
        <ImageGallery
          pictures={facilitiesPictures}
          photos={park.photos['about-facilities']}
          label="Pictures of the facilities"
        />
      </section>
    </>
  );
}
