import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import '../../../lib/i18n';
import { fail, ok } from '../../../test/users';
import { quality, renderStudio, setUpStudioSession } from '../test/render-studio';
import { makeProject, PROJECT_ID, projectAnswer, stubApi } from '../test/studio-fixtures';
import {
  controlledEventStream,
  fileUrlOf,
  makeGeneratedAudio,
  MP3_BASE64,
  VOICES,
  voiceOverStream,
} from '../test/voice-fixtures';

vi.mock('../../../components/ui/toast', () => ({ notify: vi.fn() }));

const GET = `GET /api/projects/${PROJECT_ID}`;
const PUT = `PUT /api/projects/${PROJECT_ID}`;
const VOICES_CALL = 'GET /api/audio/voices';
const GENERATE = 'POST /api/audio/generate';
const SCRIPT = 'Espresso starts with the beans.\n\nThen the grind.\n\nThen the shot.';

const studioRoutes = (
  extra: Record<string, (init?: RequestInit) => Response | Promise<Response>>,
) =>
  stubApi({
    [GET]: () => projectAnswer(makeProject({ script: SCRIPT })),
    [PUT]: () => projectAnswer(makeProject({ revision: 2, script: SCRIPT })),
    'POST /api/script/quality': () => ok({ quality }),
    [VOICES_CALL]: () => ok({ voices: VOICES }),
    ...extra,
  });

const openStudio = (props: Parameters<typeof renderStudio>[1] = {}) =>
  renderStudio(`/app/video-maker?project=${PROJECT_ID}`, props);
const voiceSelect = () => screen.findByRole('combobox', { name: 'Voice' });
const generateButton = () => screen.getByRole('button', { name: 'Generate voice-over' });
const player = () => screen.getByRole('region', { name: 'Your voice-over' });
const audioElement = () => player().querySelector('audio')!;

let play: ReturnType<typeof vi.fn>;

setUpStudioSession();
beforeEach(() => {
  play = vi.fn(() => Promise.resolve());
  HTMLMediaElement.prototype.play = play as unknown as HTMLMediaElement['play'];
});

