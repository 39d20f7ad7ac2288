import type { PublishPack, Thumbnail } from '@reelwright/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { readPickedTitle } from '../picked-title';
import { PublishPanel } from './publish-panel';

const PACK: PublishPack = {
  titles: [
    { text: 'How to brew pour-over coffee at home', score: 8.5, why: ['Clear', 'Keyword first'] },
    { text: '5 pour-over mistakes', score: 8, why: ['A number'] },
    { text: 'Why is your coffee bitter?', score: 7, why: ['A question'] },
    { text: 'The pour-over secret', score: 6, why: ['Curiosity'] },
    { text: 'Pour-over: the result', score: 5, why: ['Short'] },
  ],
  description: 'Brew better.\n\n00:00 Intro\n00:12 Grind\n00:30 Pour',
  chapters: [
    { title: 'Intro', start: 0 },
    { title: 'Grind', start: 12 },
    { title: 'Pour', start: 30 },
  ],
  tags: ['coffee', 'pour over'],
  hashtags: ['#coffee', '#pourover', '#brewing'],
  chapterSource: 'voice-over',
  writer: 'offline',
};

const THUMBNAIL: Thumbnail = {
  id: 'th-1',
  url: '/api/files/th-1',
  prompt: 'Coffee',
  style: 'vlog',
  provider: 'builtin',
  variation: 1,
  width: 1280,
  height: 720,
  createdAt: '2026-05-01T10:00:00.000Z',
};

const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

function renderPanel(props: Partial<ComponentProps<typeof PublishPanel>> = {}) {
  const loadPack = vi.fn(async () => PACK);
  const thumbnails = {
    list: vi.fn(async () => [THUMBNAIL]),
    image: vi.fn(async () => PNG),
  };
  const view = render(
    <PublishPanel
      open
      onClose={() => {}}
      projectId="project-1"
      userId="user-1"
      video={{ blob: new Blob(['ftyp video'], { type: 'video/mp4' }), format: 'mp4' }}
      captionsSrt={() => '1\n00:00:00,000 --> 00:00:01,000\nHello\n'}
      thumbnails={thumbnails}
      loadPack={loadPack}
      {...props}
    />,
  );
  return { loadPack, thumbnails, view };
}

// The native dialog's content counts as hidden in happy-dom, so every query looks inside it.
const dialog = () => within(screen.getByRole('dialog', { hidden: true }));
const byRole = (role: string, name: string | RegExp) =>
  dialog().getByRole(role, { name, hidden: true });

afterEach(() => vi.unstubAllGlobals());

