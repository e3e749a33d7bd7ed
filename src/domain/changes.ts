/**
 * What changed between two versions of a settings section, a line per changed value, for
 * Activity: 'hours.weekly.0.opens: 06:00 → 07:30'. Long texts are cut, so a line stays a line.
 */

const LONGEST = 80;

type Flat = Map<string, string>;

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const oneLine = text.replace(/\s+/g, ' ').trim() || '(empty)';
  return oneLine.length > LONGEST ? `${oneLine.slice(0, LONGEST - 1)}…` : oneLine;
}

function flatten(value: unknown, path: string, into: Flat): Flat {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, i) => [String(i), item])
      : Object.entries(value);
    if (entries.length === 0) into.set(path, show(value));
    for (const [key, item] of entries) flatten(item, path ? `${path}.${key}` : String(key), into);
    return into;
  }
  into.set(path, show(value));
  return into;
}

export function changesBetween(before: unknown, after: unknown): string[] {
  const was = flatten(before, '', new Map());
  const now = flatten(after, '', new Map());
  const paths = [...new Set([...was.keys(), ...now.keys()])];
  return paths
    .map((path) => ({ path, from: was.get(path) ?? '—', to: now.get(path) ?? '—' }))
    .filter((change) => change.from !== change.to)
    .map((change) => `${change.path || 'value'}: ${change.from} → ${change.to}`);
}
