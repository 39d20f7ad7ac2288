import {
  addItem,
  createDocument,
  findItem,
  type NewItem,
  type TimelineDocument,
} from '@reelwright/timeline';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../editor-locales';
import { EditorStoreProvider, useEditor } from '../store/editor-context';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { FrameBar, type SafeAreaChoice } from './frame-bar';
import { dragPan, PicturePan } from './picture-pan';
import { SafeAreaOverlay } from './safe-area-overlay';

const clip: NewItem = {
  id: 'clip',
  mediaId: 'm-clip',
  name: 'clip.mp4',
  url: '',
  type: 'videos',
  sourceDuration: 20_000,
};

function documentWith(...items: NewItem[]): TimelineDocument {
  let document = createDocument();
  for (const input of items) document = addItem(document, input, 0).document;
  return document;
}

/** A 9:16 preview 360×640 CSS px showing a 1920×1080 clip: filled, it overflows by 777.8 px. */
function Preview({ store }: { store: EditorStore }) {
  return (
    <EditorStoreProvider store={store}>
      <Frame />
    </EditorStoreProvider>
  );
}

function Frame() {
  const [safe, setSafe] = useState<SafeAreaChoice>(null);
  const format = useEditor((state) => state.history.document.format);
  const frame = { width: 360, height: 640 };
  return (
    <>
      <FrameBar safeAreas={safe} onSafeAreasChange={setSafe} />
      <PicturePan frameSize={frame} sourceSize={() => ({ width: 1920, height: 1080 })} />
      {safe && <SafeAreaOverlay format={format} platforms={safe} frameSize={frame} />}
    </>
  );
}

function setup(selected: string | null = 'clip') {
  const store = createEditorStore({ document: documentWith(clip) });
  store.getState().select(selected);
  render(<Preview store={store} />);
  return { store };
}

const clipOf = (store: EditorStore) => findItem(store.getState().history.document, 'clip')!;
const pastLength = (store: EditorStore) => store.getState().history.past.length;

describe('the frame bar', () => {
  it('changes the project’s format as one undo step, the pictures filling the new frame', () => {
    const { store } = setup(null);
    const vertical = screen.getByRole('button', { name: /^9:16 vertical/ });
    expect(vertical.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(vertical);
    expect(store.getState().history.document.format).toBe('9:16');
    expect(clipOf(store).fit).toBe('fill');
    expect(vertical.getAttribute('aria-pressed')).toBe('true');
    expect(pastLength(store)).toBe(1);
    act(() => store.getState().undo());
    expect(store.getState().history.document.format).toBe('16:9');
    expect(clipOf(store).fit).toBeUndefined();
  });

  it('sets the selected main picture’s fit, each choice one undo step', () => {
    const { store } = setup();
    const group = screen.getByRole('group', { name: 'Picture fit for clip.mp4' });
    const fill = screen.getByRole('button', { name: 'Fill' });
    expect(group.contains(fill)).toBe(true);
    expect(screen.getByRole('button', { name: 'Fit' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(fill);
    expect(clipOf(store).fit).toBe('fill');
    fireEvent.click(screen.getByRole('button', { name: 'Stretch' }));
    expect(clipOf(store).fit).toBe('stretch');
    expect(pastLength(store)).toBe(2);
  });

  it('offers no fit without a selected main-track picture', () => {
    setup(null);
    expect(screen.queryByRole('group', { name: /Picture fit/ })).toBeNull();
  });

  it('shows what Shorts, TikTok and Reels cover on a vertical frame, labelled, and hides it again', () => {
    setup(null);
    fireEvent.click(screen.getByRole('button', { name: /^9:16 vertical/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Safe areas' }));
    const overlay = screen.getByTestId('safe-areas');
    expect(overlay.textContent).toContain('Buttons');
    expect(overlay.textContent).toContain('Caption and description');
    const platforms = screen.getByRole('combobox', { name: 'Platforms shown' });
    fireEvent.change(platforms, { target: { value: 'tiktok' } });
    const bottom = overlay.querySelector<HTMLElement>('[data-part="bottom"]')!;
    // TikTok covers 484 of 1920 px at the bottom: 161.3 of 640.
    expect(parseFloat(bottom.style.height)).toBeCloseTo((484 / 1920) * 640);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Safe areas' }));
    expect(screen.queryByTestId('safe-areas')).toBeNull();
  });
});

describe('panning a filling picture', () => {
  it('moves the picture with the pointer: dragging right shows more of its left side', () => {
    expect(dragPan({ x: 0, y: 0 }, 100, 50, { width: 400, height: 0 })).toEqual({ x: -0.5, y: 0 });
  });

  it('is there only while the picture fills the frame; a drag is one undo step, Escape puts it back', () => {
    const { store } = setup();
    expect(screen.queryByTestId('picture-pan')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fill' }));
    const surface = screen.getByRole('button', { name: /^Reframe clip\.mp4/ });
    // 360×640 frame, 1920×1080 clip filling it: 1137.8 px wide, 777.8 px overflow.
    fireEvent.pointerDown(surface, { pointerId: 1, button: 0, clientX: 200, clientY: 300 });
    fireEvent.pointerMove(surface, { pointerId: 1, clientX: 200 - 777.78 / 4, clientY: 300 });
    fireEvent.pointerUp(surface, { pointerId: 1 });
    expect(clipOf(store).pan?.x).toBeCloseTo(0.5, 3);
    expect(clipOf(store).pan?.y ?? 0).toBe(0);
    expect(pastLength(store)).toBe(2);
    act(() => store.getState().undo());
    expect(clipOf(store).pan).toBeUndefined();

    fireEvent.pointerDown(surface, { pointerId: 2, button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(surface, { pointerId: 2, clientX: 300, clientY: 0 });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(clipOf(store).pan).toBeUndefined();
    expect(pastLength(store)).toBe(1);
  });

  it('moves with the arrow keys when focused, each press one step', () => {
    const { store } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Fill' }));
    const surface = screen.getByRole('button', { name: /^Reframe clip\.mp4/ });
    surface.focus();
    fireEvent.keyDown(surface, { key: 'ArrowLeft' });
    expect(clipOf(store).pan).toEqual({ x: 0.05, y: 0 });
    fireEvent.keyDown(surface, { key: 'ArrowRight', shiftKey: true });
    expect(clipOf(store).pan).toEqual({ x: -0.2, y: 0 });
    expect(pastLength(store)).toBe(3);
  });
});
