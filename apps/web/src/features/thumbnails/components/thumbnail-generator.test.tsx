import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { stubApi } from '../../../test/stub-api';
import { makeValidToken } from '../../../test/tokens';
import { fail, ok } from '../../../test/users';
import {
  controlledEventStream,
  failedThumbnail,
  generated,
  makeProject,
  makeThumbnail,
  pngResponse,
  PROJECT_ID,
  USAGE,
} from '../test/thumbnail-fixtures';
import { ThumbnailGenerator } from './thumbnail-generator';

const GENERATE = 'POST /api/thumbnails/generate';
const HISTORY = `GET /api/thumbnails?projectId=${PROJECT_ID}`;
const PROJECT = `GET /api/projects/${PROJECT_ID}`;
const imageRoutes = Object.fromEntries(
  [1, 2, 3].map((variation) => [`GET ${makeThumbnail(variation).url}`, () => pngResponse()]),
);

function renderGenerator(props: Partial<ComponentProps<typeof ThumbnailGenerator>> = {}) {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/app',
        element: <ThumbnailGenerator open onClose={onClose} projectId={PROJECT_ID} {...props} />,
      },
      { path: '/settings', element: <p>Settings page</p> },
      { path: '/pricing', element: <p>Plans page</p> },
    ],
    { initialEntries: ['/app'] },
  );
  render(<RouterProvider router={router} />);
  return { onClose, router };
}

// The native dialog's content counts as hidden in happy-dom, so every query looks inside it.
const dialog = () => within(screen.getByRole('dialog', { hidden: true }));
const byRole = (role: string, name: string | RegExp) =>
  dialog().getByRole(role, { name, hidden: true });
const promptBox = () => byRole('textbox', 'Describe your thumbnail idea') as HTMLTextAreaElement;
const sendButton = () => byRole('button', 'Generate thumbnails') as HTMLButtonElement;
const radio = (number: number) => byRole('radio', `Thumbnail #${number}`) as HTMLInputElement;
const progressbar = () => dialog().queryByRole('progressbar', { hidden: true });
const statusLine = () => dialog().getByRole('status', { hidden: true }).textContent;
const footer = (text: string) => dialog().getByText(text);

function typeAndSend(text = 'Cold brew at home') {
  fireEvent.change(promptBox(), { target: { value: text } });
  fireEvent.keyDown(promptBox(), { key: 'Enter' });
}

/** Object URLs as plain names, remembering each Blob (happy-dom makes none of its own). */
let blobs: Map<string, Blob>;

