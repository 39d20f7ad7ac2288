/** The library's three kinds, named as the spec's `MVP_VideoEditor` database stores them. */
export type MediaKind = 'videos' | 'audios' | 'images';

/** Where a file came from: an upload, a teleprompter recording or a project voice-over. */
export type FileSource = 'upload' | 'teleprompter' | 'voiceOver';

/**
 * One record of the `files` store (spec §3, Library file). `type` and `mediaType` carry the same
 * kind, as the old database did. Durations are seconds (0 when unreadable in 3 s).
 */
export interface LibraryFile {
  /** timestamp plus a random number, e.g. `1732268400000-4821` */
  id: string;
  name: string;
  type: MediaKind;
  mediaType: MediaKind;
  mimeType: string;
  size: number;
  blob: Blob;
  /** seconds, videos and audio */
  duration: number;
  /** px, images and videos */
  width: number;
  height: number;
  createdAt: string;
  source: FileSource;
  /** a JPEG still of a video's first second, for the list and the timeline strip */
  poster?: Blob;
  /** 0..1 peaks of an audio file (or a video's sound), for the list and the timeline */
  waveform?: number[];
  /** for voice-overs: the project voice-over id they came from */
  voiceOverId?: string;
}
