import type { CaptionStyle, TimelineDocument, TimelineItem } from '@reelwright/timeline';
import { titleFontNeeds } from '../title-fonts';
import type { CaptionFontNeed } from './load-caption-fonts';

/** The style each caption track draws with, by track id. */
export function captionStylesOf(document: TimelineDocument): ReadonlyMap<string, CaptionStyle> {
  const styles = new Map<string, CaptionStyle>();
  for (const track of document.tracks)
    if (track.type === 'caption' && track.captionStyle) styles.set(track.id, track.captionStyle);
  return styles;
}

/** Every caption track's style (and every title's font) with all the text it draws: what must load before drawing. */
export function captionFontNeeds(document: TimelineDocument): CaptionFontNeed[] {
  const needs: CaptionFontNeed[] = [];
  for (const track of document.tracks) {
    if (track.type !== 'caption' || !track.captionStyle) continue;
    const text = track.items
      .flatMap((item) => item.caption?.words.map((word) => word.text) ?? [])
      .join(' ');
    if (text.trim() !== '') needs.push({ style: track.captionStyle, text });
  }
  // Titles draw in the same shipped fonts: they load (and repaint the preview) alongside.
  needs.push(...titleFontNeeds(document));
  return needs;
}

/** A caption item's layer gets its track's style (what the compositor draws it with). */
export function withCaptionStyle<Layer extends { item: TimelineItem; captionStyle?: CaptionStyle }>(
  layer: Layer,
  styles: ReadonlyMap<string, CaptionStyle>,
): Layer {
  if (layer.item.type !== 'caption') return layer;
  const style = styles.get(layer.item.trackId);
  return style ? { ...layer, captionStyle: style } : layer;
}