beforeEach(() => {
  localStorage.setItem('authToken', makeValidToken());
  vi.useFakeTimers({ shouldAdvanceTime: true });
  blobs = new Map();
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test-${(next += 1)}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('thumbnail generator: the chat box', () => {
  it('starts empty, asks for an idea, and sends only a non-blank idea', async () => {
    const { calls } = stubApi({ [HISTORY]: () => ok({ thumbnails: [] }) });
    renderGenerator();
    expect(dialog().getByText('Ready to create amazing thumbnails')).toBeTruthy();
    expect(footer('Describe your idea in the chat to generate thumbnails')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(promptBox(), { target: { value: '   ' } });
    fireEvent.keyDown(promptBox(), { key: 'Enter' });
    expect(sendButton().disabled).toBe(true);
    await waitFor(() => expect(calls(HISTORY)).toHaveLength(1));
    expect(calls(GENERATE)).toEqual([]);
    expect((byRole('combobox', 'Style') as HTMLSelectElement).value).toBe('vlog');
  });

  it("starts from the project's title and its hook's first line; typing replaces it", async () => {
    const stream = controlledEventStream();
    const { calls } = stubApi({
      [HISTORY]: () => ok({ thumbnails: [] }),
      [PROJECT]: () => ok({ project: makeProject() }),
      [GENERATE]: () => stream.response,
    });
    renderGenerator();
    await waitFor(() =>
      expect(promptBox().value).toBe('Pour-over basics\nMost home coffee is brewed too hot.'),
    );
    expect(sendButton().disabled).toBe(false);
    fireEvent.keyDown(promptBox(), { key: 'Enter' });
    await waitFor(() => expect(calls(GENERATE)).toHaveLength(1));
    expect(calls(GENERATE)[0]).toMatchObject({
      description: 'Pour-over basics\nMost home coffee is brewed too hot.',
    });
  });

  it('keeps what the creator typed, and an idea the opener passed, over the project', async () => {
    const { calls } = stubApi({
      [HISTORY]: () => ok({ thumbnails: [] }),
      [PROJECT]: () => ok({ project: makeProject({ title: 'Untitled project', script: '' }) }),
    });
    renderGenerator();
    await waitFor(() => expect(promptBox().value).toBe('How to brew pour-over coffee at home'));
    fireEvent.change(promptBox(), { target: { value: '' } });
    expect(promptBox().value).toBe('');
    cleanup();

    renderGenerator({ initialDescription: 'Latte art in one minute' });
    expect(promptBox().value).toBe('Latte art in one minute');
    await waitFor(() => expect(calls(HISTORY)).toHaveLength(2));
    expect(calls(PROJECT)).toHaveLength(1);
  });

  it('adds a line on Shift+Enter and sends on Enter', async () => {
    const stream = controlledEventStream();
    const { calls } = stubApi({
      [HISTORY]: () => ok({ thumbnails: [] }),
      [GENERATE]: () => stream.response,
    });
    renderGenerator();
    fireEvent.change(promptBox(), { target: { value: 'Cold brew' } });
    const shiftEnter = fireEvent.keyDown(promptBox(), { key: 'Enter', shiftKey: true });
    expect(shiftEnter).toBe(true); // not prevented: the browser adds the line
    expect(calls(GENERATE)).toEqual([]);

    const enter = fireEvent.keyDown(promptBox(), { key: 'Enter' });
    expect(enter).toBe(false);
    await waitFor(() => expect(calls(GENERATE)).toHaveLength(1));
    expect(calls(GENERATE)[0]).toEqual({
      description: 'Cold brew',
      style: 'vlog',
      objectImages: [],
      count: 3,
      projectId: PROJECT_ID,
    });
    expect(sendButton().disabled).toBe(true);
    // Enter again while generating sends nothing more.
    fireEvent.keyDown(promptBox(), { key: 'Enter' });
    expect(calls(GENERATE)).toHaveLength(1);
  });

  it('fills the box from a quick example, and sends the style and headline chosen', async () => {
    const stream = controlledEventStream();
    const { calls } = stubApi({
      [HISTORY]: () => ok({ thumbnails: [] }),
      [GENERATE]: () => stream.response,
    });
    renderGenerator();
    fireEvent.click(byRole('button', 'Cooking tutorial'));
    expect(promptBox().value).toMatch(/^Homemade pizza tutorial/);
    fireEvent.change(byRole('combobox', 'Style'), { target: { value: 'food' } });
    fireEvent.change(byRole('textbox', 'Headline (optional)'), { target: { value: ' PIZZA! ' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(calls(GENERATE)).toHaveLength(1));
    expect(calls(GENERATE)[0]).toMatchObject({ style: 'food', text: 'PIZZA!' });
  });

  it('starts the headline from the title picked for publishing, and sends it', async () => {
    const stream = controlledEventStream();
    const { calls } = stubApi({
      [HISTORY]: () => ok({ thumbnails: [] }),
      [GENERATE]: () => stream.response,
    });
    renderGenerator({ suggestedHeadline: '5 pour-over mistakes' });
    const headline = byRole('textbox', 'Headline (optional)') as HTMLInputElement;
    expect(headline.value).toBe('5 pour-over mistakes');
    fireEvent.change(promptBox(), { target: { value: 'Pour-over at home' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(calls(GENERATE)).toHaveLength(1));
    expect(calls(GENERATE)[0]).toMatchObject({ text: '5 pour-over mistakes' });
  });
});

describe('thumbnail generator: generating', () => {
  it('drives the progress by the stream and fills the slots in order', async () => {
    const stream = controlledEventStream();
    const onUsageChange = vi.fn();
    stubApi({
      [HISTORY]: () => ok({ thumbnails: [] }),
      [GENERATE]: () => stream.response,
      ...imageRoutes,
    });
    renderGenerator({ onUsageChange });
    typeAndSend();

    await waitFor(() => expect(progressbar()?.getAttribute('aria-valuenow')).toBe('20'));
    expect(statusLine()).toBe('Connecting…');
    expect(dialog().getAllByText('Generating…')).toHaveLength(3);
    expect([1, 2, 3].map((number) => radio(number).disabled)).toEqual([true, true, true]);

    await act(async () => stream.send('progress', { stage: 'connecting', done: 0, total: 3 }));
    await act(async () => stream.send('progress', { stage: 'processing', done: 0, total: 3 }));
    await waitFor(() => expect(progressbar()?.getAttribute('aria-valuenow')).toBe('60'));
    expect(statusLine()).toBe('Generating thumbnails…');

    for (const done of [1, 2, 3]) {
      await act(async () =>
        stream.send('progress', {
          stage: 'thumbnail',
          done,
          total: 3,
          thumbnail: makeThumbnail(done),
        }),
      );
      await waitFor(() => expect(statusLine()).toBe(`Thumbnail ${done} of 3 ready`));
      expect(progressbar()?.getAttribute('aria-valuenow')).toBe(
        String(Math.min(99, 80 + 7 * done)),
      );
      expect(radio(done).disabled).toBe(false);
      if (done < 3) expect(radio(done + 1).disabled).toBe(true);
    }
    expect(footer('Choose a thumbnail above to download')).toBeTruthy();

    await act(async () => {
      stream.send('done', generated([1, 2, 3].map((variation) => makeThumbnail(variation))));
      stream.close();
    });
    await waitFor(() => expect(statusLine()).toBe('Complete!'));
    expect(progressbar()?.getAttribute('aria-valuenow')).toBe('100');
    expect(onUsageChange).toHaveBeenCalledWith(USAGE);
    expect(sendButton().disabled).toBe(true);

    await act(async () => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(progressbar()).toBeNull());
    expect(sendButton().disabled).toBe(false);
    // The images are shown from object URLs of the fetched PNGs.
    const images = [...screen.getByRole('dialog', { hidden: true }).querySelectorAll('li img')];
    expect(images).toHaveLength(3);
    for (const image of images) expect(image.getAttribute('src')).toMatch(/^blob:test-/);
  });

  it('shows a failed variation as Generation Failed, not selectable', async () => {
    stubApi({
      [HISTORY]: () => ok({ thumbnails: [] }),
      [GENERATE]: () => {
        const stream = controlledEventStream();
        stream.send('done', generated([makeThumbnail(1), failedThumbnail(2), makeThumbnail(3)]));
        stream.close();
        return stream.response;
      },
      ...imageRoutes,
    });
    renderGenerator();
    typeAndSend();
    await waitFor(() => expect(statusLine()).toBe('Complete!'));
    expect(dialog().getByText('Generation Failed')).toBeTruthy();
    expect(radio(2).disabled).toBe(true);
    fireEvent.click(radio(2));
    expect(radio(2).checked).toBe(false);
    expect(footer('Choose a thumbnail above to download')).toBeTruthy();
    expect((byRole('button', 'Download Selected') as HTMLButtonElement).disabled).toBe(true);
  });

  it("fails every slot and says 'Error: …' with the server's message", async () => {
    const stream = controlledEventStream();
    stubApi({ [HISTORY]: () => ok({ thumbnails: [] }), [GENERATE]: () => stream.response });
    renderGenerator();
    typeAndSend();
    await act(async () => stream.send('progress', { stage: 'processing', done: 0, total: 3 }));
    await act(async () => {
      stream.send('error', {
        error: 'Invalid API key. Please check your Gemini API key.',
        code: 'THUMBNAIL_FAILED',
      });
      stream.close();
    });
    const alert = await dialog().findByRole('alert', { hidden: true });
    expect(alert.textContent).toBe('Error: Invalid API key. Please check your Gemini API key.');
    expect(dialog().getAllByText('Generation Failed')).toHaveLength(3);
    expect(progressbar()).toBeNull();
    expect(sendButton().disabled).toBe(false);
  });

  it('links to Settings when a key is required, and to the plans when the quota is used', async () => {
    let answer = () => fail(400, 'API_KEY_REQUIRED', 'Gemini API key is required');
    stubApi({ [HISTORY]: () => ok({ thumbnails: [] }), [GENERATE]: () => answer() });
    const { router } = renderGenerator();
    typeAndSend();
    const alert = await dialog().findByRole('alert', { hidden: true });
    expect(alert.textContent).toContain('Error: Gemini API key is required');
    expect(within(alert).getByRole('link', { hidden: true }).getAttribute('href')).toBe(
      '/settings',
    );

    answer = () =>
      fail(402, 'QUOTA_EXCEEDED', 'You have used your 5 thumbnails this month on the Free plan.');
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(dialog().getByRole('alert', { hidden: true }).textContent).toContain(
        'Error: You have used your 5 thumbnails this month on the Free plan.',
      ),
    );
    const plans = within(dialog().getByRole('alert', { hidden: true })).getByRole('link', {
      name: 'See plans',
      hidden: true,
    });
    fireEvent.click(plans);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });
});

describe('thumbnail generator: choosing, downloading and saving', () => {
  async function generateThree(props: Partial<ComponentProps<typeof ThumbnailGenerator>> = {}) {
    const api = stubApi({
      [HISTORY]: () => ok({ thumbnails: [] }),
      [GENERATE]: () => {
        const stream = controlledEventStream();
        stream.send('done', generated([1, 2, 3].map((variation) => makeThumbnail(variation))));
        stream.close();
        return stream.response;
      },
      ...imageRoutes,
    });
    const view = renderGenerator(props);
    typeAndSend();
    await waitFor(() => expect(radio(3).disabled).toBe(false));
    return { ...api, ...view };
  }

  it('names the chosen thumbnail and downloads its PNG as thumbnail-N.png', async () => {
    const clicks: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ download: this.download, href: this.href });
    });
    const { fetchMock } = await generateThree();
    fireEvent.click(radio(2));
    expect(radio(2).checked).toBe(true);
    expect(footer('Thumbnail #2 selected')).toBeTruthy();
    fireEvent.click(radio(3));
    expect(radio(2).checked).toBe(false);
    expect(footer('Thumbnail #3 selected')).toBeTruthy();
    fireEvent.click(radio(2));

    fireEvent.click(byRole('button', 'Download Selected'));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe('thumbnail-2.png');
    const blob = blobs.get(clicks[0]!.href)!;
    expect(blob.type).toBe('image/png');
    const header = new DataView(await blob.arrayBuffer());
    expect([header.getUint32(16), header.getUint32(20)]).toEqual([1280, 720]);
    // The image shown was fetched once with the token and reused for the download.
    const imageCalls = fetchMock.mock.calls.filter(
      ([input]) => String(input) === makeThumbnail(2).url,
    );
    expect(imageCalls).toHaveLength(1);
    expect(new Headers(imageCalls[0]![1]?.headers).get('authorization')).toMatch(/^Bearer /);
  });

  it("selects a thumbnail by its 'Thumbnail #N' caption too", async () => {
    await generateThree();
    fireEvent.click(dialog().getByText('Thumbnail #3', { selector: 'label' }));
    expect(radio(3).checked).toBe(true);
    expect(footer('Thumbnail #3 selected')).toBeTruthy();
  });

  it('saves the chosen PNG to the library, saying so', async () => {
    let finish: () => void = () => {};
    const onSaveToLibrary = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await generateThree({ onSaveToLibrary });
    const save = () => byRole('button', /Save to library|Saving…|Saved to library/);
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(radio(1));
    fireEvent.click(save());
    await waitFor(() => expect(save().textContent).toBe('Saving…'));
    expect(onSaveToLibrary).toHaveBeenCalledOnce();
    const file = (onSaveToLibrary.mock.calls[0] as unknown as [File])[0];
    expect([file.name, file.type]).toEqual(['thumbnail-1.png', 'image/png']);
    await act(async () => finish());
    await waitFor(() => expect(save().textContent).toBe('Saved to library'));
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(radio(3));
    expect(save().textContent).toBe('Save to library');
  });

  it('has no Save to library without somewhere to save', async () => {
    await generateThree();
    expect(dialog().queryByRole('button', { name: 'Save to library', hidden: true })).toBeNull();
  });
});

describe('thumbnail generator: history and images', () => {
  it("lists the project's earlier thumbnails, newest first, and selects one", async () => {
    const earlier = [
      makeThumbnail(2, { id: 'old-2', url: '/api/files/old-2', prompt: 'Latte art' }),
      makeThumbnail(1, { id: 'old-1', url: '/api/files/old-1', prompt: 'Espresso' }),
    ];
    stubApi({
      [HISTORY]: () => ok({ thumbnails: earlier }),
      'GET /api/files/old-2': () => pngResponse(),
      'GET /api/files/old-1': () => pngResponse(),
    });
    renderGenerator();
    const strip = await dialog().findByRole('group', { name: 'Earlier thumbnails', hidden: true });
    const items = within(strip).getAllByRole('radio', { hidden: true });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Thumbnail #2: Latte art',
      'Thumbnail #1: Espresso',
    ]);
    expect(footer('Choose a thumbnail above to download')).toBeTruthy();
    fireEvent.click(items[0]!);
    expect(footer('Thumbnail #2 selected')).toBeTruthy();
    expect((byRole('button', 'Download Selected') as HTMLButtonElement).disabled).toBe(false);
  });

  it("asks for the user's recent thumbnails without a project", async () => {
    const { calls } = stubApi({ 'GET /api/thumbnails': () => ok({ thumbnails: [] }) });
    renderGenerator({ projectId: undefined });
    await waitFor(() => expect(calls('GET /api/thumbnails')).toHaveLength(1));
  });

  it('checks picked images, shows them with a remove button and sends them as data URLs', async () => {
    const stream = controlledEventStream();
    const { calls } = stubApi({
      [HISTORY]: () => ok({ thumbnails: [] }),
      [GENERATE]: () => stream.response,
    });
    renderGenerator();
    const reference = dialog().getByLabelText('Add a reference image') as HTMLInputElement;
    const gif = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' });
    fireEvent.change(reference, { target: { files: [gif] } });
    expect(dialog().getByRole('alert', { hidden: true }).textContent).toBe(
      'cat.gif is not a PNG, JPEG or WebP image.',
    );
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', {
      type: 'image/png',
    });
    fireEvent.change(reference, { target: { files: [big] } });
    expect(dialog().getByRole('alert', { hidden: true }).textContent).toBe(
      'huge.png is larger than 10 MB.',
    );

    const png = new File(['png bytes'], 'room.png', { type: 'image/png' });
    fireEvent.change(reference, { target: { files: [png] } });
    expect(dialog().queryByRole('alert', { hidden: true })).toBeNull();
    expect(byRole('img', 'room.png')).toBeTruthy();
    const objects = dialog().getByLabelText('Add object images') as HTMLInputElement;
    const mug = new File(['jpeg bytes'], 'mug.jpg', { type: 'image/jpeg' });
    const cup = new File(['webp bytes'], 'cup.webp', { type: 'image/webp' });
    fireEvent.change(objects, { target: { files: [mug, cup] } });
    fireEvent.click(byRole('button', 'Remove cup.webp'));
    expect(dialog().queryByRole('img', { name: 'cup.webp', hidden: true })).toBeNull();

    typeAndSend('Coffee corner');
    await waitFor(() => expect(calls(GENERATE)).toHaveLength(1));
    expect(calls(GENERATE)[0]).toMatchObject({
      referenceImage: { name: 'room.png', url: `data:image/png;base64,${btoa('png bytes')}` },
      objectImages: [{ name: 'mug.jpg', url: `data:image/jpeg;base64,${btoa('jpeg bytes')}` }],
    });
  });

  it('closes from the footer and the header', async () => {
    stubApi({ [HISTORY]: () => ok({ thumbnails: [] }) });
    const { onClose } = renderGenerator();
    const closers = dialog().getAllByRole('button', {
      name: /^Close( the thumbnail generator)?$/,
      hidden: true,
    });
    expect(
      closers.map((closer) => closer.getAttribute('aria-label') ?? closer.textContent),
    ).toEqual(['Close the thumbnail generator', 'Close']);
    for (const closer of closers) fireEvent.click(closer);
    expect(onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(dialog().queryByText('Loading earlier thumbnails…')).toBeNull());
  });
});
