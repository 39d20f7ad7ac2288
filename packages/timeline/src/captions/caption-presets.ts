import type { CaptionStyle } from './caption-types';
import { DEFAULT_CAPTION_STYLE } from './default-caption-style';

/**
 * The caption fonts the app ships (Latin and Cyrillic in each; CJK falls back to Noto Sans SC,
 * which every caption's font stack ends with). A saved style names one of these.
 */
export const CAPTION_FONT_FAMILIES = ['Noto Sans', 'Montserrat', 'Inter', 'Noto Sans SC'] as const;
export type CaptionFontFamily = (typeof CAPTION_FONT_FAMILIES)[number];

export const CAPTION_FONT_WEIGHTS = [400, 500, 600, 700, 800, 900] as const;

/** Bounds the style panel and the parser keep a style within (sizes px at 1280 wide). */
export const CAPTION_STYLE_LIMITS = {
  fontSize: { min: 16, max: 160 },
  fontWeight: { min: 400, max: 900 },
  outlineWidth: { min: 0, max: 16 },
  backgroundOpacity: { min: 0, max: 1 },
  wordsPerLine: { min: 1, max: 8 },
} as const;

/** The looks creators know from CapCut and friends; the UI names them (en + ru) by id. */
export const CAPTION_PRESET_IDS = [
  'classic',
  'bold-pop',
  'boxed',
  'karaoke',
  'minimal',
  'subtitle',
] as const;
export type CaptionPresetId = (typeof CAPTION_PRESET_IDS)[number];

const BLACK = '#000000';
const WHITE = '#ffffff';

export const CAPTION_PRESETS: Readonly<Record<CaptionPresetId, CaptionStyle>> = {
  /** white on a black outline at the bottom, the spoken word yellow: what a new track starts with */
  classic: { ...DEFAULT_CAPTION_STYLE, preset: 'classic' },
  /** the short-form look: heavy, upper case, three words at a time, the spoken one yellow */
  'bold-pop': {
    preset: 'bold-pop',
    fontFamily: 'Montserrat',
    fontSize: 76,
    fontWeight: 900,
    color: WHITE,
    outlineColor: BLACK,
    outlineWidth: 6,
    shadow: true,
    backgroundColor: BLACK,
    backgroundOpacity: 0,
    position: 'middle',
    wordsPerLine: 3,
    uppercase: true,
    highlight: 'colour',
    highlightColor: '#ffd400',
  },
  /** white on a dark box */
  boxed: {
    preset: 'boxed',
    fontFamily: 'Inter',
    fontSize: 48,
    fontWeight: 600,
    color: WHITE,
    outlineColor: BLACK,
    outlineWidth: 0,
    shadow: false,
    backgroundColor: BLACK,
    backgroundOpacity: 0.75,
    position: 'bottom',
    wordsPerLine: 6,
    uppercase: false,
    highlight: 'none',
    highlightColor: '#ffd400',
  },
  /** the spoken word sits on a coloured box */
  karaoke: {
    preset: 'karaoke',
    fontFamily: 'Montserrat',
    fontSize: 64,
    fontWeight: 800,
    color: WHITE,
    outlineColor: BLACK,
    outlineWidth: 3,
    shadow: false,
    backgroundColor: BLACK,
    backgroundOpacity: 0,
    position: 'bottom',
    wordsPerLine: 4,
    uppercase: false,
    highlight: 'box',
    highlightColor: '#7c3aed',
  },
  /** small, a soft shadow and nothing else */
  minimal: {
    preset: 'minimal',
    fontFamily: 'Inter',
    fontSize: 40,
    fontWeight: 500,
    color: WHITE,
    outlineColor: BLACK,
    outlineWidth: 0,
    shadow: true,
    backgroundColor: BLACK,
    backgroundOpacity: 0,
    position: 'bottom',
    wordsPerLine: 8,
    uppercase: false,
    highlight: 'none',
    highlightColor: '#ffd400',
  },
  /** broadcast subtitles: up to two lines on a translucent band */
  subtitle: {
    preset: 'subtitle',
    fontFamily: 'Inter',
    fontSize: 44,
    fontWeight: 500,
    color: WHITE,
    outlineColor: BLACK,
    outlineWidth: 0,
    shadow: false,
    backgroundColor: BLACK,
    backgroundOpacity: 0.6,
    position: 'bottom',
    wordsPerLine: 8,
    uppercase: false,
    highlight: 'none',
    highlightColor: '#ffd400',
  },
};

export const isCaptionPresetId = (value: string): value is CaptionPresetId =>
  (CAPTION_PRESET_IDS as readonly string[]).includes(value);
