import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage } from './support/api-session';
import { seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';

// The caption track by hand: a creator imports an SRT, sees the captions on the caption track,
// corrects one, undoes it, and downloads the project's captions; a broken file is refused with
// the line that is wrong.

const session = useBrowser();

const GOOD = 'pour-over.srt';
const BAD = 'broken.srt';
const GOOD_SRT = [
  '1',
  '00:00:00,500 --> 00:00:02,000',
  'Grind the beans first.',
  '',
  '2',
  '00:00:02,500 --> 00:00:04,000',
  'Then heat the water.',
  '',
].join('\n');
const BAD_SRT = [
  '1',
  '00:00:00,500 --> 00:00:02,000',
  'Fine so far.',
  '',
  '2',
  '00:00:02,500 to 00:00:04,000',
  'Broken timing.',
  '',
].join('\n');

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-captions-track-e2e-'));
  await writeFile(path.join(folder, GOOD), GOOD_SRT);
  await writeFile(path.join(folder, BAD), BAD_SRT);
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

const captionItems = (page: Page) => page.locator('[data-track-id="captions"] [data-item-id]');
const captionTexts = (page: Page) =>
  captionItems(page).evaluateAll((items) =>
    items.map((item) => item.querySelector('[data-item-text]')?.textContent ?? ''),
  );

/** Chooses a file through the import button, as a person does. */
async function importFile(page: Page, name: string) {
  const button = page.getByRole('button', { name: 'Import captions (SRT/VTT)' });
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(path.join(folder, name));
}

describe('the caption track', () => {
  it('imports an SRT, edits a caption, undoes it, and downloads the captions', async () => {
    const page = await signedInPage(() => session.newPage(), 'Agnès Varda', 'captions-track');
    await page.goto('/app/video-maker');
    await page.locator('[data-track-id="captions"]').waitFor();

    // A malformed file: nothing added, the error names the line.
    await importFile(page, BAD);
    const alert = page.getByRole('alert').filter({ hasText: BAD });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(
      'line 6: expected a time range like 00:00:01,000 --> 00:00:02,500',
    );
    expect(await captionItems(page).count()).toBe(0);

    // The good one: two captions on the caption track, their words on them.
    await importFile(page, GOOD);
    await expect
      .poll(() => captionTexts(page))
      .toEqual(['Grind the beans first.', 'Then heat the water.']);

    // Select the first caption by keyboard and correct its text in the inspector.
    await captionItems(page).first().focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', { name: 'Caption text' });
    await field.waitFor();
    expect(await field.inputValue()).toBe('Grind the beans first.');
    await field.fill('Grind the coffee beans first.');
    await field.press('Enter');
    await expect
      .poll(() => captionTexts(page))
      .toEqual(['Grind the coffee beans first.', 'Then heat the water.']);
    expect(await captionItems(page).first().getAttribute('aria-label')).toContain(
      'Grind the coffee beans first.',
    );

    // Undo (from the timeline, not the text field) brings the imported text back.
    await captionItems(page).first().focus();
    await page.keyboard.press('Control+z');
    await expect
      .poll(() => captionTexts(page))
      .toEqual(['Grind the beans first.', 'Then heat the water.']);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The project's captions as SRT: the cues as imported.
    const srtButton = page.getByRole('button', { name: 'Download captions as SRT' });
    const [srt] = await Promise.all([page.waitForEvent('download'), srtButton.click()]);
    expect(srt.suggestedFilename()).toBe('captions.srt');
    expect(await readFile((await srt.path())!, 'utf8')).toBe(GOOD_SRT);

    const vttButton = page.getByRole('button', { name: 'Download captions as WebVTT' });
    const [vtt] = await Promise.all([page.waitForEvent('download'), vttButton.click()]);
    const vttText = await readFile((await vtt.path())!, 'utf8');
    expect(vttText).toMatch(
      /^WEBVTT\n\n1\n00:00:00\.500 --> 00:00:02\.000\nGrind the beans first\.\n/,
    );
  }, 120_000);
});
