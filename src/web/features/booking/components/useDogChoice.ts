import { useState } from 'react';
import { suggestedDogCount } from '../../../../domain/bookingConsent';

/**
 * The band and how many dogs come. Until the customer picks a number it follows the band and
 * the dogs they keep on their account; a new band starts from that suggestion again. The first
 * band is the field's first ('1-4' on the seed's field).
 */
export function useDogChoice(ownDogs: number, maxDogs: number, firstBand = '1-4') {
  const [dogs, setDogs] = useState(firstBand);
  const [picked, setPicked] = useState<number | null>(null);
  return {
    dogs,
    dogCount: picked ?? suggestedDogCount(dogs, ownDogs, maxDogs),
    chooseDogs: (band: string) => {
      setDogs(band);
      setPicked(null);
    },
    chooseDogCount: setPicked,
  };
}
