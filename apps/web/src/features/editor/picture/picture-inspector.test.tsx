import { addItem, canUndo, createDocument, findItem } from '@reelwright/timeline';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../editor-locales';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { PictureInspector } from './picture-inspector';

afterEach(cleanup);

function renderWith(type: 'images' | 'text' | 'audios'): EditorStore {
  const document = addItem(
    createDocument(),
    { id: 'p', mediaId: 'm', name: 'still.png', url: 'blob:p', type },
    0,
  ).document;
  const store = createEditorStore({ document });
  store.getState().select('p');
  render(
    <EditorStoreProvider store={store}>
      <PictureInspector />
    </EditorStoreProvider>,
  );
  return store;
}

const itemIn = (store: EditorStore) => findItem(store.getState().history.document, 'p')!;
const undoSteps = (store: EditorStore) => store.getState().history.past.length;

describe('the picture inspector', () => {
  it('crops by a typed percent (one step per field visit), turns by quarters and flips', () => {
    const store = renderWith('images');
    const group = screen.getByRole('group', { name: 'Picture of still.png' });
    fireEvent.click(within(group).getByRole('button', { name: 'Crop & rotate' }));
    const left = within(group).getByLabelText('Crop Left (%)');
    fireEvent.focus(left);
    fireEvent.change(left, { target: { value: '2' } });
    fireEvent.change(left, { target: { value: '25' } });
    fireEvent.blur(left);
    expect(itemIn(store).crop).toEqual({ left: 0.25, top: 0, right: 0, bottom: 0 });
    expect(undoSteps(store)).toBe(1);

    fireEvent.click(within(group).getByRole('button', { name: 'Rotate 90° left' }));
    expect(itemIn(store).rotation).toBe(-90);
    expect(within(group).getByLabelText('Rotation (°)')).toHaveProperty('value', '-90');
    const flip = within(group).getByRole('button', { name: 'Flip horizontally' });
    expect(flip.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(flip);
    expect(itemIn(store).flipH).toBe(true);
    expect(flip.getAttribute('aria-pressed')).toBe('true');
    expect(undoSteps(store)).toBe(3);

    fireEvent.click(within(group).getByRole('button', { name: 'Reset crop' }));
    expect(itemIn(store)).not.toHaveProperty('crop');
  });

  it('grades with sliders (a drag is one step) and a look', () => {
    const store = renderWith('images');
    const group = screen.getByRole('group', { name: 'Picture of still.png' });
    fireEvent.click(within(group).getByRole('button', { name: 'Colour' }));
    const brightness = within(group).getByRole('slider', { name: 'Brightness' });
    fireEvent.pointerDown(brightness);
    fireEvent.change(brightness, { target: { value: '20' } });
    fireEvent.change(brightness, { target: { value: '40' } });
    fireEvent.pointerUp(brightness);
    expect(itemIn(store).colour?.brightness).toBe(0.4);
    expect(undoSteps(store)).toBe(1);
    fireEvent.change(within(group).getByLabelText('Look'), { target: { value: 'film' } });
    expect(itemIn(store).colour).toMatchObject({ brightness: 0.4, look: 'film' });
    fireEvent.click(within(group).getByRole('button', { name: 'Reset colour' }));
    expect(itemIn(store)).not.toHaveProperty('colour');
    expect(canUndo(store.getState().history)).toBe(true);
  });

  it('offers titles only the turn and flips, and sound nothing', () => {
    renderWith('text');
    const group = screen.getByRole('group', { name: 'Picture of still.png' });
    expect(within(group).queryByRole('button', { name: 'Colour' })).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: 'Rotate & flip' }));
    expect(within(group).queryByLabelText('Crop Left (%)')).toBeNull();
    expect(within(group).getByRole('button', { name: 'Flip vertically' })).toBeTruthy();
    cleanup();
    renderWith('audios');
    expect(screen.queryByRole('group', { name: 'Picture of still.png' })).toBeNull();
  });
});
