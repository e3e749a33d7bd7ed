import type { ReactNode } from 'react';
import type { Attention } from '../../../../contract/attention';

/**
 * One place of the admin page: its address is `/admin?tab=<id>` (the ids are the old tabs', so
 * links kept from before still open them), its name is the seed's tab name.
 */
export interface AdminPlace {
  id: string;
  label: string;
  content: () => ReactNode;
  /** Which count, if any, says that something here needs staff's attention. */
  attention?: keyof Attention;
}

/** Places that belong together, under a heading of their own in the navigation. */
export interface AdminPlaceGroup {
  label: string;
  places: readonly AdminPlace[];
}

/** The place an address names; any other (none, an old or a super admin's one) opens the first. */
export function placeNamed(
  groups: readonly AdminPlaceGroup[],
  id: string | null,
): AdminPlace | undefined {
  const places = groups.flatMap((group) => group.places);
  return places.find((place) => place.id === id) ?? places[0];
}

/** How many things need attention at a place, when its count is known and above nought. */
export function attentionAt(place: AdminPlace, counts: Attention | undefined): number {
  if (!place.attention || !counts) return 0;
  return counts[place.attention];
}

export const needAttention = (count: number) =>
  `${count} ${count === 1 ? 'needs' : 'need'} attention`;
