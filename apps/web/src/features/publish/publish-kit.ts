import type { Chapter } from '@reelwright/contracts';
import { writeZip, type ZipProgress, type ZipSource } from '../../lib/zip-writer';
import { chaptersText, tagsText } from './kit-texts';

/** What the creator downloads: one archive with everything an upload asks for. */
export const KIT_FILE_NAME = 'publish-kit.zip';

export interface PublishKitInput {
  /** the video exported in this tab, if any */
  video: { blob: Blob; format: 'mp4' | 'webm' } | null;
  /** the chosen thumbnail's picture, if the project has one */
  thumbnail: Blob | null;
  /** the timeline's captions as SubRip, if it has any */
  captionsSrt: string | null;
  description: string;
  chapters: readonly Chapter[];
  tags: readonly string[];
  hashtags: readonly string[];
}

/** `thumbnail.jpg` for a JPEG, else `thumbnail.png` (the server draws PNGs). */
export const thumbnailName = (mimeType: string): string =>
  mimeType === 'image/jpeg' ? 'thumbnail.jpg' : 'thumbnail.png';

const withNewline = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

/**
 * The kit's files in order: `video.mp4`/`video.webm`, the thumbnail, `captions.srt`,
 * `description.txt`, `tags.txt`, `chapters.txt`. What the project lacks (no export in this tab,
 * no thumbnail, no captions, too short for chapters) is left out, never written empty.
 */
export function kitSources(input: PublishKitInput): ZipSource[] {
  const sources: ZipSource[] = [];
  if (input.video) sources.push({ name: `video.${input.video.format}`, data: input.video.blob });
  if (input.thumbnail) {
    sources.push({ name: thumbnailName(input.thumbnail.type), data: input.thumbnail });
  }
  if (input.captionsSrt !== null && input.captionsSrt.trim() !== '') {
    sources.push({ name: 'captions.srt', data: input.captionsSrt });
  }
  sources.push({ name: 'description.txt', data: withNewline(input.description) });
  sources.push({ name: 'tags.txt', data: tagsText(input.tags, input.hashtags) });
  if (input.chapters.length > 0) {
    sources.push({ name: 'chapters.txt', data: chaptersText(input.chapters) });
  }
  return sources;
}

/** Packs the kit; the video is stored, streamed in slices (see `writeZip`). */
export function buildPublishKit(
  input: PublishKitInput,
  options: { onProgress?: ZipProgress; signal?: AbortSignal } = {},
): Promise<Blob> {
  return writeZip(kitSources(input), options);
}
