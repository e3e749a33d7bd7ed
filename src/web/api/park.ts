import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParkResponse, PublicPark } from '../../contract/park';
import { parkToday, type ServerTime, serverTimeFrom } from '../lib/serverTime';
import { call } from './call';
import { siteEndpoints } from './firstVisitEndpoints';
import { initialData } from './initialData';

export interface ParkData {
  park: PublicPark;
  time: ServerTime;
}

function toParkData(response: ParkResponse): ParkData {
  return { park: response.park, time: serverTimeFrom(response.now) };
}

const initialPark = initialData?.park ? toParkData(initialData.park) : undefined;

export const parkKeys = { all: ['park'] } as const;

export const parkQuery = () =>
  queryOptions({
    queryKey: parkKeys.all,
    queryFn: async () => toParkData(await call((await siteEndpoints()).park)),
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
