import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimedPark } from '../../contract/initialData';
import type { PublicPark } from '../../contract/park';
import { parkToday, type ServerTime, serverTimeFrom } from '../lib/serverTime';
import { addressOf, checked } from './call';
import { getTimedJson } from './client';
import { siteEndpoints } from './firstVisitEndpoints';
import { initialData } from './initialData';

export interface ParkData {
  park: PublicPark;
  time: ServerTime;
}

function toParkData(response: TimedPark): ParkData {
  return { park: response.park, time: serverTimeFrom(response.now) };
}

/**
 * The park's answer is the same bytes for everyone; the server's time comes in its header. A
 * proxy that dropped the header leaves the device's time, as a page without it does.
 */
async function fetchPark(): Promise<ParkData> {
  const endpoint = (await siteEndpoints()).park;
  const { answer, serverNow } = await getTimedJson<unknown>(addressOf(endpoint));
  const { park } = checked(endpoint, answer);
  return toParkData({ park, now: serverNow ?? new Date().toISOString() });
}

const initialPark = initialData?.park ? toParkData(initialData.park) : undefined;

export const parkKeys = { all: ['park'] } as const;

export const parkQuery = () =>
  queryOptions({
    queryKey: parkKeys.all,
    queryFn: fetchPark,
    initialData: initialPark,
    // With the device's time standing in for the server's, asked for again at once.
    initialDataUpdatedAt: initialData?.deviceTime ? 0 : undefined,
    staleTime: 5 * 60_000,
  });

export function usePark() {
  return useQuery(parkQuery());
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
