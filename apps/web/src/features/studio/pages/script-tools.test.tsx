import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
const HOOK = 'Most home espresso is pulled too fast.';
const GRIND = 'Grind fine, like powdered sugar. Too coarse and the shot runs thin and sour.';
const SCRIPT = `${HOOK}\n\n${GRIND}\n\nSubscribe for more coffee tips!`;
const HOOKS = [
  { style: 'question', text: 'Why does your espresso taste sour?' },
  { style: 'story', text: 'My first espresso tasted like lemons.' },
  { style: 'statistic', text: 'Nine in ten home shots run too fast.' },
];
const brief = { topic: 'Home espresso', contentType: 'lifestyle', language: 'english' };

setUpStudioSession();

/** The studio on a saved project with SCRIPT, and `routes` for the AI calls. */
async function openStudio(routes: Parameters<typeof stubApi>[0]) {
  let revision = 1;
  const api = stubApi({
    [GET]: () => projectAnswer(makeProject({ script: SCRIPT })),
    [PUT]: () => projectAnswer(makeProject({ revision: (revision += 1) })),
    'POST /api/script/quality': () => ok({ quality }),
    ...routes,
  });
  renderStudio(`/app/video-maker?project=${PROJECT_ID}`);
  await waitFor(() => expect(scriptBox().value).toBe(SCRIPT));
  return api;
}

