// Tiny documents for the tests beside the code.
import { addItem, type NewItem } from './commands/add-item';
import { createDocument, type TimelineDocument } from './document';
import { seconds } from './timeline-numbers';

export function media(
  id: string,
  type: NewItem['type'] = 'videos',
  extra: Partial<NewItem> = {},
): NewItem {
  return { id, mediaId: `m-${id}`, name: `${id}.mp4`, url: `blob:${id}`, type, ...extra };
}

/** Main-video items at the given [start, duration] pairs in seconds. */
export function mainTrackWith(...spans: Array<[number, number]>): TimelineDocument {
  let document = createDocument();
  spans.forEach(([start, duration], index) => {
    document = addItem(
      document,
      media(`v${index + 1}`, 'videos', { sourceDuration: seconds(duration) }),
      seconds(start),
    ).document;
  });
  return document;
}

export const mainItems = (document: TimelineDocument) =>
  document.tracks
    .find((track) => track.id === 'main-video')!
    .items.map((item) => [item.id, item.startTime, item.duration]);

export function counter(prefix = 'id') {
  let n = 0;
  return () => `${prefix}-${++n}`;
}
