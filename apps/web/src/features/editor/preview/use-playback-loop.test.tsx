import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { usePlaybackLoop } from './use-playback-loop';

function Loop() {
  usePlaybackLoop();
  return null;
}

let now = 0;
let frames = new Map<number, FrameRequestCallback>();
let nextFrame = 1;

/** Runs the frames queued so far at `time` ms (performance.now). */
function frameAt(time: number) {
  now = time;
  const due = [...frames.values()];
  frames = new Map();
  act(() => due.forEach((callback) => callback(time)));
}

beforeEach(() => {
  now = 1000;
  frames = new Map();
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextFrame, callback);
    return nextFrame++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(): EditorStore {
  const store = createEditorStore();
  render(
    <EditorStoreProvider store={store}>
      <Loop />
    </EditorStoreProvider>,
  );
  return store;
}

describe('usePlaybackLoop', () => {
  it('does nothing while paused', () => {
    setup();
    expect(frames.size).toBe(0);
  });

  it('advances the playhead by the real time elapsed, frame by frame', () => {
    const store = setup();
    act(() => store.getState().setPlaying(true));
    expect(frames.size).toBe(1);

    frameAt(1016.7);
    expect(store.getState().playhead).toBe(17);
    frameAt(1033.4);
    expect(store.getState().playhead).toBe(33);
    // A slow frame (a busy tab) moves by what really passed, not by a fixed tick.
    frameAt(1533.4);
    expect(store.getState().playhead).toBe(533);
    // Many 60 fps frames: no rounding creep.
    for (let frame = 1; frame <= 60; frame += 1) frameAt(1533.4 + (frame * 1000) / 60);
    expect(store.getState().playhead).toBe(1533);
  });

  it('follows a seek made during playback', () => {
    const store = setup();
    act(() => store.getState().setPlaying(true));
    frameAt(1100);
    expect(store.getState().playhead).toBe(100);
    act(() => store.getState().seek(20_000));
    frameAt(1150);
    expect(store.getState().playhead).toBe(20_000);
    frameAt(1400);
    expect(store.getState().playhead).toBe(20_250);
  });

  it('stops at the end of the timeline', () => {
    const store = setup();
    act(() => store.getState().seek(59_900));
    act(() => store.getState().setPlaying(true));
    frameAt(1050);
    expect(store.getState()).toMatchObject({ playhead: 59_950, playing: true });
    frameAt(1200);
    expect(store.getState()).toMatchObject({ playhead: 60_000, playing: false });
    expect(frames.size).toBe(0);
  });

  it('cancels its frame on pause and on unmount', () => {
    const store = createEditorStore();
    const view = render(
      <EditorStoreProvider store={store}>
        <Loop />
      </EditorStoreProvider>,
    );
    act(() => store.getState().setPlaying(true));
    expect(frames.size).toBe(1);
    act(() => store.getState().setPlaying(false));
    expect(frames.size).toBe(0);

    // Resumed after a while: the time spent paused does not count.
    now = 5000;
    act(() => store.getState().setPlaying(true));
    frameAt(5100);
    expect(store.getState().playhead).toBe(100);

    view.unmount();
    expect(frames.size).toBe(0);
  });
});
