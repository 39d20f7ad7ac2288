import {
  addItem,
  createDocument,
  findItem,
  setItemRotation,
  type NewItem,
  type TimelineDocument,
} from '@reelwright/timeline';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../editor-locales';
import type { LibraryFile } from '../library/library-file';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { OverlayHandles } from './overlay-handles';

const FILE = { width: 1920, height: 1080 } as LibraryFile;

function documentWith(...items: Array<[NewItem, number]>): TimelineDocument {
  let document = createDocument();
  for (const [input, at] of items) document = addItem(document, input, at).document;
  return document;
}

const logo: NewItem = { id: 'logo', mediaId: 'm-logo', name: 'logo.png', url: '', type: 'images' };
const title: NewItem = { id: 'title', mediaId: '', name: 'Title', url: '', type: 'text' };
const clip: NewItem = {
  id: 'clip',
  mediaId: 'm-clip',
  name: 'clip.mp4',
  url: '',
  type: 'videos',
  sourceDuration: 20_000,
};

/** The handles over a 640×360 frame: one CSS px is one reference px. */
function setup(selectedId: string | null, document = documentWith([logo, 0])): EditorStore {
  const store = createEditorStore({ document });
  store.getState().select(selectedId);
  render(
    <EditorStoreProvider store={store}>
      <OverlayHandles frameSize={{ width: 640, height: 360 }} fileOf={() => FILE} />
    </EditorStoreProvider>,
  );
  return store;
}

const transformOf = (store: EditorStore, id = 'logo') =>
  findItem(store.getState().history.document, id)?.transform;
const moveBox = () => screen.getByRole('button', { name: /^Move overlay/ });
const box = () => screen.getByTestId('overlay-handles');
const pastLength = (store: EditorStore) => store.getState().history.past.length;

function dragFrom(target: Element, from: [number, number], ...moves: Array<[number, number]>) {
  fireEvent.pointerDown(target, { pointerId: 1, button: 0, clientX: from[0], clientY: from[1] });
  for (const [x, y] of moves)
    fireEvent.pointerMove(target, { pointerId: 1, clientX: x, clientY: y });
}

