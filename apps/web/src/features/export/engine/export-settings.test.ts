import { whatPlaysAt, type TimelineItem } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  LOUDNESS_TARGETS,
  PROGRESS,
  STREAM_TO_DISK_BYTES,
  VIDEO_BITRATES,
  defaultResolutionFor,
  estimatedBytes,
  exportFileName,
  exportMimeType,
  formatFileSize,
  formatSecondsLeft,
  frameCount,
  frameProgress,
  frameTimeMs,
  itemFrameRange,
  loadingProgress,
  renderSpeed,
  resolutionLabel,
  resolutionsFor,
  shouldStreamToDisk,
} from './export-settings';

const item = (startTime: number, duration: number): TimelineItem => ({
  id: 'a',
  mediaId: 'm',
  name: 'a',
  url: '',
  type: 'videos',
  trackId: 'main-video',
  trackType: 'main',
  startTime,
  duration,
  trimStart: 0,
  volume: 1,
  opacity: 1,
});

describe('export settings', () => {
  it('defaults to 1280×720, 30 fps, high quality, MP4, fit, loudness normalized to −14 LUFS', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      resolution: { width: 1280, height: 720 },
      fps: 30,
      quality: 'high',
      format: 'mp4',
      scaling: 'fit',
      loudness: { enabled: true, targetLufs: -14 },
    });
  });

  it('offers the sizes of the project’s format, largest first', () => {
    const labels = (format: Parameters<typeof resolutionsFor>[0]) =>
      resolutionsFor(format).map(resolutionLabel);
    expect(labels('16:9')).toEqual(['1920×1080', '1280×720', '854×480']);
    expect(labels('9:16')).toEqual(['1080×1920', '720×1280']);
    expect(labels('1:1')).toEqual(['1080×1080', '720×720']);
    expect(labels('4:5')).toEqual(['1080×1350', '864×1080', '720×900']);
  });

  it('gives every size the exact shape of its format, in even pixels the encoders take', () => {
    const ratios = { '16:9': 16 / 9, '9:16': 9 / 16, '1:1': 1, '4:5': 4 / 5 } as const;
    for (const format of ['16:9', '9:16', '1:1', '4:5'] as const)
      for (const { width, height } of resolutionsFor(format)) {
        expect(width % 2, `${width}×${height}`).toBe(0);
        expect(height % 2, `${width}×${height}`).toBe(0);
        expect(Math.abs(width / height - ratios[format]), `${width}×${height}`).toBeLessThan(0.01);
      }
  });

  it('starts each format at its 720-class size', () => {
    expect(resolutionLabel(defaultResolutionFor('16:9'))).toBe('1280×720');
    expect(resolutionLabel(defaultResolutionFor('9:16'))).toBe('720×1280');
    expect(resolutionLabel(defaultResolutionFor('1:1'))).toBe('720×720');
    expect(resolutionLabel(defaultResolutionFor('4:5'))).toBe('864×1080');
    for (const format of ['16:9', '9:16', '1:1', '4:5'] as const)
      expect(resolutionsFor(format)).toContainEqual(defaultResolutionFor(format));
  });

  it('targets −14 LUFS for the platforms, −16 for podcasts, −23 for broadcast', () => {
    expect(LOUDNESS_TARGETS).toEqual({ platforms: -14, podcast: -16, broadcast: -23 });
  });

  it('maps quality to 2, 4 and 8 Mbps', () => {
    expect(VIDEO_BITRATES).toEqual({ low: 2_000_000, medium: 4_000_000, high: 8_000_000 });
  });

  it('names the file by format', () => {
    expect(exportFileName('webm')).toBe('exported-video.webm');
    expect(exportFileName('mp4')).toBe('exported-video.mp4');
    expect(exportMimeType('mp4')).toBe('video/mp4');
    expect(exportMimeType('webm')).toBe('video/webm');
  });
});

