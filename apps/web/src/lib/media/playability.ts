// Whether this browser can play a media file, decided from what its demuxer and decoders said
// (`probe-playability.ts` asks them). Pure: the library refuses an upload and the export refuses
// a source with the same answer.

export type MediaTrackKind = 'video' | 'audio';

export interface TrackCheck {
  /** mediabunny's codec name ('avc', 'hevc', 'prores', 'aac'…); null when it has none for it */
  codec: string | null;
  /** the file's own codec tag ('apco', 'mp4v'…), to name a codec mediabunny does not know */
  tag: string | null;
  decodable: boolean;
}

export interface PlayabilityReport {
  /** false when no demuxer here recognises the container (an AVI, say) */
  recognised: boolean;
  video: TrackCheck | null;
  audio: TrackCheck | null;
}

/** Why a file cannot be played here; `describe-unplayable.ts` words it. */
export type Unplayable =
  /** the container itself cannot be opened; `format` is what its name says it is ('AVI') */
  | { kind: 'container'; format: string | null; media: MediaTrackKind }
  /** a track's codec cannot be decoded; `codec` as people call it ('ProRes'), null if unknown */
  | { kind: 'codec'; track: MediaTrackKind; codec: string | null; media: MediaTrackKind }
  /** neither picture nor sound */
  | { kind: 'empty'; media: MediaTrackKind };

const CODEC_NAMES: Record<string, string> = {
  avc: 'H.264',
  hevc: 'H.265/HEVC',
  vp8: 'VP8',
  vp9: 'VP9',
  av1: 'AV1',
  prores: 'ProRes',
  aac: 'AAC',
  opus: 'Opus',
  mp3: 'MP3',
  vorbis: 'Vorbis',
  flac: 'FLAC',
  ac3: 'AC-3 (Dolby Digital)',
  eac3: 'E-AC-3 (Dolby Digital Plus)',
  dts: 'DTS',
  ulaw: 'μ-law',
  alaw: 'A-law',
};

/** Codec tags of codecs no browser decodes, by the name people know them by. */
const TAG_NAMES: Record<string, string> = {
  apco: 'ProRes',
  apcs: 'ProRes',
  apcn: 'ProRes',
  apch: 'ProRes',
  ap4h: 'ProRes',
  ap4x: 'ProRes',
  mp4v: 'MPEG-4 Part 2',
  xvid: 'Xvid',
  divx: 'DivX',
  dvh1: 'DNxHD',
  avdn: 'DNxHD',
  avdh: 'DNxHR',
  mjpa: 'Motion JPEG',
  mjpg: 'Motion JPEG',
  jpeg: 'Motion JPEG',
  'dvc ': 'DV',
  dvcp: 'DV',
  cvid: 'Cinepak',
  sowt: 'PCM',
  twos: 'PCM',
  alac: 'Apple Lossless',
};

/** A codec as people call it: 'avc' → 'H.264', tag 'apco' → 'ProRes'; null when unknown. */
export function codecLabel(check: Pick<TrackCheck, 'codec' | 'tag'>): string | null {
  if (check.codec !== null) {
    if (check.codec.startsWith('pcm-')) return 'PCM';
    return CODEC_NAMES[check.codec] ?? check.codec.toUpperCase();
  }
  if (check.tag === null || check.tag.trim() === '') return null;
  return TAG_NAMES[check.tag.toLowerCase()] ?? check.tag.trim();
}

const FORMAT_BY_EXTENSION: Record<string, string> = {
  avi: 'AVI',
  wmv: 'WMV',
  asf: 'WMV',
  flv: 'FLV',
  mpg: 'MPEG',
  mpeg: 'MPEG',
  vob: 'VOB',
  '3gp': '3GP',
  rm: 'RealMedia',
  rmvb: 'RealMedia',
  aif: 'AIFF',
  aiff: 'AIFF',
  wma: 'WMA',
  amr: 'AMR',
  ape: 'APE',
  mkv: 'MKV',
  mov: 'MOV',
  mp4: 'MP4',
  webm: 'WebM',
};

/** The format a file's name says it is ('clip.avi' → 'AVI'); null when it does not say. */
export function formatOfName(fileName: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === undefined) return null;
  return FORMAT_BY_EXTENSION[extension] ?? extension.toUpperCase();
}

/**
 * Why a file of `media` kind cannot be played, or null when it can: a container no demuxer
 * here opens, then the picture's codec, then the sound's (a video whose sound cannot be decoded
 * would export silent without a word). An audio file's picture (cover art) does not count.
 */
export function unplayableReason(
  report: PlayabilityReport,
  media: MediaTrackKind,
  fileName: string,
): Unplayable | null {
  if (!report.recognised) return { kind: 'container', format: formatOfName(fileName), media };
  const video = media === 'video' ? report.video : null;
  if (video === null && report.audio === null) return { kind: 'empty', media };
  if (video !== null && !video.decodable)
    return { kind: 'codec', track: 'video', codec: codecLabel(video), media };
  if (report.audio !== null && !report.audio.decodable)
    return { kind: 'codec', track: 'audio', codec: codecLabel(report.audio), media };
  return null;
}

/** The codecs this browser decodes, as `probe-playability.ts` found them. */
export interface DecodableCodecs {
  video: readonly string[];
  audio: readonly string[];
}

/** Containers the demuxer opens, each shown only when a codec it usually carries decodes. */
const VIDEO_CONTAINERS: readonly { name: string; codecs: readonly string[] }[] = [
  { name: 'MP4', codecs: ['avc', 'hevc', 'av1'] },
  { name: 'MOV', codecs: ['avc', 'hevc', 'prores'] },
  { name: 'WebM', codecs: ['vp8', 'vp9', 'av1'] },
  { name: 'MKV', codecs: ['avc', 'hevc', 'vp8', 'vp9', 'av1'] },
];
const AUDIO_FORMATS: readonly { name: string; codecs: readonly string[] }[] = [
  { name: 'MP3', codecs: ['mp3'] },
  { name: 'WAV', codecs: ['pcm'] },
  { name: 'M4A', codecs: ['aac'] },
  { name: 'AAC', codecs: ['aac'] },
  { name: 'OGG', codecs: ['vorbis', 'opus'] },
  { name: 'Opus', codecs: ['opus'] },
  { name: 'FLAC', codecs: ['flac'] },
];
const VIDEO_CODEC_ORDER = ['avc', 'hevc', 'vp8', 'vp9', 'av1', 'prores'];

/**
 * The formats hint of the library's tabs, from what this browser really decodes: videos list
 * the containers and, in brackets, the picture codecs ('MP4, MOV, WebM, MKV (H.264, VP8, VP9,
 * AV1)'); audio lists its formats. PCM (WAV) always decodes. Images are not probed.
 */
export function formatsHint(media: MediaTrackKind, decodable: DecodableCodecs): string {
  if (media === 'audio') {
    const audio = new Set([...decodable.audio, 'pcm']);
    return AUDIO_FORMATS.filter((format) => format.codecs.some((codec) => audio.has(codec)))
      .map((format) => format.name)
      .join(', ');
  }
  const video = new Set(decodable.video);
  const containers = VIDEO_CONTAINERS.filter((container) =>
    container.codecs.some((codec) => video.has(codec)),
  ).map((container) => container.name);
  const codecs = VIDEO_CODEC_ORDER.filter((codec) => video.has(codec)).map(
    (codec) => CODEC_NAMES[codec] ?? codec,
  );
  if (containers.length === 0) return '';
  return `${containers.join(', ')} (${codecs.join(', ')})`;
}