describe('the Publish panel', () => {
  it("asks for the project's pack and shows the five titles with their scores, best picked", async () => {
    const { loadPack } = renderPanel();
    expect(dialog().getByRole('status', { hidden: true }).textContent).toMatch(
      'Writing your publish pack',
    );
    const best = (await dialog().findByRole('radio', {
      name: PACK.titles[0]!.text,
      hidden: true,
    })) as HTMLInputElement;
    expect(loadPack).toHaveBeenCalledWith({ projectId: 'project-1' }, expect.any(AbortSignal));
    expect(best.checked).toBe(true);
    expect(dialog().getAllByRole('radio', { hidden: true }).slice(0, 5)).toHaveLength(5);
    expect(dialog().getByText('8.5/10')).toBeTruthy();
    expect(best.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(best.getAttribute('aria-describedby')!)!.textContent).toContain(
      'Score 8.5 out of 10. Clear · Keyword first',
    );
  });

  it('keeps a picked title for the thumbnail generator, under this account and project only', async () => {
    renderPanel();
    fireEvent.click(
      await dialog().findByRole('radio', { name: PACK.titles[1]!.text, hidden: true }),
    );
    const title = byRole('textbox', 'Your title') as HTMLInputElement;
    expect(title.value).toBe('5 pour-over mistakes');
    expect(readPickedTitle(localStorage, 'user-1', 'project-1')).toBe('5 pour-over mistakes');
    fireEvent.change(title, { target: { value: '5 pour-over mistakes (and fixes)' } });
    expect(readPickedTitle(localStorage, 'user-1', 'project-1')).toBe(
      '5 pour-over mistakes (and fixes)',
    );
    expect(readPickedTitle(localStorage, 'user-2', 'project-1')).toBeNull();
    expect(dialog().getByText('32 / 100 characters')).toBeTruthy();
  });

  it('counts the description against 5 000 and the tags the way YouTube does', async () => {
    renderPanel();
    const description = (await dialog().findByRole('textbox', {
      name: 'Description',
      hidden: true,
    })) as HTMLTextAreaElement;
    expect(description.maxLength).toBe(5000);
    expect(dialog().getByText(`${PACK.description.length} / 5000 characters`)).toBeTruthy();
    // coffee (6) + , + "pour over" (11)
    expect(dialog().getByText('18 / 500 characters, counted as YouTube counts them')).toBeTruthy();
    fireEvent.change(byRole('textbox', 'Tags (comma separated)'), {
      target: { value: Array.from({ length: 60 }, (_, n) => `tag number ${n}`).join(', ') },
    });
    expect(
      dialog().getByText('YouTube takes at most 500 characters of tags: remove some.'),
    ).toBeTruthy();
  });

  it("says when edited chapters break YouTube's rules", async () => {
    renderPanel();
    const first = (await dialog().findByRole('textbox', {
      name: 'Time of chapter 1',
      hidden: true,
    })) as HTMLInputElement;
    fireEvent.change(first, { target: { value: '00:05' } });
    expect(dialog().getByText('YouTube needs the first chapter at 00:00.')).toBeTruthy();
    fireEvent.change(first, { target: { value: 'soon' } });
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(dialog().getByText("Write chapter 1's time as 00:00 and give it a title.")).toBeTruthy();
    fireEvent.click(byRole('button', 'Remove chapter 1'));
    expect(
      dialog().getAllByRole('textbox', { name: /^Time of chapter/, hidden: true }),
    ).toHaveLength(2);
    expect(dialog().getByText('YouTube needs at least 3 chapters.')).toBeTruthy();
  });

  it('copies a part and says so on its button', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPanel();
    fireEvent.click(await dialog().findByRole('button', { name: 'Copy chapters', hidden: true }));
    await waitFor(() => expect(byRole('button', 'Copied chapters')).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith('00:00 Intro\n00:12 Grind\n00:30 Pour\n');
  });

  it('downloads the kit with the video, the chosen thumbnail, captions and the edited texts', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:kit';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPanel();
    const thumbnail = (await dialog().findByRole('radio', {
      name: 'Thumbnail 1',
      hidden: true,
    })) as HTMLInputElement;
    await waitFor(() => expect(thumbnail.checked).toBe(true));
    await dialog().findByText('thumbnail.png: the thumbnail chosen above');
    fireEvent.change(byRole('textbox', 'Description'), { target: { value: 'My own words.' } });
    fireEvent.click(byRole('button', 'Download the publish kit'));
    await dialog().findByText('The publish kit is downloading.');
    const kit = saved.at(-1)!;
    const files = unzipSync(new Uint8Array(await kit.arrayBuffer()));
    expect(Object.keys(files)).toEqual([
      'video.mp4',
      'thumbnail.png',
      'captions.srt',
      'description.txt',
      'tags.txt',
      'chapters.txt',
    ]);
    expect(strFromU8(files['description.txt']!)).toBe('My own words.\n');
  });

  it('says what the kit goes without: no video exported here, no thumbnail, no captions', async () => {
    renderPanel({
      video: null,
      captionsSrt: () => null,
      thumbnails: { list: async () => [], image: async () => PNG },
    });
    await dialog().findByText(/^No video: none was exported in this tab/);
    await dialog().findByText(/^This project has no thumbnail yet/);
    expect(dialog().getByText(/^No captions.srt: the timeline has no captions/)).toBeTruthy();
  });

  it('shows a failure with the server message and asks again on Try again', async () => {
    const loadPack = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError('There is no script to publish yet.', {
          status: 400,
          code: 'VALIDATION_FAILED',
        }),
      )
      .mockResolvedValueOnce(PACK);
    renderPanel({ loadPack });
    await dialog().findByText('There is no script to publish yet.');
    expect(dialog().getByRole('alert', { hidden: true }).textContent).toContain(
      'The publish pack could not be written.',
    );
    fireEvent.click(byRole('button', 'Try again'));
    await dialog().findByRole('radio', { name: PACK.titles[0]!.text, hidden: true });
    expect(loadPack).toHaveBeenCalledTimes(2);
  });
});
