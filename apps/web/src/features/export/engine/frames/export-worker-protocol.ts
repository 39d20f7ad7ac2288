import type { LoudnessPlan, TimelineDocument } from '@reelwright/timeline';
import type { FontFaceSource } from '../../../../lib/composition/captions/font-faces';
import type { ExportProgress, ExportResult } from '../export-job';
import type { ExportSettings } from '../export-settings';
import type { FrameTimings } from './render-frames';

// What the page and the export's worker say to each other.

/** The mix as the worker gets it: the tape's Blob and how to read it. */
export interface SoundMessage {
  tape: Blob;
  channelCount: number;
  sampleRate: number;
  plan: LoudnessPlan | null;
}

export type ToExportWorker =
  | {
      kind: 'start';
      document: TimelineDocument;
      settings: ExportSettings;
      /** the files the picture needs, by media id */
      media: Record<string, Blob>;
      fonts: FontFaceSource[];
    }
  | { kind: 'sound'; sound: SoundMessage | null }
  | { kind: 'cancel' };

export type FromExportWorker =
  | { kind: 'progress'; progress: ExportProgress }
  /** the pictures are loaded: the worker waits for the sound */
  | { kind: 'loaded' }
  | { kind: 'timings'; timings: FrameTimings }
  | { kind: 'done'; result: ExportResult }
  | { kind: 'failed'; message: string; abort: boolean };
