import { z } from 'zod';

/** The teleprompter's per-user settings, kept in localStorage under `settingsKey(userId)`. */
export interface TeleprompterSettings {
  /** Scroll speed in percent, 10–200. */
  speed: number;
  /** Font size in CSS pixels, 16–48. */
  fontSize: number;
  /** Flip horizontally (for a beam-splitter mirror). */
  mirrorX: boolean;
  /** Flip vertically. */
  mirrorY: boolean;
  /** Show a 3-2-1 countdown before scrolling starts. */
  countdown: boolean;
  /** Show the reading-line marker. */
  readingLine: boolean;
}

export const SPEED_MIN = 10;
export const SPEED_MAX = 200;
export const SPEED_DEFAULT = 50;
/** ↑ / ↓ change the speed by this many percentage points. */
export const SPEED_STEP = 10;

export const FONT_SIZE_MIN = 16;
export const FONT_SIZE_MAX = 48;
export const FONT_SIZE_DEFAULT = 24;

export const DEFAULTS: Readonly<TeleprompterSettings> = Object.freeze({
  speed: SPEED_DEFAULT,
  fontSize: FONT_SIZE_DEFAULT,
  mirrorX: false,
  mirrorY: false,
  countdown: true,
  readingLine: true,
});

const clamp = (value: number, min: number, max: number, fallback: number): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;

/** Rounds to a whole percent and clamps to 10–200; a non-finite value gives the default 50. */
export const clampSpeed = (speed: number): number =>
  clamp(speed, SPEED_MIN, SPEED_MAX, SPEED_DEFAULT);

/** Rounds to a whole pixel and clamps to 16–48; a non-finite value gives the default 24. */
export const clampFontSize = (fontSize: number): number =>
  clamp(fontSize, FONT_SIZE_MIN, FONT_SIZE_MAX, FONT_SIZE_DEFAULT);

/** ↑ = 'up', ↓ = 'down': one SPEED_STEP, clamped. */
export const stepSpeed = (speed: number, direction: 'up' | 'down'): number =>
  clampSpeed(clampSpeed(speed) + (direction === 'up' ? SPEED_STEP : -SPEED_STEP));

export { settingsKey } from './settings-key';

const fields = {
  speed: z.number().transform(clampSpeed),
  fontSize: z.number().transform(clampFontSize),
  mirrorX: z.boolean(),
  mirrorY: z.boolean(),
  countdown: z.boolean(),
  readingLine: z.boolean(),
} as const;

const pick = <K extends keyof TeleprompterSettings>(
  record: Record<string, unknown>,
  key: K,
): TeleprompterSettings[K] => {
  const parsed = fields[key].safeParse(record[key]);
  return (parsed.success ? parsed.data : DEFAULTS[key]) as TeleprompterSettings[K];
};

/**
 * Reads a stored (already JSON-parsed) value field by field: a missing or wrongly typed field
 * takes its default, an out-of-range number is clamped, unknown fields are dropped.
 */
export const parseStoredSettings = (json: unknown): TeleprompterSettings => {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ...DEFAULTS };
  const record = json as Record<string, unknown>;
  return {
    speed: pick(record, 'speed'),
    fontSize: pick(record, 'fontSize'),
    mirrorX: pick(record, 'mirrorX'),
    mirrorY: pick(record, 'mirrorY'),
    countdown: pick(record, 'countdown'),
    readingLine: pick(record, 'readingLine'),
  };
};

/** The raw localStorage string (or null when absent); invalid JSON gives the defaults. */
export const readStoredSettings = (raw: string | null): TeleprompterSettings => {
  if (raw === null) return { ...DEFAULTS };
  try {
    return parseStoredSettings(JSON.parse(raw));
  } catch {
    return { ...DEFAULTS };
  }
};

export const serializeSettings = (settings: TeleprompterSettings): string =>
  JSON.stringify(parseStoredSettings(settings));
