import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import '../../../lib/i18n';
import { fail, ok } from '../../../test/users';
import {
  makeProject,
  PROJECT_ID,
  projectAnswer,
  sseResponse,
  stubApi,
} from '../test/studio-fixtures';
import { quality, renderStudio, scriptBox, setUpStudioSession } from '../test/render-studio';

vi.mock('../../../components/ui/toast', () => ({ notify: vi.fn() }));

const GET = `GET /api/projects/${PROJECT_ID}`;
const PUT = `PUT /api/projects/${PROJECT_ID}`;
const SENTENCE = 'Same sentence here.';
const SCRIPT = `Welcome to the show. ${SENTENCE} Something in between. ${SENTENCE} Goodbye now.`;
const usage = { scriptsGenerated: 1, audioGenerated: 0, thumbnailsGenerated: 0, videosCreated: 0 };

/** Selects `[start, end)` of the script the way a mouse does. */
function selectInScript(start: number, end: number) {
  const textarea = scriptBox();
  textarea.focus();
  fireEvent.mouseDown(textarea);
  textarea.setSelectionRange(start, end);
  fireEvent.mouseUp(textarea);
}

const improveAction = () => screen.queryByRole('button', { name: 'Improve with AI' });

/** Selects `[start, end)` and chooses 'Improve with AI' beside it. */
function improveInScript(start: number, end: number) {
  selectInScript(start, end);
  fireEvent.click(improveAction()!);
}

setUpStudioSession();

