import { describe, expect, it } from 'vitest';
import {
  createRecordingClock,
  paceRecording,
  showsItsMoment,
  type PaceOptions,
} from './recording-pace';

describe('createRecordingClock', () => {
  it('stands at 0 until run, advances with the wall clock, and keeps its time while held', () => {
    let wall = 1_000;
    const clock = createRecordingClock(() => wall);
    wall += 500;
    expect([clock.time(), clock.running]).toEqual([0, false]);
    clock.run();
    wall += 200;
    expect(clock.time()).toBe(200);
    clock.hold();
    wall += 700;
    expect([clock.time(), clock.running]).toEqual([200, false]);
    clock.run();
    clock.run(); // running already: the start is not moved
    wall += 50;
    expect(clock.time()).toBe(250);
  });
});

describe('showsItsMoment', () => {
  it('needs a video that is not seeking and has data to go on playing', () => {
    expect(showsItsMoment({ seeking: false, readyState: 4 }, false)).toBe(true);
    expect(showsItsMoment({ seeking: false, readyState: 3 }, false)).toBe(true);
    expect(showsItsMoment({ seeking: true, readyState: 4 }, false)).toBe(false);
    expect(showsItsMoment({ seeking: false, readyState: 2 }, false)).toBe(false);
  });

  it('needs only the current picture for a freeze frame', () => {
    expect(showsItsMoment({ seeking: false, readyState: 2 }, true)).toBe(true);
    expect(showsItsMoment({ seeking: true, readyState: 4 }, true)).toBe(false);
    expect(showsItsMoment({ seeking: false, readyState: 1 }, true)).toBe(false);
  });
});

/**
 * A recording on a simulated wall clock: `lagging(wall)` says when the sources are behind. Returns
 * the timeline times drawn, the wall times they were drawn at, and the holds and resumes.
 */
async function record(lagging: (wall: number) => boolean, overrides: Partial<PaceOptions> = {}) {
  let wall = 0;
  const drawn: { time: number; wall: number }[] = [];
  const events: string[] = [];
  await paceRecording({
    durationMs: 1_000,
    fps: 25,
    now: () => wall,
    wait: async (ms) => {
      wall += ms;
    },
    patienceMs: 10_000,
    frameAt: (time) => ({
      ready: !lagging(wall),
      draw: () => drawn.push({ time, wall }),
    }),
    hold: () => {
      events.push(`hold at ${wall}`);
    },
    resume: () => {
      events.push(`resume at ${wall}`);
    },
    ...overrides,
  });
  return { drawn, events, wall };
}

describe('paceRecording', () => {
  it('draws every frame in step with the wall clock when nothing lags', async () => {
    const { drawn, events } = await record(() => false);
    expect(drawn.map(({ time }) => time)).toEqual(
      Array.from({ length: 26 }, (_, index) => index * 40),
    );
    expect(drawn.every(({ time, wall }) => time === wall)).toBe(true);
    expect(events).toEqual(['resume at 0']);
  });

  it('holds the clock while a source seeks, and goes on from the moment it held', async () => {
    // The sources lag from 400 ms of wall time to 1 000 ms (a slow seek on a starved machine).
    const { drawn, events, wall } = await record((at) => at >= 400 && at < 1_000);
    const times = drawn.map(({ time }) => time);
    // No moment of the timeline is skipped or drawn stale: one frame every 40 ms, end to end.
    expect(times).toEqual(Array.from({ length: 26 }, (_, index) => index * 40));
    expect(events).toEqual(['resume at 0', 'hold at 400', 'resume at 1000']);
    // The 600 ms held are added to the recording's wall time.
    expect(wall).toBe(1_600);
    const resumed = drawn.find(({ wall: at }) => at === 1_000);
    expect(resumed?.time).toBe(400);
  });

  it('starts the recorder only once the first frame can be shown', async () => {
    const { drawn, events } = await record((at) => at < 200);
    expect(events[0]).toBe('resume at 200');
    expect(drawn[0]).toEqual({ time: 0, wall: 200 });
  });

  it('draws a source stuck past its patience as it is, and does not hold for it again', async () => {
    const { drawn, events, wall } = await record(() => true, { patienceMs: 300 });
    expect(events).toEqual(['resume at 320']);
    expect(drawn.map(({ time }) => time)).toEqual(
      Array.from({ length: 26 }, (_, index) => index * 40),
    );
    expect(wall).toBe(1_320);
  });

  it('holds again for a later lag once the stuck source caught up', async () => {
    const lagging = (at: number) => at < 300 || (at >= 720 && at < 800);
    const { events } = await record(lagging, { patienceMs: 200 });
    expect(events).toEqual(['resume at 200', 'hold at 720', 'resume at 800']);
  });

  it('stops when the export is cancelled', async () => {
    const controller = new AbortController();
    let frames = 0;
    const recording = record(() => false, {
      signal: controller.signal,
      onFrame: () => {
        frames += 1;
        if (frames === 3) controller.abort(new Error('cancelled'));
      },
    });
    await expect(recording).rejects.toThrow('cancelled');
    expect(frames).toBe(3);
  });
});
