import { describe, expect, it } from 'vitest';
import {
  codecLabel,
  formatOfName,
  formatsHint,
  unplayableReason,
  type PlayabilityReport,
} from './playability';

const track = (codec: string | null, decodable: boolean, tag: string | null = null) => ({
  codec,
  tag,
  decodable,
});

describe('playability', () => {
  it('plays a file whose container opens and whose tracks decode', () => {
    const report: PlayabilityReport = {
      recognised: true,
      video: track('avc', true),
      audio: track('aac', true),
    };
    expect(unplayableReason(report, 'video', 'trip.mp4')).toBeNull();
  });

  it('names the container a file cannot be opened in, by its name', () => {
    const report = { recognised: false, video: null, audio: null };
    expect(unplayableReason(report, 'video', 'clip-mpeg4.avi')).toEqual({
      kind: 'container',
      format: 'AVI',
      media: 'video',
    });
    expect(unplayableReason(report, 'audio', 'memo')).toEqual({
      kind: 'container',
      format: null,
      media: 'audio',
    });
  });

  it('names the picture codec first, then the sound codec', () => {
    expect(
      unplayableReason(
        { recognised: true, video: track('prores', false), audio: track('aac', false) },
        'video',
        'a.mov',
      ),
    ).toEqual({ kind: 'codec', track: 'video', codec: 'ProRes', media: 'video' });
    expect(
      unplayableReason(
        { recognised: true, video: track('hevc', true), audio: track('ac3', false) },
        'video',
        'a.mp4',
      ),
    ).toEqual({ kind: 'codec', track: 'audio', codec: 'AC-3 (Dolby Digital)', media: 'video' });
  });

  it("ignores an audio file's picture (cover art) and refuses a file with neither", () => {
    expect(
      unplayableReason(
        { recognised: true, video: track(null, false, 'jpeg'), audio: track('mp3', true) },
        'audio',
        'song.mp3',
      ),
    ).toBeNull();
    expect(
      unplayableReason({ recognised: true, video: null, audio: null }, 'video', 'x.mp4'),
    ).toEqual({ kind: 'empty', media: 'video' });
  });

  it('calls codecs what people call them, from mediabunny names or the file’s tag', () => {
    expect(codecLabel({ codec: 'avc', tag: 'avc1' })).toBe('H.264');
    expect(codecLabel({ codec: 'hevc', tag: 'hvc1' })).toBe('H.265/HEVC');
    expect(codecLabel({ codec: 'pcm-s16', tag: null })).toBe('PCM');
    expect(codecLabel({ codec: null, tag: 'apch' })).toBe('ProRes');
    expect(codecLabel({ codec: null, tag: 'mp4v' })).toBe('MPEG-4 Part 2');
    expect(codecLabel({ codec: null, tag: 'zzzz' })).toBe('zzzz');
    expect(codecLabel({ codec: null, tag: null })).toBeNull();
    expect(formatOfName('Holiday.WMV')).toBe('WMV');
    expect(formatOfName('clip.xyz')).toBe('XYZ');
  });

  it('lists the formats this browser really opens', () => {
    const chromium = {
      video: ['avc', 'vp8', 'vp9', 'av1'],
      audio: ['aac', 'opus', 'mp3', 'vorbis', 'flac'],
    };
    expect(formatsHint('video', chromium)).toBe('MP4, MOV, WebM, MKV (H.264, VP8, VP9, AV1)');
    expect(formatsHint('audio', chromium)).toBe('MP3, WAV, M4A, AAC, OGG, Opus, FLAC');
    expect(formatsHint('video', { video: ['avc', 'hevc'], audio: [] })).toBe(
      'MP4, MOV, MKV (H.264, H.265/HEVC)',
    );
    // Without AAC or MP3 decoders only WAV is certain.
    expect(formatsHint('audio', { video: [], audio: [] })).toBe('WAV');
    expect(formatsHint('video', { video: [], audio: [] })).toBe('');
  });
});
