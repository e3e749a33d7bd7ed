import { useState } from 'react';
import { suggestedDogCount } from '../../../../domain/bookingConsent';
import type { DogBand } from '../../../../domain/prices';

/**
 * The band and how many dogs come. Until the customer picks a number it follows the band and
 * the dogs they keep on their account; a new band starts from that suggestion again.
 */
export function useDogChoice(ownDogs: number, maxDogs: number) {
  const [dogs, setDogs] = useState<DogBand>('1-4');
  const [picked, setPicked] = useState<number | null>(null);
  return {
    dogs,
    dogCount: picked ?? suggestedDogCount(dogs, ownDogs, maxDogs),
    chooseDogs: (band: DogBand) => {
      setDogs(band);
      setPicked(null);
    },
    chooseDogCount: setPicked,
  };
}
