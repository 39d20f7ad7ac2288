/**
 * Captions on the timeline: the shared shapes. A caption item (type 'caption', on a track of
 * type 'caption') holds the words it shows with their times; the track holds the style every
 * caption on it is drawn with. The preview and the export draw them with the same function.
 */

/** One word of a caption; times in ms from the caption item's own start (so moving it moves them). */
export interface CaptionWord {
  /** as written in the script, punctuation attached */
  text: string;
  start: number;
  end: number;
}

/** Only on 'caption' items. */
export interface CaptionContent {
  words: readonly CaptionWord[];
  /**
   * The audio item whose speech these words are (a voice-over or a take): moving or trimming it
   * retimes the captions. Absent for typed or imported captions.
   */
  sourceItemId?: string;
}

export type CaptionPosition = 'bottom' | 'middle' | 'top';
export type CaptionHighlight = 'none' | 'colour' | 'box';

/** How a caption track draws its captions; sizes in px at the 1280-px-wide reference frame. */
export interface CaptionStyle {
  /** the preset it started from (the UI shows it; every field below may since have changed) */
  preset: string;
  /** one of the shipped caption fonts (Latin, Cyrillic and CJK) */
  fontFamily: string;
  fontSize: number;
  /** 400–900 */
  fontWeight: number;
  /** #rrggbb */
  color: string;
  /** #rrggbb, width in px (0: none) */
  outlineColor: string;
  outlineWidth: number;
  shadow: boolean;
  /** a box behind each line: #rrggbb and its opacity 0–1 (opacity 0: none) */
  backgroundColor: string;
  backgroundOpacity: number;
  position: CaptionPosition;
  /** 1–8 words shown at once (a caption is paged in groups of this many words) */
  wordsPerLine: number;
  uppercase: boolean;
  /** the word being spoken: coloured, boxed, or not marked */
  highlight: CaptionHighlight;
  /** #rrggbb: the highlighted word's colour, or its box's */
  highlightColor: string;
}
