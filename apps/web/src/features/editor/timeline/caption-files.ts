import {
  addCaptionsFromCues,
  cuesFromCaptions,
  parseSubtitles,
  toSrt,
  toWebVtt,
  type EditResult,
  type TimelineDocument,
} from '@reelwright/timeline';

/** Larger than any real subtitle file (a feature film's SRT is ~100 kB). */
export const CAPTION_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** Every caption on the document's caption tracks, in time order, as subtitle cues. */
function projectCues(document: TimelineDocument) {
  const items = document.tracks
    .filter((track) => track.type === 'caption')
    .flatMap((track) => track.items)
    .sort((a, b) => a.startTime - b.startTime);
  return cuesFromCaptions(items);
}

export const hasCaptions = (document: TimelineDocument): boolean =>
  document.tracks.some((track) => track.type === 'caption' && track.items.length > 0);

/** The project's captions as an SRT or WebVTT file's text. */
export function captionFile(document: TimelineDocument, format: 'srt' | 'vtt'): string {
  const cues = projectCues(document);
  return format === 'srt' ? toSrt(cues) : toWebVtt(cues);
}

/**
 * A subtitle file read onto the first caption track: the edit (one undo step) and how many
 * captions it made, or the parser's error naming the line.
 */
export function importCaptionFile(
  document: TimelineDocument,
  text: string,
  fileName: string,
  newId: () => string,
): { ok: true; result: EditResult; count: number } | { ok: false; error: string } {
  const parsed = parseSubtitles(text, fileName);
  if (!parsed.ok) return parsed;
  const result = addCaptionsFromCues(document, parsed.cues, {}, { newId });
  return { ok: true, result, count: result.items.length };
}
