import {
  addCaptionsFromWords,
  type EditContext,
  type EditResult,
  type TimelineDocument,
  type TimelineItem,
} from '@reelwright/timeline';
import type { WordTiming } from '@reelwright/contracts';

/** Items whose sound can be transcribed: uploaded clips and audio. */
export const canTranscribe = (item: Pick<TimelineItem, 'type'> | undefined): boolean =>
  item?.type === 'videos' || item?.type === 'audios';

/**
 * The edit that puts a clip's transcribed words on the caption track, where the clip plays them
 * (one undo step). Audio items become the captions' source, so the captions follow them; a video
 * clip's words are placed by its position now, only those of the part it shows.
 */
export function captionsForItem(
  item: TimelineItem,
  words: readonly WordTiming[],
  context: Pick<EditContext, 'newId'>,
): (document: TimelineDocument) => EditResult {
  if (item.type === 'audios')
    return (document) => addCaptionsFromWords(document, words, { sourceItemId: item.id }, context);
  const from = item.trimStart / 1000;
  const to = (item.trimStart + item.duration) / 1000;
  const shown = words
    .filter((word) => word.end > from && word.start < to)
    .map((word) => ({ ...word, start: Math.max(word.start, from), end: Math.min(word.end, to) }));
  return (document) =>
    addCaptionsFromWords(document, shown, { offset: item.startTime - item.trimStart }, context);
}
