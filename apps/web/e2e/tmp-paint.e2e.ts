import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/api-session';
import { useBrowser } from './support/browser';
import { countOn, dropOnTrack, itemsOn, libraryRow } from './support/editor-page';
import { recordColourWebm } from './support/media-files';

const session = useBrowser();
describe('tmp', () => {
  it('paint', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'paint-'));
    const page = await signedInPage(() => session.newPage(), 'Paint Test', 'paint');
    await page.setViewportSize({ width: 1600, height: 1000 });
    await writeFile(path.join(folder, 'v.webm'), await recordColourWebm(page, { colours: ['#ff0000'] }));
    await page.goto('/app/video-maker');
    await page.getByLabel('Upload files').setInputFiles([path.join(folder, 'v.webm')]);
    await dropOnTrack(page, await libraryRow(page, 'Videos', 'v.webm'), 'main-video', 0);
    await expect.poll(() => countOn(page, 'main-video')).toBe(1);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 500);
    await page.waitForTimeout(1000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('Overlay.enable');
    await cdp.send('Overlay.setShowPaintRects', { result: true });
    const item = itemsOn(page, 'main-video').first();
    const box = (await item.boundingBox())!;
    await page.mouse.move(box.x + 14, box.y + box.height / 2);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: '/tmp/paint-hover.png' });
    const rows = () => page.evaluate(() => {
      const hint = [...document.querySelectorAll('p,div')].find((e) => e.className.includes('min-h-[4.25rem]'));
      const strip = hint!.parentElement!;
      return [strip.getBoundingClientRect().height, ...[...strip.children].map((c) => `${c.tagName}.${(c.className as string).slice(0, 30)}:${c.getBoundingClientRect().height.toFixed(1)}x${c.getBoundingClientRect().width.toFixed(0)}`)];
    });
    console.log('before', JSON.stringify(await rows()));
    await page.waitForTimeout(1500);
    await page.mouse.down();
    await page.waitForTimeout(60);
    await page.screenshot({ path: '/tmp/paint-press.png' });
    console.log('after', JSON.stringify(await rows()));
    await page.mouse.up();
  }, 120_000);
});
