import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedInPage } from './support/api-session';
import { seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { libraryCounts, libraryRow } from './support/editor-page';

// The server runs without vendor keys: the built-in compositor draws every thumbnail.

const session = useBrowser();

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's size from its IHDR chunk (bytes 16–23, big-endian), after checking its signature. */
function pngSize(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The picture card (a label) around a thumbnail's radio. */
const cardOf = (radio: Locator) => radio.locator('xpath=ancestor::label[1]');

/** Records every value the progress bar takes, from inside the page. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progress: number[] }).progress = seen;
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value && seen.at(-1) !== Number(value)) seen.push(Number(value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { progress: number[] }).progress);
}

describe('thumbnails', () => {
  it('generates three from the dashboard, downloads #2 as a 1280×720 PNG and saves it to Images', async () => {
    const page = await signedInPage(() => session.newPage(), 'Tara Lane', 'thumbnails');
    await page.goto('/app');
    await page.getByRole('button', { name: /Thumbnail Maker/ }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Thumbnail Generator' });
    await dialog.getByText('Ready to create amazing thumbnails').waitFor();
    await dialog.getByText('Describe your idea in the chat to generate thumbnails').waitFor();

    const progress = await recordProgress(page);
    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith('/api/thumbnails/generate'),
    );
    const prompt = dialog.getByRole('textbox', { name: 'Describe your thumbnail idea' });
    await prompt.fill('Cold brew coffee at home in five minutes');
    await prompt.press('Enter');
    expect((await sent).postDataJSON()).toEqual({
      description: 'Cold brew coffee at home in five minutes',
      style: 'vlog',
      objectImages: [],
      count: 3,
    });

    // The three appear as they are made; the bar goes up to 100 and the panel idles again.
    await dialog.getByRole('status').getByText('Complete!').waitFor({ timeout: 45_000 });
    for (const number of [1, 2, 3]) {
      expect(await dialog.getByRole('radio', { name: `Thumbnail #${number}` }).isEnabled()).toBe(
        true,
      );
    }
    await expect
      .poll(() => dialog.locator('li img').evaluateAll((images) => images.length))
      .toBe(3);
    await dialog.getByRole('progressbar').waitFor({ state: 'detached' });
    const values = await progress();
    expect(values[0]).toBe(20);
    expect(values.at(-1)).toBe(100);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.some((value) => value >= 80 && value < 100)).toBe(true);
    await dialog.getByText('Choose a thumbnail above to download').waitFor();

    // A user clicks the picture: the radio inside it is only for keyboards and screen readers.
    await cardOf(dialog.getByRole('radio', { name: 'Thumbnail #2' })).click();
    expect(await dialog.getByRole('radio', { name: 'Thumbnail #2' }).isChecked()).toBe(true);
    await dialog.getByText('Thumbnail #2 selected').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download Selected' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('thumbnail-2.png');
    expect(pngSize(await readFile(await download.path()))).toEqual({ width: 1280, height: 720 });

    await dialog.getByRole('button', { name: 'Save to library' }).click();
    await dialog.getByRole('button', { name: 'Saved to library' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    // The studio's editor shows it in its Images tab.
    await page.goto('/app/video-maker');
    await expect.poll(() => libraryCounts(page)).toEqual({ videos: 0, audios: 0, images: 1 });
    await (await libraryRow(page, 'Images', 'thumbnail-2.png')).waitFor();

    // The studio opens the generator too, with the earlier thumbnails in its history strip.
    await page.getByRole('button', { name: 'Thumbnail', exact: true }).click();
    const strip = dialog.getByRole('group', { name: 'Earlier thumbnails' });
    await expect.poll(() => strip.getByRole('radio').count()).toBe(3);
    await cardOf(strip.getByRole('radio').first()).click();
    await dialog.getByText(/^Thumbnail #\d selected$/).waitFor();
  });
});

describe('thumbnails for a project', () => {
  it("start from the project's title and hook, and a caption chooses its thumbnail", async () => {
    const page = await signedInPage(() => session.newPage(), 'Lotte Reiniger', 'thumb-idea');
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const response = await fetch(`${inject('baseURL')}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'Pour-over basics',
        topic: 'How to brew pour-over coffee at home',
        script:
          'Most home coffee is brewed too hot. Here is the fix.\n\nFirst, grind your beans fresh.',
      }),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { project: { id: string } } };

    await page.goto(`/app/video-maker?project=${data.project.id}`);
    await page.getByRole('button', { name: 'Thumbnail', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Thumbnail Generator' });
    const prompt = dialog.getByRole('textbox', { name: 'Describe your thumbnail idea' });
    await expect
      .poll(() => prompt.inputValue())
      .toBe('Pour-over basics\nMost home coffee is brewed too hot.');

    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith('/api/thumbnails/generate'),
    );
    await dialog.getByRole('button', { name: 'Generate thumbnails' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      description: 'Pour-over basics\nMost home coffee is brewed too hot.',
      projectId: data.project.id,
    });
    await dialog.getByRole('status').getByText('Complete!').waitFor({ timeout: 45_000 });

    // The caption under a picture chooses it, as the picture does.
    await dialog.locator('label', { hasText: /^Thumbnail #2$/ }).click();
    expect(await dialog.getByRole('radio', { name: 'Thumbnail #2' }).isChecked()).toBe(true);
    await dialog.getByText('Thumbnail #2 selected').waitFor();
  }, 90_000);
});
