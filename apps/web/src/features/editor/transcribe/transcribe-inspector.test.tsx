import { addItem, createDocument, type TimelineItem } from '@reelwright/timeline';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import '../editor-locales';
import type { LibraryFile } from '../library/library-file';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { forgetCaptionCapabilities, TranscribeInspector } from './transcribe-inspector';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(forgetCaptionCapabilities);

const take: LibraryFile = {
  id: 'f-take',
  name: 'take.webm',
  type: 'audios',
  mediaType: 'audios',
  mimeType: 'audio/webm',
  size: 5,
  blob: new Blob(['audio'], { type: 'audio/webm' }),
  duration: 10,
  width: 0,
  height: 0,
  createdAt: '2026-11-22T00:00:00.000Z',
  source: 'upload',
};

/** The take on Audio 1 at 2 s, selected. */
function editorWithTake(): EditorStore {
  const { document } = addItem(
    createDocument(),
    {
      id: 'a1',
      mediaId: take.id,
      name: 'take.webm',
      url: '',
      type: 'audios',
      sourceDuration: 10_000,
    },
    2_000,
  );
  const store = createEditorStore({ document });
  store.getState().select('a1');
  return store;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderInspector(store: EditorStore) {
  return render(
    <EditorStoreProvider store={store}>
      <TranscribeInspector fileOf={(id) => (id === take.id ? take : undefined)} />
    </EditorStoreProvider>,
  );
}

const captionItems = (store: EditorStore): TimelineItem[] =>
  store
    .getState()
    .history.document.tracks.filter((track) => track.type === 'caption')
    .flatMap((track) => track.items);

describe('Transcribe captions', () => {
  it('sends the clip’s file and puts its words on the caption track where the clip plays them', async () => {
    let sent: FormDataEntryValue | null = null;
    stubApi({
      'GET /api/captions/capabilities': () =>
        json(200, {
          success: true,
          data: { transcription: { available: true, model: 'whisper-1', setup: null } },
        }),
      'POST /api/captions/transcribe': (init) => {
        sent = (init?.body as FormData).get('audio');
        return json(200, {
          success: true,
          data: {
            text: 'Fresh beans. Grind them.',
            words: [
              { text: 'Fresh', start: 0.5, end: 0.9 },
              { text: 'beans.', start: 0.9, end: 1.4 },
              { text: 'Grind', start: 2.0, end: 2.4 },
              { text: 'them.', start: 2.4, end: 2.8 },
            ],
            method: 'transcribed',
            language: 'english',
            duration: 10,
          },
        });
      },
    });
    const store = editorWithTake();
    renderInspector(store);
    fireEvent.click(screen.getByRole('button', { name: 'Transcribe captions' }));
    expect(await screen.findByText('Added captions for 4 words.')).toBeTruthy();

    expect(sent).toBeInstanceOf(File);
    expect((sent as unknown as File).name).toBe('take.webm');
    const captions = captionItems(store);
    expect(captions.length).toBeGreaterThan(0);
    const words = captions.flatMap((caption) =>
      (caption.caption?.words ?? []).map((word) => ({
        text: word.text,
        start: caption.startTime + word.start,
      })),
    );
    // The take starts at 2 s on the timeline: its 0.5 s is the timeline's 2.5 s.
    expect(words).toEqual([
      { text: 'Fresh', start: 2_500 },
      { text: 'beans.', start: 2_900 },
      { text: 'Grind', start: 4_000 },
      { text: 'them.', start: 4_400 },
    ]);
    expect(captions.every((caption) => caption.caption?.sourceItemId === 'a1')).toBe(true);
    // One undo step takes them all back.
    store.getState().undo();
    expect(captionItems(store)).toEqual([]);
  });

  it('without a provider, says transcription is not set up and what the administrator must set', async () => {
    const { fetchMock } = stubApi({
      'GET /api/captions/capabilities': () =>
        json(200, {
          success: true,
          data: {
            transcription: {
              available: false,
              model: null,
              setup: 'Speech-to-text is not configured on this server. Set OPENAI_API_KEY …',
            },
          },
        }),
    });
    renderInspector(editorWithTake());
    fireEvent.click(screen.getByRole('button', { name: 'Transcribe captions' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Transcription is not set up on this server');
    expect(alert.textContent).toContain('Set OPENAI_API_KEY');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s error when the vendor fails, and adds nothing', async () => {
    stubApi({
      'GET /api/captions/capabilities': () =>
        json(200, {
          success: true,
          data: { transcription: { available: true, model: 'whisper-1', setup: null } },
        }),
      'POST /api/captions/transcribe': () =>
        json(502, {
          success: false,
          code: 'TRANSCRIPTION_FAILED',
          error: 'Transcription failed. OpenAI refused the server’s API key.',
        }),
    });
    const store = editorWithTake();
    renderInspector(store);
    fireEvent.click(screen.getByRole('button', { name: 'Transcribe captions' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'OpenAI refused the server’s API key.',
    );
    expect(captionItems(store)).toEqual([]);
  });

  it('is not offered for a title', () => {
    const { document } = addItem(
      createDocument(),
      { id: 't1', mediaId: '', name: 'Hello', url: '', type: 'text' },
      0,
    );
    const store = createEditorStore({ document });
    store.getState().select('t1');
    renderInspector(store);
    expect(screen.queryByRole('button', { name: 'Transcribe captions' })).toBeNull();
  });
});
