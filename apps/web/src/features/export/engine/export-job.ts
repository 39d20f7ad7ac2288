import { allItems, type TimelineDocument, type TimelineItem } from '@reelwright/timeline';
import { isVisual } from '../../../lib/composition/frame-layout';
import type { ExportFormat, ExportSettings } from './export-settings';

// The shapes the export engine takes and gives, and the small pure helpers its browser parts
// share. No browser APIs here.

/** What the editor hands the export: its timeline and the files behind its media ids. */
export interface ExportJob {
  document: TimelineDocument;
  media: (mediaId: string) => Blob | undefined;
}

export type ExportPhase = 'loading' | 'mixing' | 'rendering' | 'finishing' | 'done';

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
    if (!isVisual(item) || item.type === 'text') continue;
    if (!media.has(item.mediaId)) media.set(item.mediaId, item.type);
  }
  return media;
}

export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message !== '' ? error.message : String(error);
