/** A number generator that returns floats in [0, 1), the same sequence for the same seed. */
export type Random = () => number;

/** FNV-1a over the UTF-16 code units, mixed once more so that short seeds spread well. */
export function hashSeed(...parts: string[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u241f')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 12;
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough to choose between phrasings. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random whole number in [0, max). */
export function randomIndex(random: Random, max: number): number {
  return Math.floor(random() * max);
}

export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomIndex(random, i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** `count` of the items, chosen at random but kept in their original order. */
export function orderedSample<T>(items: readonly T[], count: number, random: Random): T[] {
  const chosen = new Set(shuffled(items, random).slice(0, count));
  return items.filter((item) => chosen.has(item));
}

export function pickOne<T>(items: readonly T[], random: Random): T {
  const item = items[randomIndex(random, items.length)];
  if (item === undefined) throw new Error('pickOne needs at least one item');
  return item;
}
