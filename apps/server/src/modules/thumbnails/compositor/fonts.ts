// The headline's type ships with the app as npm font packages, nothing is fetched at run time:
// Montserrat Black (Latin, Cyrillic, Vietnamese: one static 900 weight, ~80 KB) and Noto Sans SC
// (Chinese, plus kana and CJK punctuation) as fontsource's variable font, cut into ~100 subsets
// of ~50 KB. Each subset is registered under a family name of its own, and only when a headline
// first needs it: Skia then falls back from family to family in the `font` list character by
// character, and a Latin title never loads CJK outlines.
import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

export const HEADLINE_WEIGHT = 900;
/** Noto Sans SC is variable: its weight comes from the `wght` axis, not from the face. */
export const HEADLINE_VARIATION_SETTINGS = `'wght' ${HEADLINE_WEIGHT}`;

interface FontSubset {
  family: string;
  file: string;
  ranges: [number, number][];
  registered: boolean;
}

interface FontPackage {
  name: string;
  familyPrefix: string;
  fileOf: (subset: string) => string;
}

const PACKAGES: FontPackage[] = [
  {
    name: '@fontsource/montserrat',
    familyPrefix: 'Reelwright Montserrat',
    fileOf: (subset) => `montserrat-${subset}-${HEADLINE_WEIGHT}-normal.woff2`,
  },
  {
    name: '@fontsource-variable/noto-sans-sc',
    familyPrefix: 'Reelwright Noto Sans SC',
    fileOf: (subset) => `noto-sans-sc-${subset}-wght-normal.woff2`,
  },
];

/** Spaces and invisible characters need no glyph. */
const NEEDS_NO_GLYPH = /[\s\p{Cc}\p{Cf}]/u;

const require = createRequire(import.meta.url);

/** `U+0000-00FF,U+0131` → [[0, 255], [305, 305]] */
function parseUnicodeRange(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from!, 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });
}

let subsets: FontSubset[] | undefined;
let subsetOfCodePoint: Map<number, FontSubset> | undefined;

/** Every shipped subset, in fallback order (Montserrat first), read from the packages' unicode.json. */
function fontSubsets(): FontSubset[] {
  if (subsets) return subsets;
  subsets = PACKAGES.flatMap(({ name, familyPrefix, fileOf }) => {
    const unicodeJson = require.resolve(`${name}/unicode.json`);
    const ranges = require(unicodeJson) as Record<string, string>;
    // Latin first: it answers for digits, spaces and punctuation that other subsets repeat.
    const entries = Object.entries(ranges).sort(([a], [b]) => +(b === 'latin') - +(a === 'latin'));
    return entries.map(([key, range]) => {
      const subset = key.replace(/[[\]]/g, '');
      return {
        family: `${familyPrefix} ${subset}`,
        file: path.join(path.dirname(unicodeJson), 'files', fileOf(subset)),
        ranges: parseUnicodeRange(range),
        registered: false,
      };
    });
  });
  return subsets;
}

function subsetFor(codePoint: number): FontSubset | undefined {
  if (!subsetOfCodePoint) {
    subsetOfCodePoint = new Map();
    for (const subset of fontSubsets()) {
      for (const [start, end] of subset.ranges) {
        for (let point = start; point <= end; point += 1) {
          if (!subsetOfCodePoint.has(point)) subsetOfCodePoint.set(point, subset);
        }
      }
    }
  }
  return subsetOfCodePoint.get(codePoint);
}

/** The characters of `text` that no shipped font draws (they would come out as boxes). */
export function charactersWithoutFont(text: string): string[] {
  const missing = new Set<string>();
  for (const character of text) {
    if (NEEDS_NO_GLYPH.test(character)) continue;
    if (!subsetFor(character.codePointAt(0)!)) missing.add(character);
  }
  return [...missing];
}

/**
 * The CSS family list that draws `text`, registering the subsets it needs first. Montserrat's
 * Latin subset always leads, so digits, spaces and punctuation take its shapes.
 */
export function fontFamiliesFor(text: string): string {
  const needed = new Set<FontSubset>([fontSubsets()[0]!]);
  for (const character of text) {
    const subset = subsetFor(character.codePointAt(0)!);
    if (subset) needed.add(subset);
  }
  const ordered = fontSubsets().filter((subset) => needed.has(subset));
  for (const subset of ordered) {
    if (subset.registered) continue;
    if (!GlobalFonts.registerFromPath(subset.file, subset.family))
      throw new Error(`Could not load the headline font ${subset.file}`);
    subset.registered = true;
  }
  return ordered.map(({ family }) => `"${family}"`).join(', ');
}

/** The `ctx.font` value for the headline at `size` pixels. */
export function headlineFont(text: string, size: number): string {
  return `${HEADLINE_WEIGHT} ${Math.round(size)}px ${fontFamiliesFor(text)}`;
}
