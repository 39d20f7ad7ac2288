import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// The studio's video editor as the browser tests drive it: the library, the timeline's tracks
// and items, the ruler and the preview.

export type Track = 'overlay-1' | 'overlay-2' | 'main-video' | 'audio-1' | 'audio-2';
export type LibraryTab = 'Videos' | 'Audio' | 'Images';

export const lane = (page: Page, track: Track) => page.locator(`[data-track-id="${track}"]`);
export const itemsOn = (page: Page, track: Track) => lane(page, track).locator('[data-item-id]');
/** The aria-labels of a track's items, left to right ('name, 0:00.0 to 0:03.0'). */
export const labelsOn = (page: Page, track: Track) =>
  itemsOn(page, track).evaluateAll((items) =>
    items.map((item) => item.getAttribute('aria-label') ?? ''),
  );
/** Every item on the timeline: its id, track and aria-label. */
export const timelineItems = (page: Page) =>
  page.locator('[data-track-id] [data-item-id]').evaluateAll((items) =>
    items.map((item) => ({
      id: item.getAttribute('data-item-id'),
      track: item.closest('[data-track-id]')?.getAttribute('data-track-id'),
      label: item.getAttribute('aria-label'),
    })),
  );
export const countOn = (page: Page, track: Track) => itemsOn(page, track).count();
/** An item's trim slider (beside the item's button, in its box). */
const trimSlider = (item: Locator, edge: 'Trim start' | 'Trim end') =>
  item.locator('..').getByRole('slider', { name: edge });
/** An item's start in ms, from its trim-start slider. */
export const startOf = async (item: Locator) =>
  Number(await trimSlider(item, 'Trim start').getAttribute('aria-valuenow'));
/** An item's end in ms, from its trim-end slider. */
export const endOf = async (item: Locator) =>
  Number(await trimSlider(item, 'Trim end').getAttribute('aria-valuenow'));

export const ruler = (page: Page) => page.getByRole('slider', { name: /Time ruler/ });
export const playhead = async (page: Page) =>
  Number(await ruler(page).getAttribute('aria-valuenow'));

/** The number on a library tab's badge (the tab reads 'Videos 1'). */
async function tabCount(page: Page, tab: LibraryTab) {
  const text = await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).textContent();
  return Number(/(\d+)$/.exec(text ?? '')?.[1] ?? Number.NaN);
}
export const libraryCounts = async (page: Page) => ({
  videos: await tabCount(page, 'Videos'),
  audios: await tabCount(page, 'Audio'),
  images: await tabCount(page, 'Images'),
});

/** A library row (a button named by the file), on its tab. */
export async function libraryRow(page: Page, tab: LibraryTab, name: string) {
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  return page.getByRole('button', { name: new RegExp(`^${name.replace('.', '\\.')}`) });
}

/**
 * The page point over the timeline at `ms` (50 px a second at zoom 100 %) on a track or the ruler.
 * The timeline is scrolled back to its start first: Playwright's own scrolling would slide a
 * wide lane's start under the sticky track labels.
 */
export async function timelinePoint(page: Page, row: Track | 'ruler', ms: number, dy = 0) {
  const target = row === 'ruler' ? ruler(page) : lane(page, row);
  await target.evaluate((element) => {
    element.scrollIntoView({ block: 'nearest' });
    const scroller = element.closest<HTMLElement>('[data-timeline-scroller]')!;
    scroller.scrollLeft = 0;
  });
  const box = (await target.boundingBox())!;
  return { x: box.x + (ms / 1000) * 50, y: box.y + box.height / 2 + dy };
}

/** Drags a library row onto a track, dropping its start at `ms`. */
export async function dropOnTrack(page: Page, row: Locator, track: Track, ms: number) {
  await row.hover();
  await page.mouse.down();
  const point = await timelinePoint(page, track, ms);
  await page.mouse.move(point.x, point.y, { steps: 5 });
  await page.mouse.up();
}

/** Seeks by clicking the ruler. */
export async function seek(page: Page, ms: number) {
  const point = await timelinePoint(page, 'ruler', ms);
  await page.mouse.click(point.x, point.y);
  await expect.poll(() => playhead(page)).toBe(ms);
}

/** Selects an item with a click near its left end (clear of the trim handle and level button). */
export async function select(page: Page, item: Locator) {
  await timelinePoint(page, 'ruler', 0);
  await item.evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  const box = (await item.boundingBox())!;
  await page.mouse.click(box.x + 14, box.y + box.height / 2 + 8);
  await expect.poll(() => item.getAttribute('aria-pressed')).toBe('true');
}

/** Whether a colour is within `tolerance` of the expected one on every channel (VP8 is lossy). */
export const near = (actual: readonly number[], expected: readonly number[], tolerance = 60) =>
  expected.every((value, index) => Math.abs(actual[index]! - value) <= tolerance);

/** Shows one of the selected item's inspectors (the tabs under the toolbar). */
export async function openInspector(
  page: Page,
  name: 'Title' | 'Sound' | 'Picture' | 'Speed' | 'Keyframes' | 'Transition',
) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
}

/** The library's files (id, name) as this account's IndexedDB holds them. */
export function libraryFiles(page: Page) {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((entry) => entry.name ?? '');
    const name = names.find((each) => each.startsWith('reelwright-media-'));
    if (!name) throw new Error('no media library');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      return await new Promise<{ id: string; name: string }[]>((resolve, reject) => {
        const request = db.transaction('files').objectStore('files').getAll();
        request.onsuccess = () =>
          resolve(
            (request.result as { id: string; name: string }[]).map(({ id, name }) => ({
              id,
              name,
            })),
          );
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  });
}
