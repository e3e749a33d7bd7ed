import { useQuery } from '@tanstack/react-query';
import type { ParkResponse, PublicPark } from '../../contract/park';
import { parkToday, type ServerTime, serverTimeFrom } from '../lib/serverTime';
import { getJson } from './client';

export interface ParkData {
  park: PublicPark;
  time: ServerTime;
}

function toParkData(response: ParkResponse): ParkData {
  return { park: response.park, time: serverTimeFrom(response.now) };
}

/** The server writes the park's settings into the page, so the first paint needs no request. */
function readInitialData(): ParkData | undefined {
  const element = document.getElementById('paddock-data');
  if (!element?.textContent) return undefined;
  try {
    return toParkData(JSON.parse(element.textContent) as ParkResponse);
  } catch {
    return undefined;
  }
}

const initialData = readInitialData();

export function usePark() {
  return useQuery({
    queryKey: ['park'],
    queryFn: async () => toParkData(await getJson<ParkResponse>('/api/park')),
    initialData,
    staleTime: 5 * 60_000,
  });
}

/** For pages inside the layout, which renders them only once the park is known. */
export function useParkData(): ParkData {
  const { data } = usePark();
  if (!data) throw new Error('useParkData used outside the loaded layout');
  return data;
}

export function useParkToday(): string {
  const { park, time } = useParkData();
  return parkToday(time, park.timeZone);
}
