import { z } from 'zod';
import { CAPTION_STYLE_LIMITS } from './captions/caption-presets';
import { CAPTION_LIMITS } from './captions/caption-words';
import { DEFAULT_CAPTION_STYLE } from './captions/default-caption-style';
import {
  CAPTION_TRACK_ID,
  DEFAULT_DUCKING_DB,
  DEFAULT_TRACKS,
  DEFAULT_VIDEO_FORMAT,
  MAX_DUCKING_DB,
  MAX_FADE_MS,
  MASTER_VOLUME_MAX,
  SCHEMA_VERSION,
  SPEED_LIMITS,
  TEXT_ANIMATION_MS,
  TRANSITION_MS,
  coverContent,
  type TimelineDocument,
  type TimelineItem,
  type Track,
} from './document';
import { toItemType } from './commands/add-item';
import { TEXT_FONT_SIZE } from './commands/item-properties';
import { DEFAULT_TOTAL_DURATION, MIN_ITEM_DURATION, seconds } from './timeline-numbers';
import { trackAccepts } from './tracks';

// Saved timelines carry `schemaVersion`; older shapes are upgraded by the ordered `MIGRATIONS`
// list before the current schema validates them (the tldraw habit). Version 1 is the shape the
// first editor saved: a flat item list with times in seconds. Version 2 (current) keeps integer
// milliseconds and each track's items sorted inside the track. Version 3 (current) adds captions:
// a caption track (with its style) at the top, caption items holding their timed words.
// Version 4 adds the frame's format and the mix's ducking to the document, and each item's fit,
// pan, fades and audio role (all optional, so a version-3 item is a valid version-4 item).
// Version 5 adds the editor's craft: per item speed, freeze frame, crop, rotation, flips,
// keyframes, colour and transitions, a title's full style and animations, per track hidden /
// muted / solo / locked, and the document's master volume (all optional or defaulted).

const itemType = z.preprocess(
  (value) => toItemType(value) ?? value,
  z.enum(['videos', 'images', 'audios', 'text', 'caption']),
);
const trackType = z.enum(['caption', 'overlay', 'main', 'audio']);
const unit = z.number().min(0).max(1);
const milliseconds = z.number().int().min(0);
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a #rrggbb colour');

const transformSchema = z.object({
  x: z.number(),
  y: z.number(),
  scale: z.number().min(0.2).max(4),
  opacity: unit,
});

const textAnimationSchema = z.object({
  kind: z.enum(['fade', 'slide', 'pop', 'typewriter', 'rise', 'blur']),
  duration: z.number().int().min(TEXT_ANIMATION_MS.min).max(TEXT_ANIMATION_MS.max),
});

const textSchema = z.object({
  content: z.string().max(2_000),
  fontSize: z.number().min(TEXT_FONT_SIZE.min).max(TEXT_FONT_SIZE.max),
  color: hexColour,
  fontFamily: z.string().min(1).max(100).optional(),
  fontWeight: z.number().int().min(100).max(900).optional(),
  outlineColor: hexColour.optional(),
  outlineWidth: z.number().min(0).max(20).optional(),
  shadow: z.boolean().optional(),
  backgroundColor: hexColour.optional(),
  backgroundOpacity: unit.optional(),
  backgroundBox: z.enum(['block', 'lines', 'bar']).optional(),
  align: z.enum(['left', 'center', 'right']).optional(),
  lineHeight: z.number().min(0.8).max(3).optional(),
  preset: z.string().max(60).optional(),
  animationIn: textAnimationSchema.optional(),
  animationOut: textAnimationSchema.optional(),
});

const transitionSchema = z.object({
  kind: z.enum([
    'crossfade',
    'dip-black',
    'dip-white',
    'wipe-left',
    'wipe-right',
    'wipe-up',
    'wipe-down',
    'slide-left',
    'slide-right',
    'slide-up',
    'slide-down',
  ]),
  duration: z.number().int().min(TRANSITION_MS.min).max(TRANSITION_MS.max),
});

