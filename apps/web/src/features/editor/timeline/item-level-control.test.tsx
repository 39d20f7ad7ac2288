import { addItem, createDocument } from '@reelwright/timeline';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../editor-locales';
import { whiteStill } from '../../../test/library-files';
import { EditorStoreProvider, useEditor } from '../store/editor-context';
import { createEditorStore, newItemFor } from '../store/editor-store';
import { ItemLevelControl } from './item-level-control';

afterEach(cleanup);

const still = whiteStill;

/** A 5 s still whose opacity is keyed 100% at 0 s, 0% at 2 s and 0% at 5 s. */
function keyedStill() {
  const key = (time: number, value: number) => ({ time, value, easing: 'linear' as const });
  const added = addItem(
    createDocument(),
    { ...newItemFor(still, 'p'), trackId: 'overlay-1' },
    0,
  ).document;
  const keyframes = { opacity: [key(0, 1), key(2000, 0), key(5000, 0)] };
  const document = {
    ...added,
    tracks: added.tracks.map((track) => ({
      ...track,
      items: track.items.map((item) =>
        item.id === 'p' ? { ...item, duration: 5000, keyframes } : item,
      ),
    })),
  };
  return createEditorStore({ document });
}

function Control() {
  const item = useEditor((state) =>
    state.history.document.tracks
      .flatMap((track) => track.items)
      .find((entry) => entry.id === 'p')!,
  );
  return <ItemLevelControl item={item} />;
}

describe('an item level control', () => {
  it('shows a keyframed level at the playhead, and re-renders only while that level moves', () => {
    const store = keyedStill();
    let renders = 0;
    render(
      <EditorStoreProvider store={store}>
        <Profiler id="level" onRender={() => (renders += 1)}>
          <Control />
        </Profiler>
      </EditorStoreProvider>,
    );
    expect(screen.getByRole('button', { name: 'Opacity of white.png: 100%' })).toBeTruthy();
    act(() => store.getState().seek(1000));
    expect(screen.getByRole('button', { name: 'Opacity of white.png: 50%' })).toBeTruthy();
    // Fading, it re-renders when the percent it shows changes (1 % per 20 ms here), not on
    // every move of the playhead.
    const fading = renders;
    for (let time = 1001; time <= 1040; time += 1) act(() => store.getState().seek(time));
    expect(renders - fading).toBeLessThanOrEqual(3);
    expect(screen.getByRole('button', { name: 'Opacity of white.png: 48%' })).toBeTruthy();

    // Playing on through the part where the level holds at 0: no re-render per frame.
    act(() => store.getState().seek(2500));
    expect(screen.getByRole('button', { name: 'Opacity of white.png: 0%' })).toBeTruthy();
    const before = renders;
    for (let time = 2516; time < 4500; time += 16) act(() => store.getState().seek(time));
    expect(renders).toBe(before);
  });
});
