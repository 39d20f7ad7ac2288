import { describe, expect, it, vi } from 'vitest';
import {
  createTakeRecorder,
  EmptyTakeError,
  type RecorderLike,
  type TakeRecorderDeps,
} from './take-recorder';

class FakeRecorder implements RecorderLike {
  state: RecordingState = 'inactive';
  ondataavailable: ((event: BlobEvent) => void) | null = null;
  onstop: ((event: Event) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  timeslice: number | undefined;
  constructor(
    readonly options: MediaRecorderOptions,
    readonly mimeType = options.mimeType ?? '',
  ) {}
  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }
  emit(text: string) {
    this.ondataavailable?.({ data: new Blob([text]) } as BlobEvent);
  }
  /** what the last `dataavailable` carries on stop ('' for a recorder that got nothing) */
  tail = 'tail';
  stop() {
    this.state = 'inactive';
    if (this.tail) this.emit(this.tail);
    queueMicrotask(() => this.onstop?.(new Event('stop')));
  }
}

const setup = (overrides: Partial<TakeRecorderDeps> = {}) => {
  let clock = 1000;
  const recorders: FakeRecorder[] = [];
  const deps: TakeRecorderDeps = {
    createRecorder: (_stream, options) => {
      const recorder = new FakeRecorder(options);
      recorders.push(recorder);
      return recorder;
    },
    isTypeSupported: (type) => type === 'video/webm;codecs=vp8,opus' || type === 'audio/webm',
    now: () => clock,
    wallClock: () => Date.parse('2026-11-22T10:30:00.000Z'),
    makeSeekable: async (blob) => ({
      blob: new Blob([blob, 'indexed'], { type: blob.type }),
      duration: 2.96,
    }),
    ...overrides,
  };
  const takes = createTakeRecorder(deps);
  return {
    takes,
    recorders,
    advance: (ms: number) => {
      clock += ms;
    },
  };
};

const stream = {} as MediaStream;

describe('take recorder', () => {
  it('records a video take with the preferred supported type, 100 ms chunks and the spec bitrates', async () => {
    const { takes, recorders, advance } = setup();
    takes.start(stream, 'video');
    const recorder = recorders[0]!;
    expect(recorder.options).toEqual({
      mimeType: 'video/webm;codecs=vp8,opus',
      videoBitsPerSecond: 2_500_000,
      audioBitsPerSecond: 128_000,
    });
    expect(recorder.timeslice).toBe(100);
    recorder.emit('a');
    recorder.emit('b');
    advance(3000);
    const take = await takes.stop();
    expect(take).toMatchObject({
      type: 'video',
      mimeType: 'video/webm;codecs=vp8,opus',
      duration: 2.96,
      timestamp: '2026-11-22T10:30:00.000Z',
      name: 'teleprompter-video-2026-11-22T10-30-00.000Z.webm',
    });
    expect(await take.blob.text()).toBe('abtailindexed');
    expect(take.blob.type).toBe('video/webm;codecs=vp8,opus');
    expect(takes.recording).toBe(false);
  });

  it('fails with an EmptyTakeError, not an empty file, when nothing reached the recorder', async () => {
    const makeSeekable = vi.fn(async (blob: Blob) => ({ blob, duration: 1 }));
    const { takes, recorders, advance } = setup({ makeSeekable });
    takes.start(stream, 'video');
    recorders[0]!.tail = '';
    advance(2000);
    await expect(takes.stop()).rejects.toBeInstanceOf(EmptyTakeError);
    expect(makeSeekable).not.toHaveBeenCalled();
    // The recorder is free for the next take.
    expect(takes.recording).toBe(false);
    takes.start(stream, 'video');
    recorders[1]!.emit('a');
    expect(await (await takes.stop()).blob.text()).toBe('atail');
  });

  it('keeps the raw take with the measured length when it cannot be remuxed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { takes, recorders, advance } = setup({
      makeSeekable: () => Promise.reject(new Error('bad file')),
    });
    takes.start(stream, 'audio');
    recorders[0]!.emit('x');
    advance(2500);
    const take = await takes.stop();
    expect(take.duration).toBe(2.5);
    expect(take.type).toBe('audio');
    expect(take.name).toBe('teleprompter-audio-2026-11-22T10-30-00.000Z.webm');
    expect(await take.blob.text()).toBe('xtail');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('discards an aborted take and can record again', async () => {
    const { takes, recorders } = setup();
    takes.start(stream, 'video');
    recorders[0]!.emit('lost');
    takes.abort();
    expect(takes.recording).toBe(false);
    expect(recorders[0]!.state).toBe('inactive');
    takes.start(stream, 'video');
    recorders[1]!.emit('kept');
    const take = await takes.stop();
    expect(await take.blob.text()).toBe('kepttailindexed');
  });

  it('refuses a second start and a stop with nothing recording', async () => {
    const { takes } = setup();
    await expect(takes.stop()).rejects.toThrow('Not recording');
    takes.start(stream, 'video');
    expect(() => takes.start(stream, 'audio')).toThrow('Already recording');
  });

  it('reports a recorder error and drops the take', () => {
    const { takes, recorders } = setup();
    const onFailure = vi.fn();
    takes.start(stream, 'video', onFailure);
    recorders[0]!.onerror?.(new ErrorEvent('error'));
    expect(onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Video recording error' }),
    );
    expect(takes.recording).toBe(false);
  });

  it('lets the browser choose when no preferred type is supported', () => {
    const { takes, recorders } = setup({ isTypeSupported: () => false });
    takes.start(stream, 'audio');
    expect(recorders[0]!.options).toEqual({ audioBitsPerSecond: 128_000 });
  });
});