describe('frames', () => {
  it('counts one frame per 1/fps over the content, at least one', () => {
    expect(frameCount(10_000, 30)).toBe(300);
    expect(frameCount(1_001, 30)).toBe(31);
    expect(frameCount(1_000, 24)).toBe(24);
    expect(frameCount(0, 60)).toBe(1);
    expect(frameTimeMs(3, 30)).toBe(100);
    expect(frameTimeMs(1, 24)).toBeCloseTo(41.6667, 4);
  });

  it('gives the frames an item is on screen, exactly as whatPlaysAt decides', () => {
    expect(itemFrameRange(item(0, 1000), 30)).toEqual({ first: 0, end: 30 });
    expect(itemFrameRange(item(100, 100), 30)).toEqual({ first: 3, end: 6 });
    expect(itemFrameRange(item(1010, 20), 24)).toEqual({ first: 25, end: 25 });
    for (const fps of [24, 30, 60])
      for (const [start, duration] of [
        [0, 100],
        [33, 67],
        [1010, 20],
        [4999, 1234],
        [41, 42],
      ] as const) {
        const clip = item(start, duration);
        const document = {
          schemaVersion: 5 as const,
          format: '16:9' as const,
          duckingDb: 12,
          masterVolume: 1,
          totalDuration: 60_000,
          tracks: [{ id: 'main-video', name: 'Main', type: 'main' as const, items: [clip] }],
        };
        const { first, end } = itemFrameRange(clip, fps);
        const onScreen: number[] = [];
        for (let index = 0; index < frameCount(start + duration + 200, fps); index += 1)
          if (whatPlaysAt(document, frameTimeMs(index, fps)).length > 0) onScreen.push(index);
        expect(onScreen, `${fps} fps ${start}+${duration}`).toEqual(
          Array.from({ length: end - first }, (_, i) => first + i),
        );
      }
  });
});

describe('size estimate', () => {
  it('is (video + audio bitrate) × duration', () => {
    expect(estimatedBytes(DEFAULT_SETTINGS, 10_000)).toBe(10_160_000);
    expect(estimatedBytes({ ...DEFAULT_SETTINGS, quality: 'low' }, 60_000)).toBe(15_960_000);
  });

  it('streams to disk above 100 MB (about 1 min 43 s at 8 Mbps)', () => {
    expect(STREAM_TO_DISK_BYTES).toBe(104_857_600);
    expect(shouldStreamToDisk(DEFAULT_SETTINGS, 103_000)).toBe(false);
    expect(shouldStreamToDisk(DEFAULT_SETTINGS, 104_000)).toBe(true);
    expect(shouldStreamToDisk({ ...DEFAULT_SETTINGS, quality: 'low' }, 104_000)).toBe(false);
  });
});

describe('progress', () => {
  it('follows the spec: 5 loading, 25 loaded, 30 recording, 30–95 frames, 100 done', () => {
    expect(PROGRESS).toEqual({ loading: 5, loaded: 25, recording: 30, framesEnd: 95, done: 100 });
    expect(loadingProgress(0, 4)).toBe(5);
    expect(loadingProgress(1, 4)).toBe(10);
    expect(loadingProgress(4, 4)).toBe(25);
    expect(loadingProgress(0, 0)).toBe(25);
    expect(frameProgress(0, 300)).toBe(30);
    expect(frameProgress(150, 300)).toBe(62.5);
    expect(frameProgress(300, 300)).toBe(95);
    expect(frameProgress(400, 300)).toBe(95);
  });

  it('works out frames per second and time left from the elapsed time', () => {
    expect(renderSpeed(0, 300, 0)).toEqual({ framesPerSecond: 0, secondsLeft: null });
    expect(renderSpeed(60, 300, 2000)).toEqual({ framesPerSecond: 30, secondsLeft: 8 });
    expect(renderSpeed(300, 300, 5000)).toEqual({ framesPerSecond: 60, secondsLeft: 0 });
  });

  it('formats time left and sizes', () => {
    expect(formatSecondsLeft(0)).toBe('0:00');
    expect(formatSecondsLeft(8.2)).toBe('0:09');
    expect(formatSecondsLeft(125)).toBe('2:05');
    expect(formatFileSize(10_485_760)).toBe('10.0 MB');
    expect(formatFileSize(1_572_864)).toBe('1.5 MB');
  });
});
