import { describe, expect, it } from 'vitest';
import {
  RECORDER_TIMESLICE_MS,
  RECORDING_SOURCE,
  extensionFor,
  mediaAccessErrorMessage,
  mediaConstraints,
  orientationFor,
  pickMimeType,
  recorderOptions,
  recordingFileName,
} from './recording-format';

const supports =
  (...types: string[]) =>
  (type: string) =>
    types.includes(type);

describe('pickMimeType', () => {
  it('takes the first supported type in preference order', () => {
    expect(pickMimeType('video', () => true)).toBe('video/webm;codecs=vp9,opus');
    expect(pickMimeType('video', supports('video/mp4', 'video/webm;codecs=vp8,opus'))).toBe(
      'video/webm;codecs=vp8,opus',
    );
    expect(pickMimeType('video', supports('video/mp4', 'video/webm;codecs=h264,opus'))).toBe(
      'video/webm;codecs=h264,opus',
    );
    expect(pickMimeType('video', supports('video/mp4'))).toBe('video/mp4');
    expect(pickMimeType('audio', () => true)).toBe('audio/webm;codecs=opus');
    expect(pickMimeType('audio', supports('audio/mp4', 'audio/webm'))).toBe('audio/webm');
    expect(pickMimeType('audio', supports('audio/mp4'))).toBe('audio/mp4');
  });

  it('returns null when nothing is supported', () => {
    expect(pickMimeType('video', () => false)).toBeNull();
    expect(pickMimeType('audio', supports('video/webm'))).toBeNull();
  });

  it('asks in order and stops at the first hit', () => {
    const asked: string[] = [];
    pickMimeType('video', (type) => {
      asked.push(type);
      return type === 'video/webm';
    });
    expect(asked).toEqual([
      'video/webm;codecs=vp9,opus',
      'video/webm;codecs=vp8,opus',
      'video/webm;codecs=h264,opus',
      'video/webm',
    ]);
  });
});

describe('constraints and options', () => {
  it('uses the spec numbers', () => {
    expect(mediaConstraints('video')).toEqual({
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
      audio: { sampleRate: 44100, echoCancellation: true, noiseSuppression: true },
    });
    expect(mediaConstraints('audio')).toEqual({
      video: false,
      audio: { sampleRate: 44100, echoCancellation: true, noiseSuppression: true },
    });
    expect(recorderOptions('video', 'video/webm')).toEqual({
      mimeType: 'video/webm',
      videoBitsPerSecond: 2_500_000,
      audioBitsPerSecond: 128_000,
    });
    expect(recorderOptions('audio', 'audio/webm;codecs=opus')).toEqual({
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond: 128_000,
    });
    expect(recorderOptions('audio', null)).toEqual({ audioBitsPerSecond: 128_000 });
    expect(RECORDER_TIMESLICE_MS).toBe(100);
    expect(RECORDING_SOURCE).toBe('teleprompter');
  });
});

describe('orientation', () => {
  it('records upright for a vertical project (9:16, 4:5), across for 16:9, 1:1 or none', () => {
    expect(orientationFor('9:16')).toBe('portrait');
    expect(orientationFor('4:5')).toBe('portrait');
    expect(orientationFor('16:9')).toBe('landscape');
    expect(orientationFor('1:1')).toBe('landscape');
    expect(orientationFor(null)).toBe('landscape');
    expect(orientationFor(undefined)).toBe('landscape');
  });

  it('asks the camera for 720×1280 at 9:16 when upright, with the same sound', () => {
    expect(mediaConstraints('video', 'portrait')).toEqual({
      video: {
        width: { ideal: 720, max: 720 },
        height: { ideal: 1280, max: 1280 },
        aspectRatio: { ideal: 9 / 16 },
        frameRate: { ideal: 30 },
      },
      audio: { sampleRate: 44100, echoCancellation: true, noiseSuppression: true },
    });
    expect(mediaConstraints('video', 'landscape')).toEqual(mediaConstraints('video'));
    expect(mediaConstraints('audio', 'portrait')).toEqual(mediaConstraints('audio'));
  });
});

describe('file names', () => {
  const date = new Date('2026-11-22T10:30:00.000Z');

  it('names files with kind and a colon-free ISO timestamp', () => {
    expect(recordingFileName('video', date)).toBe(
      'teleprompter-video-2026-11-22T10-30-00.000Z.webm',
    );
    expect(recordingFileName('audio', date, 'audio/webm;codecs=opus')).toBe(
      'teleprompter-audio-2026-11-22T10-30-00.000Z.webm',
    );
    expect(recordingFileName('video', date, 'video/mp4')).toBe(
      'teleprompter-video-2026-11-22T10-30-00.000Z.mp4',
    );
  });

  it('takes the extension from the MIME type', () => {
    expect(extensionFor('video/mp4')).toBe('mp4');
    expect(extensionFor('audio/mp4;codecs=mp4a.40.2')).toBe('mp4');
    expect(extensionFor('video/webm;codecs=vp9,opus')).toBe('webm');
    expect(extensionFor(null)).toBe('webm');
    expect(extensionFor(undefined)).toBe('webm');
    expect(extensionFor('')).toBe('webm');
  });
});

describe('mediaAccessErrorMessage', () => {
  it('uses the spec text', () => {
    expect(mediaAccessErrorMessage(new Error('Permission denied'))).toBe(
      'Failed to access microphone/camera: Permission denied',
    );
    expect(
      mediaAccessErrorMessage({ name: 'NotFoundError', message: 'Requested device not found' }),
    ).toBe('Failed to access microphone/camera: Requested device not found');
    expect(mediaAccessErrorMessage('nope')).toBe('Failed to access microphone/camera: nope');
  });
});