describe('studio: the AI text editor', () => {
  it('replaces exactly the selected passage, not the first equal text, and Ctrl+Z undoes it', async () => {
    let revision = 1;
    const { calls } = stubApi({
      [GET]: () => projectAnswer(makeProject({ script: SCRIPT })),
      [PUT]: () => projectAnswer(makeProject({ revision: (revision += 1) })),
      'POST /api/script/quality': () => ok({ quality }),
      'POST /api/script/improve': () =>
        sseResponse(['An example ', 'sentence.'], {
          improvedText: 'An example sentence.',
          writer: 'offline',
        }),
    });
    renderStudio(`/app/video-maker?project=${PROJECT_ID}`);
    await waitFor(() => expect(scriptBox().value).toBe(SCRIPT));

    // Too short a selection offers nothing.
    selectInScript(0, 7);
    expect(improveAction()).toBeNull();

    // The second of two equal sentences, with the space before it.
    const second = SCRIPT.lastIndexOf(SENTENCE);
    selectInScript(second - 1, second + SENTENCE.length);
    // Selecting opens nothing: the action beside it does.
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(improveAction()!);
    const dialog = await screen.findByRole('dialog', { name: 'AI Text Editor' });
    expect(within(dialog).getByText(SENTENCE)).toBeTruthy();
    const improveButton = within(dialog).getByRole('button', {
      name: 'Improve with AI',
    }) as HTMLButtonElement;
    expect(improveButton.disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add examples' }));
    const command = within(dialog).getByRole('textbox', {
      name: 'How can this segment be improved?',
    }) as HTMLTextAreaElement;
    expect(command.value).toBe('Add examples');
    fireEvent.click(improveButton);

    // The answer comes trimmed; the selection's leading space stays.
    const improved =
      SCRIPT.slice(0, second) + 'An example sentence.' + SCRIPT.slice(second + SENTENCE.length);
    await waitFor(() => expect(scriptBox().value).toBe(improved));
    expect(scriptBox().value.indexOf(SENTENCE)).toBe(SCRIPT.indexOf(SENTENCE));
    expect(calls('POST /api/script/improve')).toEqual([
      {
        selectedText: ` ${SENTENCE}`,
        improvementCommand: 'Add examples',
        script: SCRIPT,
        language: 'english',
        duration: 'medium',
      },
    ]);
    await waitFor(() =>
      expect(calls(PUT)).toEqual([{ script: improved, revision: 1, source: 'improve' }]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'How to connect a model' }).getAttribute('href')).toBe(
      '/help-center?article=connect-ai-model',
    );

    // Ctrl+Z right after the AI change puts the passage back.
    fireEvent.keyDown(scriptBox(), { key: 'z', ctrlKey: true });
    expect(scriptBox().value).toBe(SCRIPT);
    await act(() => vi.advanceTimersByTimeAsync(1600));
    await waitFor(() =>
      expect(calls(PUT)[1]).toEqual({ script: SCRIPT, revision: 2, source: 'autosave' }),
    );
  });

  it('leaves undo to the browser once the user has typed', async () => {
    stubApi({
      [GET]: () => projectAnswer(makeProject({ script: SCRIPT })),
      [PUT]: () => projectAnswer(makeProject({ revision: 2 })),
      'POST /api/script/quality': () => ok({ quality }),
      'POST /api/script/extend': () =>
        sseResponse(['More words.'], {
          extension: 'More words.',
          script: `${SCRIPT}\n\nMore words.`,
          writer: 'ai',
        }),
    });
    renderStudio(`/app/video-maker?project=${PROJECT_ID}`);
    await waitFor(() => expect(scriptBox().value).toBe(SCRIPT));

    fireEvent.click(screen.getByRole('button', { name: 'More: extend the script with AI' }));
    await waitFor(() => expect(scriptBox().value).toBe(`${SCRIPT}\n\nMore words.`));
    fireEvent.change(scriptBox(), { target: { value: `${SCRIPT}\n\nMore words!` } });
    const event = fireEvent.keyDown(scriptBox(), { key: 'z', ctrlKey: true });
    expect(event).toBe(true); // not prevented: the browser's own undo runs
    expect(scriptBox().value).toBe(`${SCRIPT}\n\nMore words!`);
  });

  it('closes on Cancel without changing the script', async () => {
    stubApi({
      [GET]: () => projectAnswer(makeProject({ script: SCRIPT })),
      'POST /api/script/quality': () => ok({ quality }),
    });
    renderStudio(`/app/video-maker?project=${PROJECT_ID}`);
    await waitFor(() => expect(scriptBox().value).toBe(SCRIPT));
    improveInScript(0, 20);
    const dialog = await screen.findByRole('dialog', { name: 'AI Text Editor' });
    expect(within(dialog).getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(scriptBox().value).toBe(SCRIPT);
    // The script has the focus back with the passage still selected.
    expect(document.activeElement).toBe(scriptBox());
    expect([scriptBox().selectionStart, scriptBox().selectionEnd]).toEqual([0, 20]);

    // 'Close the AI Text Editor' is the other way out.
    improveInScript(0, 20);
    const again = await screen.findByRole('dialog', { name: 'AI Text Editor' });
    fireEvent.click(within(again).getByRole('button', { name: 'Close the AI Text Editor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the action once a keyboard selection is finished, and opens the editor on Ctrl+I', async () => {
    stubApi({
      [GET]: () => projectAnswer(makeProject({ script: SCRIPT })),
      'POST /api/script/quality': () => ok({ quality }),
    });
    renderStudio(`/app/video-maker?project=${PROJECT_ID}`);
    await waitFor(() => expect(scriptBox().value).toBe(SCRIPT));
    const textarea = scriptBox();
    textarea.focus();
    textarea.setSelectionRange(0, 0);

    // Shift+→ held: each step is only part of a selection.
    for (let end = 1; end <= 25; end += 1) {
      fireEvent.keyDown(textarea, { key: 'ArrowRight', shiftKey: true });
      textarea.setSelectionRange(0, end);
      fireEvent.keyUp(textarea, { key: 'ArrowRight', shiftKey: true });
    }
    expect(improveAction()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyUp(textarea, { key: 'Shift' });
    expect(improveAction()?.getAttribute('aria-keyshortcuts')).toBe('Control+I');
    expect(screen.queryByRole('dialog')).toBeNull();

    // Moving on puts the offer away; Ctrl+I still opens the editor on the selection.
    fireEvent.keyDown(textarea, { key: 'ArrowLeft', shiftKey: true });
    expect(improveAction()).toBeNull();
    fireEvent.keyDown(textarea, { key: 'i', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'AI Text Editor' });
    expect(within(dialog).getByText(SCRIPT.slice(0, 25))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // With nothing selected, Ctrl+I says what to do instead.
    textarea.setSelectionRange(3, 3);
    fireEvent.keyDown(textarea, { key: 'i', ctrlKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(notify).toHaveBeenCalledWith({
      type: 'info',
      title: 'Select more than 10 characters of the script first, then press Ctrl+I.',
    });
  });
});

describe('studio: writing a new script', () => {
  it('creates the project, streams the script in and saves it as generated', async () => {
    const written = 'Hook.\n\nAbout beans.\n\nAbout grind size.';
    const { calls } = stubApi({
      'POST /api/projects': () =>
        projectAnswer(makeProject({ topic: 'Home espresso', script: written }), 201),
      'POST /api/script/key-points': () =>
        ok({ points: ['About beans', 'About grind size'], writer: 'offline' }),
      'POST /api/script/generate': () =>
        sseResponse(['Hook.\n\n', 'About beans.\n\n', 'About grind size.'], {
          script: written,
          writer: 'offline',
          usage,
        }),
      'POST /api/script/quality': () => ok({ quality }),
    });
    const router = renderStudio('/app/video-maker');
    expect(screen.getByText(/^Tip: enter a topic/)).toBeTruthy();
    const current = () =>
      screen.getByRole('navigation', { name: 'Your progress' }).querySelector('[aria-current]');
    expect(current()?.textContent).toContain('Script');

    const aiButton = screen.getByRole('button', { name: 'Suggest key points with AI' });
    const generateButton = screen.getByRole('button', { name: 'Generate Script' });
    expect((aiButton as HTMLButtonElement).disabled).toBe(true);
    expect((generateButton as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: 'Topic' }), {
      target: { value: 'Home espresso' },
    });
    fireEvent.click(aiButton);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Key point 2' }) as HTMLInputElement).value).toBe(
        'About grind size',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    await waitFor(() => expect(scriptBox().value).toBe(written));
    expect(calls('POST /api/script/generate')).toEqual([
      {
        topic: 'Home espresso',
        duration: 'medium',
        keyPoints: ['About beans', 'About grind size'],
        contentType: 'lifestyle',
        language: 'english',
      },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe(`?project=${PROJECT_ID}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls('POST /api/projects')).toEqual([
      {
        title: 'Home espresso',
        topic: 'Home espresso',
        contentType: 'lifestyle',
        language: 'english',
        duration: 'medium',
        keyPoints: ['About beans', 'About grind size'],
        script: written,
        voiceOvers: [],
        timeline: null,
        chapters: [],
      },
    ]);
    expect(current()?.textContent).toContain('Voice-over');
    expect(screen.queryByText(/^Tip: enter a topic/)).toBeNull();
    // The quality panel renders at once from the local analysis.
    expect(await screen.findByRole('heading', { name: 'Script quality' })).toBeTruthy();
    expect(screen.getAllByRole('meter')).toHaveLength(9);
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('tells a user whose plan is used up, with a way to the plans', async () => {
    stubApi({
      'POST /api/script/generate': () =>
        fail(402, 'QUOTA_EXCEEDED', 'You have used all 3 scripts of the Free plan this month.'),
    });
    const router = renderStudio('/app/video-maker');
    fireEvent.change(screen.getByRole('textbox', { name: 'Topic' }), {
      target: { value: 'Home espresso' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    await waitFor(() => expect(notify).toHaveBeenCalled());
    const toast = vi.mocked(notify).mock.calls[0]![0];
    expect(toast).toMatchObject({
      type: 'error',
      message: 'You have used all 3 scripts of the Free plan this month.',
    });
    act(() => toast.action?.onClick());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('shows the server message under the action’s title when generation fails', async () => {
    stubApi({
      'POST /api/script/generate': () =>
        new Response(
          'event: delta\ndata: {"text":"Partial"}\n\nevent: error\ndata: {"error":"The AI provider timed out.","code":"AI_TIMEOUT"}\n\n',
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    });
    renderStudio('/app/video-maker');
    fireEvent.change(screen.getByRole('textbox', { name: 'Topic' }), {
      target: { value: 'Home espresso' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Script' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'Script generation failed. Please try again.',
        message: 'The AI provider timed out.',
      }),
    );
    // The half-written text does not stay behind.
    expect(screen.queryByRole('textbox', { name: 'Script' })).toBeNull();
  });
});
