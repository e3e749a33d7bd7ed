/**
 * Where a customer stands with the park's site rules: they tick them before their first booking
 * and again once the owner has changed them (decision 099).
 */
export type RulesStanding = 'accepted' | 'first-time' | 'changed';

export function rulesStanding(
  currentVersion: number,
  acceptedVersion: number | null,
): RulesStanding {
  if (acceptedVersion === null) return 'first-time';
  return acceptedVersion >= currentVersion ? 'accepted' : 'changed';
}

/** The lowest and highest number of dogs a band covers. */
export function bandRange(band: string): { min: number; max: number } {
  const [min, max] = band.split('-').map(Number);
  return { min: min ?? 1, max: max ?? min ?? 1 };
}

/** How many dogs may come under a band, no more than the park lets in at once. */
export function dogCountChoices(band: string, maxDogs: number): number[] {
  const { min, max } = bandRange(band);
  const choices: number[] = [];
  for (let count = min; count <= Math.min(max, maxDogs); count += 1) choices.push(count);
  return choices;
}

/** Why `count` dogs can't come under `band`, or null when they can. */
export function dogCountProblem(band: string, count: number, maxDogs: number): string | null {
  const choices = dogCountChoices(band, maxDogs);
  if (choices.includes(count)) return null;
  const first = choices[0];
  const last = choices[choices.length - 1];
  if (first === undefined || last === undefined) {
    return `The park lets in ${maxDogs} dogs at most, fewer than the ${band} band.`;
  }
  return first === last
    ? `A ${band} booking is for ${first} dogs.`
    : `A ${band} booking is for ${first} to ${last} dogs.`;
}

/**
 * The count the page suggests: the customer's own dogs when the band covers them, else the
 * nearest the band allows.
 */
export function suggestedDogCount(band: string, ownDogs: number, maxDogs: number): number {
  const choices = dogCountChoices(band, maxDogs);
  const first = choices[0] ?? 1;
  const last = choices[choices.length - 1] ?? first;
  if (ownDogs === 0) return first;
  return Math.min(Math.max(ownDogs, first), last);
}

export const MAX_DOG_NAMES = 12;
export const MAX_DOG_NAME_LENGTH = 40;

/** Names as kept: trimmed, blanks dropped, each once (case ignored), in the order given. */
export function tidyDogNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of names) {
    const name = raw.replace(/\s+/g, ' ').trim();
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept;
}
