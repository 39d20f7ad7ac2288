import { addItem, animatedItem, createDocument, findItem } from '@reelwright/timeline';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../editor-locales';
import { whiteStill } from '../../../test/library-files';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, newItemFor, type EditorStore } from '../store/editor-store';
import { shortcutFor } from '../timeline/shortcuts';
import { TimelinePanel } from '../timeline/timeline-panel';
import { InspectorPanel } from '../inspector/inspector-panel';

afterEach(cleanup);

const still = whiteStill;

function renderWithStill(): EditorStore {
  const document = addItem(
    createDocument(),
    { ...newItemFor(still, 'p'), trackId: 'overlay-1' },
    0,
  ).document;
  const store = createEditorStore({ document });
  store.getState().select('p');
  render(
    <EditorStoreProvider store={store}>
      <TimelinePanel
        fileOf={(id) => (id === 'still' ? still : undefined)}
        filesOfKind={() => [still]}
      />
      <InspectorPanel fileOf={(id) => (id === 'still' ? still : undefined)} placement="strip" />
    </EditorStoreProvider>,
  );
  // The selection's inspectors are tabs: this one is picked as a person would.
  fireEvent.click(screen.getByRole('tab', { name: 'Keyframes' }));
  return store;
}

const itemIn = (store: EditorStore) => findItem(store.getState().history.document, 'p')!;

describe('the keyframes inspector', () => {
  it('adds an opacity key, keys a value later on, sets the easing, each one undo step', () => {
    const store = renderWithStill();
    const group = screen.getByRole('group', { name: 'Keyframes of white.png' });
    fireEvent.click(
      within(group).getByRole('button', { name: 'Add keyframe for Opacity at 0:00.0' }),
    );
    expect(itemIn(store).keyframes?.opacity).toEqual([{ time: 0, value: 1, easing: 'linear' }]);
    const value = within(group).getByLabelText('Opacity (%)');
    fireEvent.focus(value);
    fireEvent.change(value, { target: { value: '0' } });
    fireEvent.blur(value);
    expect(itemIn(store).keyframes?.opacity?.[0]?.value).toBe(0);
    expect(
      within(group)
        .getByRole('button', { name: 'Remove keyframe for Opacity at 0:00.0' })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    act(() => store.getState().seek(2000));
    fireEvent.focus(value);
    fireEvent.change(value, { target: { value: '100' } });
    fireEvent.blur(value);
    expect(itemIn(store).keyframes?.opacity?.map((key) => [key.time, key.value])).toEqual([
      [0, 0],
      [2000, 1],
    ]);
    fireEvent.click(within(group).getByRole('button', { name: 'Previous Opacity keyframe' }));
    expect(store.getState().playhead).toBe(0);
    fireEvent.change(within(group).getByLabelText('Easing after the Opacity keyframe at 0:00.0'), {
      target: { value: 'ease-in' },
    });
    const item = itemIn(store);
    expect(animatedItem(item, 1000).opacity).toBeCloseTo(0.125);
    // Five edits, five undo steps.
    for (let i = 0; i < 5; i += 1) act(() => store.getState().undo());
    expect(itemIn(store).keyframes).toBeUndefined();
  });

  it('draws a diamond per key time on the item; Delete on a focused one removes it', () => {
    const store = renderWithStill();
    act(() => store.getState().seek(1500));
    expect(shortcutFor(new KeyboardEvent('keydown', { key: 'k' }), document.body)).toEqual({
      kind: 'addKeyframes',
    });
    fireEvent.keyDown(window, { key: 'k' });
    expect(Object.keys(itemIn(store).keyframes ?? {}).sort()).toEqual([
      'opacity',
      'rotation',
      'scale',
      'x',
      'y',
    ]);
    const diamond = screen.getByRole('button', {
      name: 'Keyframe at 0:01.5: Position X, Position Y, Scale, Rotation, Opacity',
    });
    act(() => store.getState().seek(0));
    fireEvent.click(diamond);
    expect(store.getState().playhead).toBe(1500);
    diamond.focus();
    fireEvent.keyDown(diamond, { key: 'Delete' });
    expect(itemIn(store).keyframes).toBeUndefined();
    expect(itemIn(store)).toBeDefined(); // the item itself stays
  });
});