const cropEdge = z.number().min(0).max(0.9);
const cropSchema = z
  .object({ left: cropEdge, top: cropEdge, right: cropEdge, bottom: cropEdge })
  .refine((crop) => crop.left + crop.right <= 0.95, {
    message: 'left and right together crop at most 95 %',
    path: ['right'],
  })
  .refine((crop) => crop.top + crop.bottom <= 0.95, {
    message: 'top and bottom together crop at most 95 %',
    path: ['bottom'],
  });

const keyframeListSchema = (value: z.ZodNumber) =>
  z
    .array(
      z.object({
        time: milliseconds,
        value,
        easing: z.enum(['linear', 'ease-in', 'ease-out', 'ease-in-out', 'hold']),
      }),
    )
    .max(500)
    .refine((list) => list.every((key, i) => i === 0 || key.time > list[i - 1]!.time), {
      message: 'keyframes must be in time order, one per time',
    });

const keyframesSchema = z.object({
  x: keyframeListSchema(z.number().min(-10_000).max(10_000)).optional(),
  y: keyframeListSchema(z.number().min(-10_000).max(10_000)).optional(),
  scale: keyframeListSchema(z.number().min(0.05).max(10)).optional(),
  rotation: keyframeListSchema(z.number().min(-3_600).max(3_600)).optional(),
  opacity: keyframeListSchema(unit).optional(),
  volume: keyframeListSchema(unit).optional(),
});

const colourSlider = z.number().min(-1).max(1);
const colourSchema = z.object({
  brightness: colourSlider,
  contrast: colourSlider,
  saturation: colourSlider,
  temperature: colourSlider,
  look: z.enum(['none', 'warm', 'cool', 'mono', 'vivid', 'film']),
});

const captionWordSchema = z.object({
  text: z.string().min(1).max(CAPTION_LIMITS.wordLength),
  start: milliseconds,
  end: milliseconds,
});

const captionSchema = z.object({
  words: z.array(captionWordSchema).min(1).max(CAPTION_LIMITS.words),
  sourceItemId: z.string().min(1).optional(),
});

const between = (limits: { min: number; max: number }) =>
  z.number().min(limits.min).max(limits.max).optional();

// Loose, so fields a newer style panel adds survive a save; missing ones take the default's.
const captionStyleSchema = z.looseObject({
  preset: z.string().max(60).optional(),
  fontFamily: z.string().min(1).max(100).optional(),
  fontSize: between(CAPTION_STYLE_LIMITS.fontSize),
  fontWeight: between(CAPTION_STYLE_LIMITS.fontWeight),
  color: hexColour.optional(),
  outlineColor: hexColour.optional(),
  outlineWidth: between(CAPTION_STYLE_LIMITS.outlineWidth),
  shadow: z.boolean().optional(),
  backgroundColor: hexColour.optional(),
  backgroundOpacity: unit.optional(),
  position: z.enum(['bottom', 'middle', 'top']).optional(),
  wordsPerLine: z.number().int().min(1).max(8).optional(),
  uppercase: z.boolean().optional(),
  highlight: z.enum(['none', 'colour', 'box']).optional(),
  highlightColor: hexColour.optional(),
});

const itemSchema = z.object({
  id: z.string().min(1),
  mediaId: z.string(),
  name: z.string().min(1),
  url: z.string(),
  type: itemType,
  trackId: z.string().min(1),
  trackType,
  startTime: milliseconds,
  duration: milliseconds.min(MIN_ITEM_DURATION),
  trimStart: milliseconds.default(0),
  sourceDuration: milliseconds.optional(),
  volume: unit.default(1),
  opacity: unit.default(1),
  transform: transformSchema.optional(),
  text: textSchema.optional(),
  caption: captionSchema.optional(),
  origin: z.enum(['assembly']).optional(),
  fit: z.enum(['fit', 'fill', 'stretch']).optional(),
  pan: z.object({ x: z.number().min(-1).max(1), y: z.number().min(-1).max(1) }).optional(),
  fadeIn: milliseconds.max(MAX_FADE_MS).optional(),
  fadeOut: milliseconds.max(MAX_FADE_MS).optional(),
  audioRole: z.enum(['voice', 'music']).optional(),
  speed: z.number().min(SPEED_LIMITS.min).max(SPEED_LIMITS.max).optional(),
  freezeFrame: milliseconds.optional(),
  crop: cropSchema.optional(),
  rotation: z.number().min(-360).max(360).optional(),
  flipH: z.boolean().optional(),
  flipV: z.boolean().optional(),
  keyframes: keyframesSchema.optional(),
  colour: colourSchema.optional(),
  transitionIn: transitionSchema.optional(),
  transitionOut: transitionSchema.optional(),
});

const trackSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  type: trackType,
  items: z.array(itemSchema),
  captionStyle: captionStyleSchema.optional(),
  hidden: z.boolean().optional(),
  muted: z.boolean().optional(),
  solo: z.boolean().optional(),
  locked: z.boolean().optional(),
});

const documentSchema = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  format: z.enum(['16:9', '9:16', '1:1', '4:5']).default(DEFAULT_VIDEO_FORMAT),
  tracks: z.array(trackSchema),
  totalDuration: milliseconds,
  duckingDb: z.number().min(0).max(MAX_DUCKING_DB).default(DEFAULT_DUCKING_DB),
  masterVolume: z.number().min(0).max(MASTER_VOLUME_MAX).default(1),
});

/** The saved timeline's shape, as the OpenAPI document publishes it. */
export const timelineDocumentSchema = documentSchema;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Migration {
  /** the version this migration produces */
  to: number;
  up: (document: Json) => Json;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    to: 2,
    up(document) {
      const toMs = (value: unknown) => (typeof value === 'number' ? seconds(value) : value);
      const items = Array.isArray(document.items) ? document.items.filter(isObject) : [];
      const tracks = Array.isArray(document.tracks)
        ? document.tracks.filter(isObject)
        : DEFAULT_TRACKS;
      return {
        schemaVersion: 2,
        totalDuration: toMs(document.totalDuration ?? 60),
        tracks: tracks.map((track) => ({
          id: track.id,
          name: track.name,
          type: track.type,
          items: items
            .filter((item) => item.trackId === track.id)
            .map((item) => ({
              ...item,
              startTime: toMs(item.startTime),
              duration: toMs(item.duration),
              trimStart: toMs(item.trimStart ?? 0),
              ...(item.sourceDuration === undefined
                ? {}
                : { sourceDuration: toMs(item.sourceDuration) }),
            })),
        })),
      };
    },
  },
  {
    to: 3,
    up(document) {
      const tracks = Array.isArray(document.tracks) ? document.tracks : [];
      if (tracks.some((track) => isObject(track) && track.type === 'caption')) {
        return { ...document, schemaVersion: 3 };
      }
      const ids = new Set(tracks.map((track) => (isObject(track) ? track.id : undefined)));
      let id = CAPTION_TRACK_ID;
      for (let n = 2; ids.has(id); n += 1) id = `${CAPTION_TRACK_ID}-${n}`;
      const captions = {
        id,
        name: 'Captions',
        type: 'caption',
        items: [],
        captionStyle: DEFAULT_CAPTION_STYLE,
      };
      return { ...document, schemaVersion: 3, tracks: [captions, ...tracks] };
    },
  },
  {
    to: 4,
    up(document) {
      return {
        ...document,
        schemaVersion: 4,
        format: DEFAULT_VIDEO_FORMAT,
        duckingDb: DEFAULT_DUCKING_DB,
      };
    },
  },
  {
    to: 5,
    up(document) {
      return { ...document, schemaVersion: 5, masterVolume: 1 };
    },
  },
];

export type ParseResult = { ok: true; document: TimelineDocument } | { ok: false; error: string };

function describe(issue: z.core.$ZodIssue): string {
  const path = issue.path.length ? issue.path.map(String).join('.') : 'document';
  return `${path}: ${issue.message}`;
}

