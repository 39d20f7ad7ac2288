import { findTrack, type TimelineDocument } from '../document';
import { edited, unchanged, type EditResult } from '../commands/edit-result';
import { CAPTION_STYLE_LIMITS } from './caption-presets';
import type { CaptionStyle } from './caption-types';

const HEX = /^#[0-9a-f]{6}$/i;

const within = (value: number, limits: { min: number; max: number }) =>
  Math.min(limits.max, Math.max(limits.min, value));

/**
 * The patch kept within the style's bounds: numbers clamped (words per line and the weight
 * rounded), colours that are not #rrggbb and non-numbers dropped.
 */
export function sanitizeCaptionStyle(patch: Partial<CaptionStyle>): Partial<CaptionStyle> {
  const clean: Partial<CaptionStyle> = { ...patch };
  const numbers = {
    fontSize: (v: number) => within(v, CAPTION_STYLE_LIMITS.fontSize),
    fontWeight: (v: number) => within(Math.round(v / 100) * 100, CAPTION_STYLE_LIMITS.fontWeight),
    outlineWidth: (v: number) => within(v, CAPTION_STYLE_LIMITS.outlineWidth),
    backgroundOpacity: (v: number) => within(v, CAPTION_STYLE_LIMITS.backgroundOpacity),
    wordsPerLine: (v: number) => within(Math.round(v), CAPTION_STYLE_LIMITS.wordsPerLine),
  } as const;
  for (const key of Object.keys(numbers) as (keyof typeof numbers)[]) {
    const value = clean[key];
    if (value === undefined) continue;
    if (Number.isFinite(value)) clean[key] = numbers[key](value);
    else delete clean[key];
  }
  for (const key of ['color', 'outlineColor', 'backgroundColor', 'highlightColor'] as const) {
    const value = clean[key];
    if (value !== undefined && !HEX.test(value)) delete clean[key];
    else if (value !== undefined) clean[key] = value.toLowerCase();
  }
  return clean;
}

/**
 * Changes how a caption track draws its captions: one undo step. A preset is applied by passing
 * the whole preset as the patch. Not a caption track, or nothing changed: no edit.
 */
export function setCaptionStyle(
  document: TimelineDocument,
  trackId: string,
  patch: Partial<CaptionStyle>,
): EditResult {
  const track = findTrack(document, trackId);
  if (!track || track.type !== 'caption' || !track.captionStyle) return unchanged(document);
  const next: CaptionStyle = { ...track.captionStyle, ...sanitizeCaptionStyle(patch) };
  const changed = (Object.keys(next) as (keyof CaptionStyle)[]).some(
    (key) => next[key] !== track.captionStyle![key],
  );
  if (!changed) return unchanged(document);
  const tracks = document.tracks.map((candidate) =>
    candidate === track ? { ...track, captionStyle: next } : candidate,
  );
  return edited('caption style', document, { ...document, tracks });
}
