import {
  addCaptionsFromWords,
  CAPTION_PRESETS,
  CAPTION_TRACK_ID,
  createDocument,
  findTrack,
} from '@reelwright/timeline';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import '../editor-locales';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { CaptionStylePanel } from './caption-style-panel';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function storeWithCaption(): { store: EditorStore; captionId: string } {
  const { document, items } = addCaptionsFromWords(
    createDocument(),
    [
      { text: 'Hello', start: 0, end: 0.4 },
      { text: 'there', start: 0.5, end: 0.9 },
    ],
    {},
    { newId: () => 'cap-1' },
  );
  return { store: createEditorStore({ document }), captionId: items[0]!.id };
}

const styleOf = (store: EditorStore) =>
  findTrack(store.getState().history.document, CAPTION_TRACK_ID)!.captionStyle!;

function renderPanel(store: EditorStore) {
  return render(
    <EditorStoreProvider store={store}>
      <CaptionStylePanel />
    </EditorStoreProvider>,
  );
}

describe('CaptionStylePanel', () => {
  it('shows only while a caption is selected', () => {
    const { store, captionId } = storeWithCaption();
    renderPanel(store);
    expect(screen.queryByRole('group', { name: 'Caption style' })).toBeNull();
    act(() => store.getState().select(captionId));
    expect(screen.getByRole('group', { name: 'Caption style' })).toBeTruthy();
  });

  it('applies a preset whole as one undo step, and undo brings the old style back', () => {
    const { store, captionId } = storeWithCaption();
    act(() => store.getState().select(captionId));
    renderPanel(store);
    const before = styleOf(store);
    fireEvent.change(screen.getByRole('combobox', { name: 'Preset' }), {
      target: { value: 'karaoke' },
    });
    expect(styleOf(store)).toEqual(CAPTION_PRESETS.karaoke);
    act(() => store.getState().undo());
    expect(styleOf(store)).toEqual(before);
  });

  it('changes one field at a time and then calls the look Custom', () => {
    const { store, captionId } = storeWithCaption();
    act(() => store.getState().select(captionId));
    renderPanel(store);
    const panel = screen.getByRole('group', { name: 'Caption style' });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Upper case' }));
    expect(styleOf(store).uppercase).toBe(true);
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Position' }), {
      target: { value: 'top' },
    });
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Highlight spoken word' }), {
      target: { value: 'box' },
    });
    expect(styleOf(store)).toMatchObject({ uppercase: true, position: 'top', highlight: 'box' });
    expect(
      (within(panel).getByRole('combobox', { name: 'Preset' }) as HTMLSelectElement).value,
    ).toBe('');
    expect(within(panel).getByRole('option', { name: 'Custom' })).toBeTruthy();
  });

  it('keeps words per line within 1–8', () => {
    const { store, captionId } = storeWithCaption();
    act(() => store.getState().select(captionId));
    renderPanel(store);
    const words = screen.getByRole('spinbutton', { name: 'Words at once' });
    fireEvent.focus(words);
    fireEvent.change(words, { target: { value: '12' } });
    fireEvent.blur(words);
    expect(styleOf(store).wordsPerLine).toBe(8);
  });

  it('names every control, in Russian too', async () => {
    const { store, captionId } = storeWithCaption();
    act(() => store.getState().select(captionId));
    await act(() => i18n.changeLanguage('ru'));
    renderPanel(store);
    const panel = screen.getByRole('group', { name: 'Стиль субтитров' });
    for (const name of ['Стиль', 'Шрифт', 'Положение', 'Слов за раз', 'Заглавные буквы'])
      expect(within(panel).getByLabelText(name)).toBeTruthy();
    const controls = panel.querySelectorAll('input, select');
    expect(controls.length).toBeGreaterThanOrEqual(15);
    controls.forEach((control) => expect(control.closest('label')?.textContent).not.toBe(''));
  });
});
