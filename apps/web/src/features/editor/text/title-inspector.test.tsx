import { addItem, createDocument, findItem } from '@reelwright/timeline';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../editor-locales';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { TimelinePanel } from '../timeline/timeline-panel';
import { TITLE_DRAG_TYPE } from './add-title';
import { TextLibrary } from './text-library';
import { InspectorPanel } from '../inspector/inspector-panel';

afterEach(cleanup);

function renderWithTitle(): EditorStore {
  const document = addItem(
    createDocument(),
    { id: 't', mediaId: '', name: 'Hello', url: '', type: 'text', text: { content: 'Hello' } },
    0,
  ).document;
  const store = createEditorStore({ document });
  store.getState().select('t');
  render(
    <EditorStoreProvider store={store}>
      <TextLibrary />
      <TimelinePanel fileOf={() => undefined} filesOfKind={() => []} />
      <InspectorPanel fileOf={() => undefined} placement="strip" />
    </EditorStoreProvider>,
  );
  return store;
}

const textOf = (store: EditorStore, id = 't') =>
  findItem(store.getState().history.document, id)?.text;

describe('the title inspector', () => {
  it('styles the title, one undo step per pick', () => {
    const store = renderWithTitle();
    const inspector = screen.getByRole('group', { name: 'Title' });
    fireEvent.change(within(inspector).getByLabelText('Font'), { target: { value: 'Montserrat' } });
    fireEvent.change(within(inspector).getByLabelText('Weight'), { target: { value: '900' } });
    fireEvent.click(within(inspector).getByRole('button', { name: 'Align left' }));
    fireEvent.click(within(inspector).getByLabelText('Shadow'));
    fireEvent.change(within(inspector).getByLabelText('Box colour'), {
      target: { value: '#00ff00' },
    });
    const opacity = within(inspector).getByLabelText('Box opacity (%)');
    fireEvent.focus(opacity);
    fireEvent.change(opacity, { target: { value: '10' } });
    fireEvent.change(opacity, { target: { value: '100' } });
    fireEvent.blur(opacity);
    fireEvent.change(within(inspector).getByLabelText('Outline width'), {
      target: { value: '3' },
    });
    expect(textOf(store)).toMatchObject({
      fontFamily: 'Montserrat',
      fontWeight: 900,
      align: 'left',
      shadow: false,
      backgroundColor: '#00ff00',
      backgroundOpacity: 1,
      outlineWidth: 3,
    });
    expect(
      within(inspector).getByRole('button', { name: 'Align left' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // Seven changes, the opacity typed in one session: seven undo steps back to the plain title.
    for (let step = 0; step < 7; step += 1) act(() => store.getState().undo());
    expect(textOf(store)).toEqual({ content: 'Hello', fontSize: 64, color: '#ffffff' });
  });

  it('sets the animations in and out with their lengths in seconds', () => {
    const store = renderWithTitle();
    const inspector = screen.getByRole('group', { name: 'Title' });
    fireEvent.change(within(inspector).getByLabelText('Animation in'), {
      target: { value: 'typewriter' },
    });
    const length = within(inspector).getByLabelText('Length in (s)');
    fireEvent.focus(length);
    fireEvent.change(length, { target: { value: '1' } });
    fireEvent.blur(length);
    fireEvent.change(within(inspector).getByLabelText('Animation out'), {
      target: { value: 'blur' },
    });
    expect(textOf(store)).toMatchObject({
      animationIn: { kind: 'typewriter', duration: 1000 },
      animationOut: { kind: 'blur', duration: 500 },
    });
    fireEvent.change(within(inspector).getByLabelText('Animation in'), { target: { value: '' } });
    expect(textOf(store)?.animationIn).toBeUndefined();
  });

  it('applies a preset as one undo step', () => {
    const store = renderWithTitle();
    const presets = screen.getByRole('group', { name: 'Text presets' });
    fireEvent.click(within(presets).getByRole('button', { name: 'Lower third' }));
    expect(textOf(store)).toMatchObject({ preset: 'lower-third', align: 'left' });
    expect(
      within(presets).getByRole('button', { name: 'Lower third' }).getAttribute('aria-pressed'),
    ).toBe('true');
    act(() => store.getState().undo());
    expect(textOf(store)?.preset).toBeUndefined();
  });

  it('adds a preset title at the playhead from the Text section, selected', () => {
    const store = renderWithTitle();
    act(() => store.getState().seek(20_000));
    fireEvent.click(screen.getByRole('button', { name: 'Add Big title' }));
    const id = store.getState().selectedId!;
    expect(id).not.toBe('t');
    expect(findItem(store.getState().history.document, id)).toMatchObject({
      startTime: 20_000,
      trackId: 'overlay-1',
      text: { content: 'BIG TITLE', preset: 'big-title', fontWeight: 900 },
    });
    act(() => store.getState().undo());
    expect(findItem(store.getState().history.document, id)).toBeUndefined();
  });

  it('drops a dragged preset title on an overlay track, not on the main track', () => {
    const store = renderWithTitle();
    const payload = JSON.stringify({ kind: 'subtitle-bar', content: 'Hi there' });
    const transfer = {
      types: [TITLE_DRAG_TYPE],
      getData: (type: string) => (type === TITLE_DRAG_TYPE ? payload : ''),
      dropEffect: 'none',
    };
    const lane = (name: string) => screen.getByRole('group', { name: `${name} track` });
    fireEvent.dragOver(lane('Main Video'), { dataTransfer: transfer });
    fireEvent.drop(lane('Main Video'), { dataTransfer: transfer });
    const count = () =>
      store.getState().history.document.tracks.flatMap((track) => track.items).length;
    expect(count()).toBe(1);
    fireEvent.dragOver(lane('Overlay 2'), { dataTransfer: transfer });
    fireEvent.drop(lane('Overlay 2'), { dataTransfer: transfer });
    expect(count()).toBe(2);
    const added = findItem(store.getState().history.document, store.getState().selectedId!);
    expect(added).toMatchObject({
      trackId: 'overlay-2',
      text: { content: 'Hi there', preset: 'subtitle-bar', backgroundBox: 'bar' },
    });
  });
});
