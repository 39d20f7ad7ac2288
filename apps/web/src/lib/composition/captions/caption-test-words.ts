import type { CaptionStyle, CaptionWord } from '@reelwright/timeline';
import { CAPTION_PRESETS } from '@reelwright/timeline';

// Hand-made captions for the tests beside the code.

/** Words 500 ms apart, each spoken for 400 ms, from `first` ms. */
export function spokenWords(texts: readonly string[], first = 0): CaptionWord[] {
  return texts.map((text, index) => ({
    text,
    start: first + index * 500,
    end: first + index * 500 + 400,
  }));
}

export const style = (patch: Partial<CaptionStyle> = {}): CaptionStyle => ({
  ...CAPTION_PRESETS.classic,
  ...patch,
});

/** A monospaced stand-in for canvas measureText: each character is half the font size wide. */
export function halfEmMeasure(text: string, font: string): number {
  const size = Number(/([\d.]+)px/.exec(font)?.[1] ?? 10);
  return text.length * size * 0.5;
}