describe('studio: try another hook', () => {
  it('shows three hooks side by side, swaps the chosen one in, and Ctrl+Z puts the old one back', async () => {
    const { calls } = await openStudio({
      'POST /api/script/hooks': () => ok({ hooks: HOOKS, writer: 'offline' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try another hook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Try another hook' });
    const cards = within(await within(dialog).findByRole('list', { name: 'Hooks' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => card.textContent)).toEqual([
      'QuestionWhy does your espresso taste sour?Use this hook',
      'StoryMy first espresso tasted like lemons.Use this hook',
      'StatisticNine in ten home shots run too fast.Use this hook',
    ]);
    expect(calls('POST /api/script/hooks')).toEqual([{ ...brief, script: SCRIPT }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this hook: Story' }));
    const swapped = SCRIPT.replace(HOOK, 'My first espresso tasted like lemons.');
    expect(scriptBox().value).toBe(swapped);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(calls(PUT)).toEqual([{ script: swapped, revision: 1, source: 'improve' }]),
    );

    fireEvent.keyDown(scriptBox(), { key: 'z', ctrlKey: true });
    expect(scriptBox().value).toBe(SCRIPT);
  });

  it('says so when no hooks came, and closes with Escape', async () => {
    await openStudio({
      'POST /api/script/hooks': () => fail(503, 'AI_UNAVAILABLE', 'The model is not answering.'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try another hook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Try another hook' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No hooks this time.');
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'Hooks could not be written. Please try again.',
      message: 'The model is not answering.',
    });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(scriptBox().value).toBe(SCRIPT);
  });
});

describe('studio: rewriting one section', () => {
  it('streams the shorter section into its place, leaves the rest, and is one undo step', async () => {
    const shorter = 'Grind fine as sugar.';
    const next = SCRIPT.replace(GRIND, shorter);
    const start = SCRIPT.indexOf(GRIND);
    // The answer arrives event by event, as the test sends them.
    let send: (text: string) => void = () => {};
    let end: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (text) => controller.enqueue(new TextEncoder().encode(text));
        end = () => controller.close();
      },
    });
    const { calls } = await openStudio({
      'POST /api/script/section': () =>
        new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    });
    fireEvent.click(screen.getByRole('button', { name: /^Sections \(3\)$/ }));
    const sections = screen.getByRole('list', { name: 'Sections of the script' });
    expect(
      within(sections)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      '1.Most home espresso is pulled…Hook',
      '2.Grind fine, like powdered sugar',
      '3.Subscribe for more coffee tips!Call to action',
    ]);

    fireEvent.click(
      within(sections).getByRole('button', {
        name: 'Shorter: section 2 (Grind fine, like powdered sugar)',
      }),
    );
    expect(await within(sections).findByRole('status')).toBeTruthy();
    expect(scriptBox().readOnly).toBe(true);
    send(`event: delta\ndata: ${JSON.stringify({ text: 'Grind fine ' })}\n\n`);
    await waitFor(() => expect(scriptBox().value).toBe(SCRIPT.replace(GRIND, 'Grind fine')));
    const done = { section: shorter, script: next, range: { start, end: start + GRIND.length } };
    send(`event: delta\ndata: ${JSON.stringify({ text: 'as sugar.' })}\n\n`);
    send(`event: done\ndata: ${JSON.stringify({ ...done, writer: 'offline' })}\n\n`);
    end();
    await waitFor(() => expect(scriptBox().value).toBe(next));
    expect(scriptBox().readOnly).toBe(false);
    expect(calls('POST /api/script/section')).toEqual([
      { ...brief, script: SCRIPT, sectionIndex: 1, length: 'shorter' },
    ]);
    await waitFor(() =>
      expect(calls(PUT)).toEqual([{ script: next, revision: 1, source: 'improve' }]),
    );
    // The new words are selected, as after any AI change.
    expect(scriptBox().value.slice(scriptBox().selectionStart, scriptBox().selectionEnd)).toBe(
      shorter,
    );

    fireEvent.keyDown(scriptBox(), { key: 'z', ctrlKey: true });
    expect(scriptBox().value).toBe(SCRIPT);
  });

  it('rewrites a section as the creator asks', async () => {
    const { calls } = await openStudio({
      'POST /api/script/section': () =>
        sseResponse([], {
          section: 'Subscribe!',
          script: SCRIPT.replace('Subscribe for more coffee tips!', 'Subscribe!'),
          range: { start: SCRIPT.indexOf('Subscribe'), end: SCRIPT.length },
          writer: 'ai',
        }),
    });
    fireEvent.click(screen.getByRole('button', { name: /^Sections/ }));
    const rewrite = screen.getByRole('button', {
      name: 'Rewrite section 3 (Subscribe for more coffee tips!)',
    });
    fireEvent.click(rewrite);
    expect(rewrite.getAttribute('aria-expanded')).toBe('true');
    const instruction = screen.getByRole('textbox', {
      name: 'How to rewrite section 3 (optional)',
    });
    expect(document.activeElement).toBe(instruction);
    fireEvent.change(instruction, { target: { value: 'Make it punchier' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rewrite section' }));
    await waitFor(() =>
      expect(scriptBox().value).toBe(
        SCRIPT.replace('Subscribe for more coffee tips!', 'Subscribe!'),
      ),
    );
    expect(calls('POST /api/script/section')).toEqual([
      { ...brief, script: SCRIPT, sectionIndex: 2, instruction: 'Make it punchier' },
    ]);
  });
});

describe('studio: outline first', () => {
  it('writes the script from the edited outline, saved as generated', async () => {
    const outline = [
      { kind: 'hook', title: 'Hook', note: '' },
      { kind: 'body', title: 'Grind size', note: 'Fine as sugar' },
      { kind: 'body', title: 'Tamping', note: '' },
    ];
    const written = '## Hook\nSour shots?\n\n## Tamping\nPress level.\n\n## Grind size\nFine.';
    const usage = {
      scriptsGenerated: 1,
      audioGenerated: 0,
      thumbnailsGenerated: 0,
      videosCreated: 0,
    };
    const { calls } = stubApi({
      [GET]: () => projectAnswer(makeProject()),
      [PUT]: () => projectAnswer(makeProject({ revision: 2 })),
      'POST /api/script/quality': () => ok({ quality }),
      'POST /api/script/outline': () => ok({ outline, writer: 'offline' }),
      'POST /api/script/generate': () =>
        sseResponse([written], { script: written, writer: 'offline', usage }),
    });
    renderStudio(`/app/video-maker?project=${PROJECT_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Start from an outline' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make an outline' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Move section 3 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Write the script from this outline' }));

    await waitFor(() => expect(scriptBox().value).toBe(written));
    expect(calls('POST /api/script/outline')).toEqual([{ ...brief, duration: 'medium' }]);
    expect(calls('POST /api/script/generate')).toEqual([
      {
        ...brief,
        duration: 'medium',
        keyPoints: [],
        outline: [outline[0], outline[2], outline[1]],
      },
    ]);
    await waitFor(() =>
      expect(calls(PUT)).toEqual([{ script: written, revision: 1, source: 'generate' }]),
    );
  });
});
