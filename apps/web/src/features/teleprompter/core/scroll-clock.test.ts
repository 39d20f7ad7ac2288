import { describe, expect, it } from 'vitest';
import { changeSpeed, pause, play, positionAt, seek, stoppedClock } from './scroll-clock';

describe('scroll clock', () => {
  const max = 1000;

  it('stands still until played, then moves 40 px a second at speed 50', () => {
    const clock = stoppedClock(50);
    expect(positionAt(clock, 5000, max)).toEqual({ position: 0, atEnd: false });
    const playing = play(clock, 1000, max);
    expect(positionAt(playing, 1000, max).position).toBe(0);
    expect(positionAt(playing, 2000, max).position).toBe(40);
    expect(positionAt(playing, 3500, max).position).toBe(100);
  });

  it('keeps the position on pause and goes on from it on play', () => {
    let clock = play(stoppedClock(50), 0, max);
    clock = pause(clock, 1000, max);
    expect(positionAt(clock, 9000, max).position).toBe(40);
    clock = play(clock, 9000, max);
    expect(positionAt(clock, 10_000, max).position).toBe(80);
  });

  it('applies a new speed from the change on', () => {
    let clock = play(stoppedClock(50), 0, max);
    clock = changeSpeed(clock, 200, 1000, max);
    expect(clock.speed).toBe(200);
    expect(positionAt(clock, 2000, max).position).toBe(40 + 160);
    expect(changeSpeed(clock, 999, 2000, max).speed).toBe(200);
  });

  it('stops at the end of the text', () => {
    const clock = play(stoppedClock(200), 0, 100);
    expect(positionAt(clock, 10_000, 100)).toEqual({ position: 100, atEnd: true });
  });

  it('seeks within the text and keeps playing', () => {
    const clock = seek(play(stoppedClock(50), 0, max), 500, 1000, max);
    expect(clock.playing).toBe(true);
    expect(positionAt(clock, 2000, max).position).toBe(540);
    expect(seek(clock, -20, 0, max).anchorPx).toBe(0);
    expect(seek(clock, 5000, 0, max).anchorPx).toBe(max);
  });

  it('a pause past the end stays at the end', () => {
    const clock = pause(play(stoppedClock(200), 0, 100), 60_000, 100);
    expect(clock.anchorPx).toBe(100);
    expect(positionAt(clock, 0, 100).atEnd).toBe(true);
  });
});