/**
 * Validates saved timeline JSON (a string or an already-parsed value), migrating older versions.
 * Errors name the offending field, e.g. `tracks.0.items.1.duration: Too small: expected number to be >=100`.
 */
export function parseDocument(json: unknown): ParseResult {
  let value: unknown = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch {
      return { ok: false, error: 'document: not valid JSON' };
    }
  }
  if (!isObject(value)) return { ok: false, error: 'document: expected an object' };
  const version = value.schemaVersion ?? 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, error: 'schemaVersion: expected a positive integer' };
  }
  if (version > SCHEMA_VERSION) {
    return {
      ok: false,
      error: `schemaVersion: ${version} is newer than this editor (${SCHEMA_VERSION})`,
    };
  }
  let migrated: Json = value;
  for (const migration of MIGRATIONS) {
    if (migration.to > version) migrated = migration.up(migrated);
  }
  const parsed = documentSchema.safeParse(migrated);
  if (!parsed.success) return { ok: false, error: describe(parsed.error.issues[0]!) };
  return checkTracks(parsed.data as TimelineDocument);
}

/** A caption's words: in order, not overlapping, inside the item. */
function checkCaption(item: TimelineItem, at: string): string | undefined {
  if (item.type !== 'caption') {
    return item.caption ? `${at}.caption: only caption items hold caption words` : undefined;
  }
  if (!item.caption) return `${at}.caption: a caption item needs its words`;
  let previousEnd = 0;
  for (const [w, word] of item.caption.words.entries()) {
    const path = `${at}.caption.words.${w}`;
    if (word.end < word.start) return `${path}.end: ends before it starts`;
    if (word.start < previousEnd) return `${path}.start: starts before the word before it ends`;
    if (word.end > item.duration) return `${path}.end: past the end of the caption`;
    previousEnd = word.end;
  }
  return undefined;
}

function checkTracks(document: TimelineDocument): ParseResult {
  const ids = new Set<string>();
  const tracks: Track[] = [];
  for (const [t, track] of document.tracks.entries()) {
    if (track.type !== 'caption' && track.captionStyle !== undefined) {
      return {
        ok: false,
        error: `tracks.${t}.captionStyle: only caption tracks have a caption style`,
      };
    }
    const items = [...track.items].sort((a, b) => a.startTime - b.startTime);
    for (const [i, item] of items.entries()) {
      if (ids.has(item.id))
        return { ok: false, error: `tracks.${t}.items.${i}.id: duplicate id ${item.id}` };
      ids.add(item.id);
      if (item.trackId !== track.id) {
        return {
          ok: false,
          error: `tracks.${t}.items.${i}.trackId: ${item.trackId} is not ${track.id}`,
        };
      }
      if (item.trackType !== track.type) {
        return {
          ok: false,
          error: `tracks.${t}.items.${i}.trackType: ${item.trackType} is not ${track.type}`,
        };
      }
      if (!trackAccepts(track.type, item.type)) {
        return {
          ok: false,
          error: `tracks.${t}.items.${i}.type: a ${track.type} track does not take ${item.type}`,
        };
      }
      if (item.type === 'text' && !item.text) {
        return { ok: false, error: `tracks.${t}.items.${i}.text: a text item needs its text` };
      }
      const captionError = checkCaption(item, `tracks.${t}.items.${i}`);
      if (captionError) return { ok: false, error: captionError };
      const previous: TimelineItem | undefined = items[i - 1];
      if (previous && previous.startTime + previous.duration > item.startTime) {
        return { ok: false, error: `tracks.${t}.items.${i}.startTime: overlaps ${previous.id}` };
      }
    }
    tracks.push(
      track.type === 'caption'
        ? { ...track, items, captionStyle: { ...DEFAULT_CAPTION_STYLE, ...track.captionStyle } }
        : { ...track, items },
    );
  }
  const totalDuration = document.totalDuration || DEFAULT_TOTAL_DURATION;
  return { ok: true, document: coverContent({ ...document, tracks, totalDuration }) };
}