describe('voice-over: the voice list', () => {
  it('says it is loading, then lists voices by language with paid ones disabled', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = studioRoutes({
      [VOICES_CALL]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    openStudio();
    expect(await screen.findByText('Loading voices...')).toBeTruthy();
    expect((generateButton() as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(calls(VOICES_CALL)).toHaveLength(1));

    await act(async () => answer(ok({ voices: VOICES })));
    const select = (await voiceSelect()) as HTMLSelectElement;
    // The script is English, so an English voice is chosen and English is listed first.
    expect(select.value).toBe('builtin:en-us+f3');
    const groups = [...select.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual(['English', 'Russian']);
    const rachel = within(select).getByRole('option', { name: 'Rachel — Boost / Pro' });
    expect((rachel as HTMLOptionElement).disabled).toBe(true);
    expect((generateButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks to refresh when the list fails', async () => {
    studioRoutes({ [VOICES_CALL]: () => fail(502, 'TTS_FAILED', 'No voices.') });
    openStudio();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load voices. Please refresh the page.',
    );
    expect((generateButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks to refresh when the list is empty', async () => {
    studioRoutes({ [VOICES_CALL]: () => ok({ voices: [] }) });
    openStudio();
    expect(await screen.findByText('Failed to load voices. Please refresh the page.')).toBeTruthy();
  });
});

describe('voice-over: generating', () => {
  it('sends the chosen voice and speed, and shows Part n of N as the chunks are spoken', async () => {
    const stream = controlledEventStream();
    const { calls } = studioRoutes({ [GENERATE]: () => stream.response });
    openStudio();
    const select = await voiceSelect();
    fireEvent.change(select, { target: { value: 'builtin:ru+m1' } });
    const speed = screen.getByRole('slider', { name: 'Speech speed' }) as HTMLInputElement;
    expect(speed.value).toBe('1');
    fireEvent.change(speed, { target: { value: '1.5' } });
    expect(speed.getAttribute('aria-valuetext')).toBe('1.5×');

    fireEvent.click(generateButton());
    const progress = await screen.findByRole('progressbar', { name: 'Generating the voice-over…' });
    // Indeterminate until the first chunk is done.
    expect(progress.getAttribute('aria-valuenow')).toBeNull();
    expect(calls(GENERATE)).toEqual([{ text: SCRIPT, voiceId: 'builtin:ru+m1', speed: 1.5 }]);

    await act(async () => stream.send('progress', { done: 1, total: 3 }));
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('1'));
    expect(progress.getAttribute('aria-valuemax')).toBe('3');
    expect(progress.getAttribute('aria-valuetext')).toBe('Part 1 of 3');
    expect(screen.getByText('Part 1 of 3')).toBeTruthy();

    await act(async () => stream.send('progress', { done: 2, total: 3 }));
    await waitFor(() => expect(screen.getByText('Part 2 of 3')).toBeTruthy());

    await act(async () => {
      stream.send('done', makeGeneratedAudio(3));
      stream.close();
    });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(within(player()).getByRole('button', { name: 'Download MP3 (1.3 MB)' })).toBeTruthy();
    expect(within(player()).getByText('Duration 1:35')).toBeTruthy();
  });

  it('steps through the parts and goes on to the next part when one ends', async () => {
    studioRoutes({ [GENERATE]: () => voiceOverStream(makeGeneratedAudio(3)) });
    openStudio();
    await voiceSelect();
    fireEvent.click(generateButton());
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Your voice-over' })).toBeTruthy(),
    );
    await waitFor(() => expect(audioElement().getAttribute('src')).toMatch(/^blob:/));

    // The full version plays first; parts on request.
    expect(within(player()).queryByText(/^Part \d of 3$/)).toBeNull();
    fireEvent.click(within(player()).getByRole('button', { name: 'By parts (3)' }));
    expect(within(player()).getByText('Part 1 of 3')).toBeTruthy();
    const previous = within(player()).getByRole('button', { name: 'Previous part' });
    const next = within(player()).getByRole('button', { name: 'Next part' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(audioElement().getAttribute('src')).toMatch(/^blob:/));
    const firstSrc = audioElement().getAttribute('src');

    fireEvent.click(next);
    expect(within(player()).getByText('Part 2 of 3')).toBeTruthy();
    await waitFor(() => expect(audioElement().getAttribute('src')).not.toBe(firstSrc));
    fireEvent.click(previous);
    expect(within(player()).getByText('Part 1 of 3')).toBeTruthy();
    await waitFor(() => expect(audioElement().getAttribute('src')).toMatch(/^blob:/));

    // A part that ends hands over to the next one, which starts playing by itself.
    play.mockClear();
    fireEvent(audioElement(), new Event('ended'));
    expect(within(player()).getByText('Part 2 of 3')).toBeTruthy();
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    fireEvent(audioElement(), new Event('ended'));
    expect(within(player()).getByText('Part 3 of 3')).toBeTruthy();
    expect((next as HTMLButtonElement).disabled).toBe(true);
    // The last part ending stays there.
    fireEvent(audioElement(), new Event('ended'));
    expect(within(player()).getByText('Part 3 of 3')).toBeTruthy();
  });

  it('adds the voice-over to the project, saved at once, lists it and has it placed', async () => {
    let saved: unknown;
    const placeVoiceOver = vi.fn();
    const { calls } = studioRoutes({
      [GENERATE]: () => voiceOverStream(makeGeneratedAudio(1, SCRIPT.length)),
      [PUT]: (init) => {
        saved = JSON.parse(String(init?.body));
        return projectAnswer(makeProject({ revision: 2, script: SCRIPT }));
      },
    });
    openStudio({ placeVoiceOver });
    await voiceSelect();
    fireEvent.click(generateButton());
    const add = await screen.findByRole('button', { name: 'Add to editor' });
    expect(within(player()).queryByRole('button', { name: 'By parts (1)' })).toBeNull();
    fireEvent.click(add);
    // The route puts it on the editor's timeline (the editor says where, with Undo).
    expect(placeVoiceOver).toHaveBeenCalledTimes(1);
    expect(placeVoiceOver.mock.calls[0]![0]).toMatchObject({ url: fileUrlOf(0) });
    expect(
      await within(player()).findByText(
        "Saved to your project — it will appear in the editor's Audio tab.",
      ),
    ).toBeTruthy();
    await waitFor(() => expect(calls(PUT)).toHaveLength(1));
    expect(saved).toEqual({
      voiceOvers: [
        {
          id: fileUrlOf(0).split('/').at(-1),
          voiceId: 'builtin:en-us+f3',
          url: fileUrlOf(0),
          characters: SCRIPT.length,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string,
        },
      ],
      revision: 1,
      source: 'autosave',
    });
    expect(within(player()).queryByRole('button', { name: 'Add to editor' })).toBeNull();
    expect(within(player()).getByText('In this project (1)')).toBeTruthy();
  });

  it('plays a voice-over kept in the project, fetched with the token', async () => {
    const ref = {
      id: 'kept',
      voiceId: 'builtin:en-us+f3',
      url: fileUrlOf(3),
      characters: 1234,
      createdAt: '2025-03-01T10:00:00.000Z',
    };
    const { fetchMock } = studioRoutes({
      [GET]: () => projectAnswer(makeProject({ script: SCRIPT, voiceOvers: [ref] })),
      [`GET ${fileUrlOf(3)}`]: () =>
        new Response(atob(MP3_BASE64), { headers: { 'content-type': 'audio/mpeg' } }),
    });
    openStudio();
    await voiceSelect();
    const card = screen.getByRole('region', { name: 'Your voice-over' });
    expect(within(card).getByText('Ava · 1,234 characters')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: /^Play the voice-over of / }));
    await waitFor(() => expect(audioElement().getAttribute('src')).toMatch(/^blob:/));
    const fileCall = fetchMock.mock.calls.find(([input]) => String(input) === fileUrlOf(3));
    expect(new Headers(fileCall?.[1]?.headers).get('authorization')).toMatch(/^Bearer /);
    expect(within(card).getByRole('button', { name: /^Download MP3/ })).toBeTruthy();
    expect(
      within(card).getByText("Saved to your project — it will appear in the editor's Audio tab."),
    ).toBeTruthy();
  });

  it('previews a voice with a short sample, made once per voice', async () => {
    const { calls } = studioRoutes({
      [GENERATE]: () => voiceOverStream(makeGeneratedAudio(1, 57)),
    });
    openStudio();
    await voiceSelect();
    const preview = screen.getByRole('button', { name: 'Preview the voice Ava' });
    fireEvent.click(preview);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    const [sample] = calls(GENERATE) as { text: string; speed: number }[];
    expect(sample?.speed).toBe(1);
    expect(sample?.text.length).toBeLessThanOrEqual(60);

    const stop = await screen.findByRole('button', { name: 'Stop preview' });
    fireEvent.click(stop);
    fireEvent.click(screen.getByRole('button', { name: 'Preview the voice Ava' }));
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    expect(calls(GENERATE)).toHaveLength(1);
  });
});

describe('voice-over: failures', () => {
  it.each([
    [
      408,
      'TTS_TIMEOUT',
      "The server couldn't process the text in time. Please shorten the text and try again.",
    ],
    [429, 'RATE_LIMITED', 'Request limit exceeded. Please wait a little and try again.'],
  ])('%i tells the user what to do', async (status, code, text) => {
    studioRoutes({ [GENERATE]: () => fail(status, code, 'Server words.') });
    openStudio();
    await voiceSelect();
    fireEvent.click(generateButton());
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', title: text }));
    expect((generateButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('402 shows the server’s message with a way to the plans', async () => {
    studioRoutes({
      [GENERATE]: () =>
        fail(402, 'QUOTA_EXCEEDED', 'You have used your 10,000 audio characters this month.'),
    });
    const router = openStudio();
    await voiceSelect();
    fireEvent.click(generateButton());
    await waitFor(() => expect(notify).toHaveBeenCalled());
    const toast = vi.mocked(notify).mock.calls[0]![0];
    expect(toast).toMatchObject({
      type: 'error',
      title: 'Plan limit reached',
      message: 'You have used your 10,000 audio characters this month.',
      action: { label: 'See plans' },
    });
    act(() => toast.action!.onClick());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('a failure after the first chunk maps by its code', async () => {
    const stream = controlledEventStream();
    studioRoutes({ [GENERATE]: () => stream.response });
    openStudio();
    await voiceSelect();
    fireEvent.click(generateButton());
    await screen.findByRole('progressbar');
    await act(async () => {
      stream.send('progress', { done: 1, total: 2 });
      stream.send('error', { error: 'Too slow.', code: 'TTS_TIMEOUT' });
      stream.close();
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        title:
          "The server couldn't process the text in time. Please shorten the text and try again.",
      }),
    );
  });
});
