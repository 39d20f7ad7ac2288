import { addItem, createDocument, type NewItem, type TimelineDocument } from '@reelwright/timeline';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../editor-locales';
import type { LibraryFile } from '../library/library-file';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { PreviewPlayer } from './preview-player';

const EMPTY = 'No content at current time';

const image = (id: string, extra: Partial<NewItem> = {}): NewItem => ({
  id,
  mediaId: `m-${id}`,
  name: `${id}.png`,
  url: '',
  type: 'images',
  ...extra,
});

function documentWith(...items: Array<[NewItem, number]>): TimelineDocument {
  let document = createDocument();
  for (const [input, at] of items) document = addItem(document, input, at).document;
  return document;
}

function renderPlayer(document: TimelineDocument = createDocument()): EditorStore {
  const store = createEditorStore({ document });
  const fileOf = (): LibraryFile | undefined => undefined;
  render(
    <EditorStoreProvider store={store}>
      <PreviewPlayer fileUrl={(mediaId) => `blob:${mediaId}`} fileOf={fileOf} />
    </EditorStoreProvider>,
  );
  return store;
}

describe('PreviewPlayer', () => {
  it('says so when nothing is on the picture, and not once an image plays', () => {
    const store = renderPlayer();
    expect(screen.getByText(EMPTY)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Video preview' }).tagName).toBe('CANVAS');

    act(() => store.getState().run((document) => addItem(document, image('logo'), 0)));
    expect(screen.queryByText(EMPTY)).toBeNull();

    // Past the image's 5 s: empty again.
    act(() => store.getState().seek(6000));
    expect(screen.getByText(EMPTY)).toBeTruthy();
  });

  it('counts a title as a picture but not a sound', () => {
    renderPlayer(
      documentWith(
        [{ id: 'song', mediaId: 'm-song', name: 'song.mp3', url: '', type: 'audios' }, 0],
        [{ id: 'title', mediaId: '', name: 'Title', url: '', type: 'text' }, 20_000],
      ),
    );
    expect(screen.getByText(EMPTY)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip forward 10 seconds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skip forward 10 seconds' }));
    expect(screen.queryByText(EMPTY)).toBeNull();
  });

  it('play toggles playing and its label', () => {
    const store = renderPlayer(documentWith([image('logo'), 0]));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(store.getState().playing).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(store.getState().playing).toBe(false);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('skips 10 s forward and back, clamped, and shows the time', () => {
    const store = renderPlayer();
    expect(screen.getByText('0:00.0')).toBeTruthy();
    expect(screen.getByText(/\/ 1:00\.0/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip forward 10 seconds' }));
    expect(store.getState().playhead).toBe(10_000);
    expect(screen.getByText('0:10.0')).toBeTruthy();
    act(() => store.getState().seek(5250));
    fireEvent.click(screen.getByRole('button', { name: 'Skip back 10 seconds' }));
    expect(store.getState().playhead).toBe(0);
    act(() => store.getState().seek(55_000));
    fireEvent.click(screen.getByRole('button', { name: 'Skip forward 10 seconds' }));
    expect(store.getState().playhead).toBe(60_000);
  });

  it('sets the volume from the slider and mutes with the toggle', () => {
    const store = renderPlayer();
    const slider = screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
    expect(slider.value).toBe('100');
    fireEvent.change(slider, { target: { value: '40' } });
    expect(store.getState().volume).toBe(0.4);

    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(store.getState().muted).toBe(true);
    expect(slider.value).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(store.getState()).toMatchObject({ muted: false, volume: 0.4 });
  });

  it('every transport control is labelled and reachable with Tab', () => {
    renderPlayer();
    const toolbar = screen.getByRole('toolbar', { name: 'Playback controls' });
    const controls = [...toolbar.querySelectorAll('button, input')];
    // ±10 s, play, mute, the listening volume and the project's master volume.
    expect(controls).toHaveLength(6);
    const names = controls.map(
      (control) =>
        control.getAttribute('aria-label') ??
        document.querySelector(`label[for="${control.id}"]`)?.textContent,
    );
    expect(names.every((name) => typeof name === 'string' && name.trim() !== '')).toBe(true);
    expect(new Set(names).size).toBe(6);
    for (const control of controls) {
      expect(control.getAttribute('tabindex')).not.toBe('-1');
      expect((control as HTMLButtonElement).disabled).toBe(false);
    }
  });
});

describe('PreviewPlayer media', () => {
  it('keeps a video element on the source time while paused and tries play() on Play', async () => {
    const seeks: number[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'set').mockImplementation((time) => {
      seeks.push(Number(time));
    });
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValue(new DOMException('not allowed', 'NotAllowedError'));
    const store = renderPlayer(
      documentWith([
        {
          id: 'clip',
          mediaId: 'm-clip',
          name: 'clip.mp4',
          url: '',
          type: 'videos',
          sourceDuration: 30_000,
        },
        0,
      ]),
    );
    act(() => store.getState().seek(12_500));
    expect(screen.queryByText(EMPTY)).toBeNull();
    expect(seeks).toContain(12.5);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalled();
    // The refused play() settles; the player keeps its state (the clock goes on without sound).
    await play.mock.results[0]?.value.catch(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(store.getState().playing).toBe(false);
  });
});
