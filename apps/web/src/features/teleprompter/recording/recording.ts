import type { RecordingKind } from '../core/recording-format';

/** A finished take (spec §3, Recording), seekable and with its measured length. */
export interface Recording {
  blob: Blob;
  type: RecordingKind;
  /** the recorder's type, e.g. video/webm;codecs=vp9,opus */
  mimeType: string;
  /** seconds */
  duration: number;
  /** ISO time the recording started */
  timestamp: string;
  /** teleprompter-{type}-{timestamp}.webm */
  name: string;
}
