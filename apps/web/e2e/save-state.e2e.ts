import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInPage as signedInPageOf } from './support/api-session';
import { useBrowser } from './support/browser';
import {
  countOn,
  dropOnTrack,
  itemsOn,
  labelsOn,
  libraryCounts,
  libraryRow,
  seek,
  select,
} from './support/editor-page';
import { solidPng } from './support/media-files';

// The studio header's save line, walked the way issue 22 found it stuck: wait for 'Saved',
// split an item, undo at once.

const session = useBrowser();

const IMAGE = 'still.png';
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-save-e2e-'));
  await writeFile(path.join(folder, IMAGE), solidPng(32, 24, [0, 128, 255]));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

type SavedItem = { id: string; startTime: number; duration: number };

async function api(page: Page, method: string, url: string, body?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await fetch(`${inject('baseURL')}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as { data: { project: SavedProject } };
}

type SavedProject = {
  id: string;
  timeline: { tracks: { id: string; items: SavedItem[] }[] } | null;
};

/** The server's copy of the project's timeline: each track's items as id, start and length. */
async function savedTimeline(page: Page, projectId: string) {
  const { project } = (await api(page, 'GET', `/api/projects/${projectId}`)).data;
  return Object.fromEntries(
    (project.timeline?.tracks ?? []).map((track) => [
      track.id,
      track.items.map(({ id, startTime, duration }) => ({ id, startTime, duration })),
    ]),
  );
}

/** The header's save line ('Saving…', 'Saved', …), or '' when it says nothing. */
const saveLine = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[role="status"]')]
        .map((element) => (element as HTMLElement).innerText.trim())
        .find((text) => /^(Saving…|Saved|Offline|Couldn't save)/.test(text)) ?? '',
  );

describe('saving the project', () => {
  it("ends on 'Saved' with the unsplit timeline on the server when a split is undone at once", async () => {
    const page = await signedInPageOf(() => session.newPage(), 'Sam Saver', 'save-state');
    const created = await api(page, 'POST', '/api/projects', { topic: 'Saving state' });
    const projectId = created.data.project.id;
    await page.goto(`/app/video-maker?project=${projectId}`);

    // An image on Overlay 1, saved.
    await page.getByLabel('Upload files').setInputFiles([path.join(folder, IMAGE)]);
    await expect.poll(() => libraryCounts(page)).toMatchObject({ images: 1 });
    await dropOnTrack(page, await libraryRow(page, 'Images', IMAGE), 'overlay-1', 0);
    await expect.poll(() => countOn(page, 'overlay-1')).toBe(1);
    const itemId = (await itemsOn(page, 'overlay-1').first().getAttribute('data-item-id'))!;
    const unsplit = { id: itemId, startTime: 0, duration: 5000 };
    await expect.poll(() => saveLine(page), { timeout: 15_000 }).toBe('Saved');
    expect((await savedTimeline(page, projectId))['overlay-1']).toEqual([unsplit]);
    const labels = await labelsOn(page, 'overlay-1');

    // Split at 2.5 s, undone at once.
    await seek(page, 2500);
    await select(page, itemsOn(page, 'overlay-1').first());
    await page.keyboard.press('Control+b');
    await page.keyboard.press('Control+z');
    await expect.poll(() => labelsOn(page, 'overlay-1')).toEqual(labels);

    // The header comes back to 'Saved' and stays there past the autosave's quiet time; the
    // server has the timeline as it is on screen.
    await expect.poll(() => saveLine(page), { timeout: 10_000 }).toBe('Saved');
    await page.waitForTimeout(2500);
    expect(await saveLine(page)).toBe('Saved');
    expect((await savedTimeline(page, projectId))['overlay-1']).toEqual([unsplit]);

    // A split kept is saved too, and the line says so.
    await page.keyboard.press('Control+b');
    await expect.poll(() => countOn(page, 'overlay-1')).toBe(2);
    await expect.poll(() => saveLine(page), { timeout: 15_000 }).toBe('Saved');
    await expect
      .poll(async () => (await savedTimeline(page, projectId))['overlay-1']?.length)
      .toBe(2);
  });
});
