import { describe, expect, it } from 'vitest';
import type { EncoderSupport } from './encoder-support';
import { formatPreferenceKey, initialFormat, parseFormatPreference } from './format-preference';

const support = (mp4: boolean, webm: boolean): EncoderSupport => ({
  mp4: { available: mp4, videoCodec: null, audioCodec: null, reason: null, realtime: false },
  webm: { available: webm, videoCodec: null, audioCodec: null, reason: null, realtime: false },
});

describe('the export format the dialog opens on', () => {
  it('is kept per account', () => {
    expect(formatPreferenceKey('u-1')).toBe('export:format:u-1');
    expect(formatPreferenceKey('u-1')).not.toBe(formatPreferenceKey('u-2'));
    expect(parseFormatPreference('webm')).toBe('webm');
    expect(parseFormatPreference('avi')).toBeNull();
    expect(parseFormatPreference(null)).toBeNull();
  });

  it('is the remembered one, else MP4, where this browser encodes it', () => {
    expect(initialFormat(null, null)).toBe('mp4');
    expect(initialFormat('webm', null)).toBe('webm');
    expect(initialFormat(null, support(true, true))).toBe('mp4');
    expect(initialFormat('webm', support(true, true))).toBe('webm');
    expect(initialFormat(null, support(false, true))).toBe('webm');
    expect(initialFormat('webm', support(true, false))).toBe('mp4');
    expect(initialFormat('mp4', support(false, false))).toBe('mp4');
  });
});
