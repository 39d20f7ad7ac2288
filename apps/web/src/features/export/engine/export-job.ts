import {
  allItems,
  type TimelineDocument,
  type TimelineItem,
  type VideoFormat,
} from '@reelwright/timeline';
import { drawsMedia, isVisual } from '../../../lib/composition/frame-layout';
import type { Unplayable } from '../../../lib/media/playability';
import type { ExportFormat, ExportSettings } from './export-settings';

// The shapes the export engine takes and gives, and the small pure helpers its browser parts
// share. No browser APIs here.

/** What the editor hands the export: its timeline and the files behind its media ids. */
export interface ExportJob {
  document: TimelineDocument;
  media: (mediaId: string) => Blob | undefined;
  /**
   * Changes the project's format as one undoable edit (the timeline's `changeFormat`) and gives
   * the document that results; the dialog calls it only when the creator asks to. Without it a
   * preset of another format cannot be chosen.
   */
  changeFormat?: (format: VideoFormat) => TimelineDocument;
}

export type ExportPhase = 'loading' | 'mixing' | 'balancing' | 'rendering' | 'finishing' | 'done';

export interface ExportProgress {
  phase: ExportPhase;
  /** 0..100 (spec §4 mapping) */
  percent: number;
  framesDone: number;
  framesTotal: number;
  framesPerSecond: number;
  /** null until known */
  secondsLeft: number | null;
}

export interface ExportRequest extends ExportJob {
  settings: ExportSettings;
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
}

export interface ExportResult {
  blob: Blob;
  mimeType: string;
  fileName: string;
  /** seconds */
  duration: number;
  format: ExportFormat;
}

/** The export's error texts (spec §5); shown as 'Export error: <message>'. */
export const EXPORT_ERRORS = {
  timeout: 'Timeout loading media',
  noRecorder: 'The browser does not support video recording',
  recording: 'Video recording error',
  nothingToExport: 'Nothing to export: the timeline is empty',
  formatUnavailable: 'This format cannot be encoded in this browser',
  stalled: 'The export stopped responding',
} as const;

/** Rejects with 'Timeout loading media' when `promise` takes longer than `ms`. */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  message: string = EXPORT_ERRORS.timeout,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The media the picture needs, one entry per media id: videos and images on picture tracks. */
export function visualMedia(document: TimelineDocument): Map<string, TimelineItem['type']> {
  const media = new Map<string, TimelineItem['type']>();
  for (const item of allItems(document)) {
    if (!isVisual(item) || !drawsMedia(item)) continue;
    if (!media.has(item.mediaId)) media.set(item.mediaId, item.type);
  }
  return media;
}

/** A file the timeline uses: its media id, the name it has there and its kind. */
export interface SourceRef {
  mediaId: string;
  name: string;
  type: Exclude<TimelineItem['type'], 'text' | 'caption'>;
}

/** Every file the timeline uses, once each (by media id), in timeline order. */
export function timelineSources(document: TimelineDocument): SourceRef[] {
  const sources = new Map<string, SourceRef>();
  const items = [...allItems(document)].sort((a, b) => a.startTime - b.startTime);
  for (const item of items) {
    if (!drawsMedia(item) || sources.has(item.mediaId)) continue;
    sources.set(item.mediaId, { mediaId: item.mediaId, name: item.name, type: item.type });
  }
  return [...sources.values()];
}

/** A source the export cannot read: gone from the library, or not playable in this browser. */
export interface UnreadableSource {
  name: string;
  problem: { kind: 'missing' } | { kind: 'unplayable'; reason: Unplayable };
}

/** The export stopped before starting because these sources cannot be read. */
export class UnreadableSourcesError extends Error {
  override readonly name = 'UnreadableSourcesError';

  constructor(readonly sources: readonly UnreadableSource[]) {
    super(`Cannot read ${sources.map((source) => source.name).join(', ')}`);
  }
}

export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message !== '' ? error.message : String(error);
