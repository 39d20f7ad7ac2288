import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage as signedInPageOf } from './support/api-session';
import { useBrowser } from './support/browser';
import {
  dropOnTrack,
  itemsOn,
  lane,
  libraryCounts,
  libraryRow,
  select,
} from './support/editor-page';
import { solidPng } from './support/media-files';

// The site's frame on a laptop and a phone: the studio as a full-height workspace, the landing
// page's sections behind a menu button on phones, the timeline's header whole.

const session = useBrowser();

const signedInPage = (name: string) => signedInPageOf(() => session.newPage(), name, 'layout');

const TIMELINE_HINT =
  'Drag media here from the library, or double-click a track to add the selected file.';

/** An element's box on screen, in CSS pixels. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element is on the page').not.toBeNull();
  return box!;
}

/** Whether the element's text is cut: its content is wider or taller than its box. */
const isCut = (locator: Locator) =>
  locator.evaluate(
    (element) =>
      element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
  );

async function openStudio(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.goto('/app/video-maker');
  await page.getByRole('heading', { name: 'Timeline Pro' }).waitFor();
}

describe('layout', () => {
  it('shows the studio at 1440×900 as a full-height workspace: no footer, the timeline hint whole', async () => {
    const page = await signedInPage('Lena Hollis');
    await openStudio(page, 1440, 900);

    expect(await page.getByRole('contentinfo').count()).toBe(0);
    // The page itself does not scroll: the workspace is the window.
    const { scrollHeight, innerHeight } = await page.evaluate(() => ({
      scrollHeight: document.documentElement.scrollHeight,
      innerHeight: window.innerHeight,
    }));
    expect(scrollHeight).toBeLessThanOrEqual(innerHeight);

    const hint = page.getByText(TIMELINE_HINT);
    const box = await boxOf(hint);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    // Nor is it cut inside the timeline: the whole line shows within the panel.
    expect(await isCut(hint)).toBe(false);
    const panel = await boxOf(page.getByRole('region', { name: 'Timeline Pro' }));
    expect(box.y + box.height).toBeLessThanOrEqual(panel.y + panel.height + 0.5);
    // The five tracks are all in view too.
    for (const track of ['overlay-1', 'overlay-2', 'main-video', 'audio-1', 'audio-2']) {
      const lane = await boxOf(page.locator(`[data-track-id="${track}"]`));
      expect(lane.y + lane.height, track).toBeLessThanOrEqual(900);
    }

    // Elsewhere the site keeps its footer.
    await page.goto('/app');
    await page.getByRole('contentinfo').waitFor();
  });

  it('gives phones a menu button for Features, Pricing and Reviews, used by keyboard', async () => {
    const page = await session.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Menu' });
    const sections = header.getByRole('navigation', { name: 'Page sections' });
    expect(await sections.isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    const panelId = await menu.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();

    // Tab to the button from the top of the page (after the skip link, logo and header links).
    await page.keyboard.press('Tab');
    for (let presses = 0; presses < 8; presses += 1) {
      if (await menu.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await sections.getAttribute('id')).toBe(panelId);
    expect(await sections.isVisible()).toBe(true);

    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Features');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Pricing');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Reviews');
    // Each fits on the phone's screen.
    for (const name of ['Features', 'Pricing', 'Reviews']) {
      const box = await boxOf(sections.getByRole('button', { name }));
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }

    await page.keyboard.press('Escape');
    expect(await sections.isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);

    // Choosing a section goes there and closes the menu.
    await page.keyboard.press('Enter');
    await sections.getByRole('button', { name: 'Pricing' }).focus();
    await page.keyboard.press('Enter');
    // A long smooth scroll on a phone: give it time to land.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Math.round(document.getElementById('pricing')!.getBoundingClientRect().top),
          ),
        { timeout: 5000 },
      )
      .toBe(80);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    // Nothing in the header runs off the side of the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  it('shows the timeline header whole on a phone', async () => {
    const page = await signedInPage('Ruth Park');
    await openStudio(page, 390, 844);
    const timeline = page.getByRole('region', { name: 'Timeline Pro' });
    const heading = timeline.getByRole('heading', { name: 'Timeline Pro' });
    const status = timeline.getByRole('status').first();
    await heading.scrollIntoViewIfNeeded();
    for (const part of [heading, status]) {
      expect(await isCut(part)).toBe(false);
      const box = await boxOf(part);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect((await status.textContent())?.length).toBeGreaterThan(10);
    for (const name of ['Zoom out', 'Zoom in', 'Keyboard shortcuts']) {
      const box = await boxOf(timeline.getByRole('button', { name, exact: true }));
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
  });

  it('puts the inspector beside the preview on a wide screen, where selecting moves nothing', async () => {
    const page = await signedInPage('Agnes Varda');
    await openStudio(page, 1600, 1000);
    const still = {
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 36, [200, 40, 40]),
    };
    await page.getByLabel('Upload files').setInputFiles([still]);
    await expect.poll(() => libraryCounts(page)).toEqual({ videos: 0, audios: 0, images: 1 });
    await dropOnTrack(page, await libraryRow(page, 'Images', 'wide.png'), 'main-video', 0);
    const item = itemsOn(page, 'main-video').first();
    await item.waitFor();

    const inspector = page.getByRole('complementary', { name: 'Inspector' });
    const timeline = page.getByRole('region', { name: 'Timeline Pro' });
    const frame = page.getByTestId('preview-frame');
    // Nothing selected (the drop selected the new item; Escape lets go): the column says what
    // it is for.
    await page.keyboard.press('Escape');
    await expect
      .poll(() => inspector.textContent())
      .toContain('Select an item on the timeline to change it here');
    const before = { frame: await boxOf(frame), lane: await boxOf(lane(page, 'main-video')) };
    const column = await boxOf(inspector);
    expect(column.x).toBeGreaterThanOrEqual(before.frame.x + before.frame.width);
    expect(column.y).toBeLessThan(before.lane.y);

    await select(page, item);
    await inspector.getByRole('tab', { name: 'Picture', exact: true }).click();
    await inspector.getByRole('button', { name: 'Colour', exact: true }).click();
    expect(await inspector.getByRole('slider', { name: 'Brightness' }).isVisible()).toBe(true);
    expect(await timeline.getByRole('tab').count()).toBe(0);
    // The preview and the tracks stayed where they were, to the pixel.
    expect(await boxOf(frame)).toEqual(before.frame);
    expect(await boxOf(lane(page, 'main-video'))).toEqual(before.lane);
    expect(await boxOf(inspector)).toEqual(column);

    // A narrower window: the column would squeeze the preview, so the inspector becomes the
    // strip under the timeline's toolbar, with the same tabs.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(() => timeline.getByRole('tab', { name: 'Picture', exact: true }).count())
      .toBe(1);
    expect(await page.getByRole('complementary', { name: 'Inspector' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('complementary', { name: 'Inspector' }).count()).toBe(0);
  });
});