describe('OverlayHandles', () => {
  it('outlines the selected overlay picture where it is drawn', () => {
    setup('logo');
    // A 16:9 picture in the 128×96 box at 0, 0: 128×72, 12 px down.
    expect(box().style).toMatchObject({ left: '0px', top: '12px', width: '128px', height: '72px' });
    for (const corner of ['top left', 'top right', 'bottom left', 'bottom right'])
      expect(screen.getByRole('button', { name: `Resize from ${corner}` })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Overlay opacity' })).toBeTruthy();
  });

  it('turns the outline with a picture turned freely, not with a quarter or half turn', () => {
    const turned = (degrees: number) => {
      cleanup();
      setup('logo', setItemRotation(documentWith([logo, 0]), 'logo', degrees).document);
      return box().style.transform;
    };
    expect(turned(30)).toBe('rotate(30deg)');
    expect(turned(-45)).toBe('rotate(-45deg)');
    // The same outline as −60°: the handle named top left stays nearest the top left.
    expect(turned(120)).toBe('rotate(-60deg)');
    expect(turned(180)).toBe('');
    expect(turned(90)).toBe('');
    // A quarter turn stands the 16:9 picture on its side inside the 128×96 box: 54×96.
    expect(box().style).toMatchObject({ width: '54px', height: '96px' });
  });

  it('shows nothing without a visible overlay selected', () => {
    const document = documentWith([logo, 0], [clip, 0]);
    setup(null, document);
    expect(screen.queryByTestId('overlay-handles')).toBeNull();
  });

  it('shows nothing for a main-track video or an overlay off the playhead', () => {
    const store = setup('clip', documentWith([logo, 0], [clip, 0]));
    expect(screen.queryByTestId('overlay-handles')).toBeNull();
    act(() => store.getState().select('logo'));
    expect(box()).toBeTruthy();
    act(() => store.getState().seek(6000));
    expect(screen.queryByTestId('overlay-handles')).toBeNull();
  });

  it('moves with a drag that becomes one undo step', () => {
    const store = setup('logo');
    const before = pastLength(store);
    dragFrom(moveBox(), [10, 20], [60, 50], [110, 20]);
    expect(store.getState().mode).toEqual({ kind: 'moving', push: false });
    expect(transformOf(store)).toEqual({ x: 100, y: 0, scale: 1, opacity: 1 });
    fireEvent.pointerUp(moveBox(), { pointerId: 1, clientX: 110, clientY: 20 });
    expect(store.getState().mode).toEqual({ kind: 'idle' });
    expect(pastLength(store)).toBe(before + 1);
    expect(box().style).toMatchObject({ left: '100px', top: '12px' });

    act(() => store.getState().undo());
    expect(transformOf(store)).toBeUndefined();
  });

  it('keeps at least 5 px of the box on screen', () => {
    const store = setup('logo');
    dragFrom(moveBox(), [0, 0], [-1000, 1000]);
    fireEvent.pointerUp(moveBox(), { pointerId: 1 });
    expect(transformOf(store)).toEqual({ x: -123, y: 355, scale: 1, opacity: 1 });
  });

  it('Escape puts a drag back where it started', () => {
    const store = setup('logo');
    const before = pastLength(store);
    dragFrom(moveBox(), [0, 0], [40, 40]);
    expect(transformOf(store)).toMatchObject({ x: 40, y: 40 });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(transformOf(store)).toBeUndefined();
    expect(store.getState().mode).toEqual({ kind: 'idle' });
    expect(pastLength(store)).toBe(before);
    // The pointer's later moves do nothing.
    fireEvent.pointerMove(moveBox(), { pointerId: 1, clientX: 90, clientY: 90 });
    expect(transformOf(store)).toBeUndefined();
  });

  it('scales from a corner, the opposite corner staying put', () => {
    const store = setup('logo');
    const corner = screen.getByRole('button', { name: 'Resize from bottom right' });
    dragFrom(corner, [128, 84], [256, 84]);
    fireEvent.pointerUp(corner, { pointerId: 1 });
    expect(transformOf(store)).toEqual({ x: 0, y: -12, scale: 2, opacity: 1 });
    expect(box().style).toMatchObject({
      left: '0px',
      top: '12px',
      width: '256px',
      height: '144px',
    });

    const topLeft = screen.getByRole('button', { name: 'Resize from top left' });
    dragFrom(topLeft, [0, 12], [5000, 12]);
    fireEvent.pointerUp(topLeft, { pointerId: 1 });
    // Clamped at 0.2: 25.6 px wide, its bottom right still at 256, 156.
    expect(transformOf(store)?.scale).toBe(0.2);
    const style = box().style;
    expect(parseFloat(style.left) + parseFloat(style.width)).toBeCloseTo(256);
    expect(parseFloat(style.top) + parseFloat(style.height)).toBeCloseTo(156);
  });

  it('moves 1 px with the arrow keys, 10 px with Shift', () => {
    const store = setup('logo');
    fireEvent.keyDown(moveBox(), { key: 'ArrowRight' });
    fireEvent.keyDown(moveBox(), { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(moveBox(), { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(moveBox(), { key: 'ArrowUp' });
    expect(transformOf(store)).toEqual({ x: -9, y: 9, scale: 1, opacity: 1 });
  });

  it('moves an untransformed title from the centre, where it is drawn', () => {
    const store = setup('title', documentWith([title, 0]));
    expect(box().style).toMatchObject({
      left: '256px',
      top: '132px',
      width: '128px',
      height: '96px',
    });
    fireEvent.keyDown(moveBox(), { key: 'ArrowRight' });
    expect(transformOf(store, 'title')).toEqual({ x: 257, y: 132, scale: 1, opacity: 1 });
  });

  it('sets the overlay opacity 10–100 %', () => {
    const store = setup('logo');
    const slider = screen.getByRole('slider', { name: 'Overlay opacity' }) as HTMLInputElement;
    expect([slider.min, slider.max, slider.value]).toEqual(['10', '100', '100']);
    fireEvent.change(slider, { target: { value: '40' } });
    expect(transformOf(store)).toEqual({ x: 0, y: 0, scale: 1, opacity: 0.4 });
    expect(slider.value).toBe('40');

    // A slider drag is one undo step.
    const before = pastLength(store);
    fireEvent.pointerDown(slider);
    fireEvent.change(slider, { target: { value: '60' } });
    fireEvent.change(slider, { target: { value: '70' } });
    fireEvent.pointerUp(slider);
    expect(transformOf(store)?.opacity).toBe(0.7);
    expect(pastLength(store)).toBe(before + 1);
  });
});
