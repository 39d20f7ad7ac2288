import type { CaptionStyle } from '@reelwright/timeline';
import { captionFont } from './caption-fonts';
import { fontSet } from './font-faces';

// The caption fonts ship with the app (bundled by Vite, split by script with unicode-range, so
// a browser fetches only the pieces a caption's letters need). A canvas draws with whatever is
// loaded at that instant, so the fonts a caption needs are loaded before it is drawn: the export
// waits for them before its first frame; the preview repaints when they arrive.

/** A style and the text it will draw. */
export interface CaptionFontNeed {
  style: Pick<CaptionStyle, 'fontFamily' | 'fontWeight' | 'uppercase'>;
  text: string;
}

const LOAD_TIMEOUT_MS = 10_000;
const loaded = new Set<string>();

/** Whether every font `needs` names is loaded already (then drawing needs no wait). */
export const captionFontsLoaded = (needs: readonly CaptionFontNeed[]): boolean =>
  needs.every((need) => loaded.has(needKey(need)));

const needKey = ({ style, text }: CaptionFontNeed) =>
  `${captionFont(style, 32)}|${style.uppercase ? text.toUpperCase() : text}`;

/**
 * Loads the faces (and the unicode-range pieces of them) that `needs` draw with. Resolves when
 * they are loaded, or after 10 s at most (a caption then draws in a fallback face rather than
 * the export stalling).
 */
export async function loadCaptionFonts(needs: readonly CaptionFontNeed[]): Promise<void> {
  const fonts = fontSet();
  if (!fonts) return;
  const pending = needs.filter((need) => !loaded.has(needKey(need)));
  if (pending.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LOAD_TIMEOUT_MS);
  });
  const loads = pending.map(async (need) => {
    const text = need.style.uppercase ? need.text.toUpperCase() : need.text;
    try {
      await fonts.load(captionFont(need.style, 32), text || 'A');
      loaded.add(needKey(need));
    } catch {
      // An unknown face: the stack's fallback draws it.
    }
  });
  await Promise.race([Promise.all(loads), timeout]);
  clearTimeout(timer);
}
