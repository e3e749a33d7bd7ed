import type { ParkField } from '../../../../contract/parkFields';
import {
  type AdminPhotos,
  FIELD_PLACE_LIMIT,
  fieldPlaceName,
  PHOTO_PLACES,
  type PhotoPlace,
  PLACE_LIMITS,
  PLACE_NAMES,
  placeHasCaptions,
} from '../../../../contract/photos';
import { useParkData } from '../../../api/park';
import { useSetFieldPhotos } from '../api/fieldsApi';
import { useSetPlace } from '../api/photosApi';
import { PlaceEditor } from './PhotoPlaceEditor';

function ParkPlace({ place, data }: { place: PhotoPlace; data: AdminPhotos }) {
  const save = useSetPlace();
  return (
    <PlaceEditor
      place={{
        name: PLACE_NAMES[place],
        limit: PLACE_LIMITS[place],
        captions: placeHasCaptions(place),
      }}
      saved={data.places[place]}
      photos={data.photos}
      save={{ ...save, send: (photos) => save.mutate({ place, photos }) }}
    />
  );
}

/** A field's own gallery (decision 113), as the park's answer shows it. */
function FieldPlace({ field, data }: { field: ParkField; data: AdminPhotos }) {
  const save = useSetFieldPhotos();
  return (
    <PlaceEditor
      place={{ name: fieldPlaceName(field.name), limit: FIELD_PLACE_LIMIT, captions: true }}
      saved={field.photos.map((photo) => ({ photoId: photo.id, caption: photo.caption }))}
      photos={data.photos}
      save={{ ...save, send: (photos) => save.mutate({ id: field.id, photos }) }}
    />
  );
}

/**
 * Each place on the pages and the photos standing in it, in order; with two or more fields,
 * each field's own gallery too (a park of one field shows none: its pages are the seed's).
 */
export function SettingsPhotosPlaces({ data }: { data: AdminPhotos }) {
  const { park } = useParkData();
  return (
    <>
      <h3>Where they show</h3>
      {PHOTO_PLACES.map((place) => (
        <ParkPlace key={place} place={place} data={data} />
      ))}
      {park.fields.length > 1 &&
        park.fields.map((field) => <FieldPlace key={field.id} field={field} data={data} />)}
    </>
  );
}
