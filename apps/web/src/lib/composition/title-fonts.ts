import { resolvedTextStyle, type TimelineDocument } from '@reelwright/timeline';
import type { CaptionFontNeed } from './captions/load-caption-fonts';

/**
 * Every title's family and weight with the words it draws: loaded (with the caption fonts) before
 * the export's first frame, and the preview repaints when they arrive.
 */
export function titleFontNeeds(document: TimelineDocument): CaptionFontNeed[] {
  const needs = new Map<string, CaptionFontNeed>();
  for (const track of document.tracks) {
    for (const item of track.items) {
      if (item.type !== 'text' || !item.text || item.text.content.trim() === '') continue;
      const { fontFamily, fontWeight } = resolvedTextStyle(item.text);
      const key = `${fontFamily}|${fontWeight}`;
      const need = needs.get(key);
      const text = need ? `${need.text} ${item.text.content}` : item.text.content;
      needs.set(key, { style: { fontFamily, fontWeight, uppercase: false }, text });
    }
  }
  return [...needs.values()];
}
