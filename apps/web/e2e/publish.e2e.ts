import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage as signedInPageOf } from './support/api-session';
import { seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { exportVideo } from './support/export-dialog';

// Issue 26, "Publish pack": from an exported video to a downloaded publish kit. The e2e server
// runs with no AI provider, so the built-in writer drafts the script and the pack.

const session = useBrowser();

const TOPIC = 'How to brew pour-over coffee at home';
const KEY_POINTS = ['Grind size', 'Water temperature', 'The bloom'];
const EDITED_FIRST_LINE = 'Pour-over coffee at home, step by step (edited for the e2e).';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Waits until the script field is no longer being written into. */
const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('aside textarea[aria-busy]')?.getAttribute('aria-busy') === 'false',
  );

/** `hh:mm:ss,mmm` in ms. */
const srtMs = (time: string) => {
  const [, h, m, s, ms] = /^(\d\d):(\d\d):(\d\d),(\d{3})$/.exec(time)!;
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms);
};

/** Every cue of a SubRip file, checked as a player reads it: number, times, text. */
function parseSrt(text: string) {
  const blocks = text.trim().split(/\n\n+/);
  return blocks.map((block, index) => {
    const [number, times, ...lines] = block.split('\n');
    expect(number, `cue ${index + 1}'s number`).toBe(String(index + 1));
    const match = /^(\d\d:\d\d:\d\d,\d{3}) --> (\d\d:\d\d:\d\d,\d{3})$/.exec(times ?? '');
    expect(match, `cue ${index + 1}'s times: ${times}`).not.toBeNull();
    const start = srtMs(match![1]!);
    const end = srtMs(match![2]!);
    expect(end).toBeGreaterThan(start);
    expect(lines.join(' ').trim()).not.toBe('');
    return { start, end, text: lines.join('\n') };
  });
}

/** YouTube's count of a tag list: each tag, quotes around a spaced one, a comma between two. */
const youtubeTagsLength = (tags: string[]) =>
  tags.reduce((sum, tag) => sum + tag.length + (tag.includes(' ') ? 2 : 0), 0) +
  Math.max(0, tags.length - 1);

describe('the Publish panel', () => {
  it('goes from an exported video to a downloaded publish kit, and the picked title becomes the headline', async () => {
    const page = await signedInPageOf(() => session.newPage(), 'Ida Pour', 'publish');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/app/video-maker');

    // A five-minute script from the built-in writer (a Short would get no chapters: YouTube shows
    // none on Shorts), its voice-over, and 'Build my video'.
    await page.getByRole('textbox', { name: 'Topic' }).fill(TOPIC);
    for (const [index, point] of KEY_POINTS.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Add a key point' }).click();
      await page.getByRole('textbox', { name: `Key point ${index + 1}` }).fill(point);
    }
    await page
      .getByRole('combobox', { name: 'Duration' })
      .selectOption({ label: 'Short (≈ 5 min)' });
    await page.getByRole('button', { name: 'Generate Script' }).click();
    await page.getByRole('button', { name: 'Generate Script' }).waitFor();
    await settled(page);
    await page.waitForURL(/project=/);
    await page.getByRole('combobox', { name: 'Voice' }).waitFor();
    await page.getByRole('button', { name: 'Generate voice-over' }).click();
    await page.getByRole('region', { name: 'Your voice-over' }).waitFor({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Build my video' }).click();
    await page
      .getByRole('region', { name: 'Build my video' })
      .getByText(/^Built:/)
      .waitFor({ timeout: 90_000 });

    // A thumbnail for the project (the built-in compositor draws it).
    await page.getByRole('button', { name: 'Thumbnail', exact: true }).click();
    const generator = page.getByRole('dialog', { name: 'AI Thumbnail Generator' });
    const prompt = generator.getByRole('textbox', { name: 'Describe your thumbnail idea' });
    await expect.poll(() => prompt.inputValue()).not.toBe('');
    await generator.getByRole('button', { name: 'Generate thumbnails' }).click();
    await generator.getByRole('status').getByText('Complete!').waitFor({ timeout: 60_000 });
    await generator.getByRole('button', { name: 'Close' }).last().click();
    await generator.waitFor({ state: 'hidden' });

    // Exported as MP4; the finished export offers Publish.
    const exported = await exportVideo(page, { resolution: '854×480', fps: 24, format: 'MP4' });
    const exportDialog = page.getByRole('dialog', { name: 'Export video' });
    await exportDialog.getByRole('button', { name: 'Publish…' }).click();
    await exportDialog.waitFor({ state: 'hidden' });

    const panel = page.getByRole('dialog', { name: 'Publish' });
    const titles = panel.getByRole('group', { name: 'Title', exact: true }).getByRole('radio');
    await expect.poll(() => titles.count(), { timeout: 30_000 }).toBe(5);
    expect(await titles.first().isChecked()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The creator picks the second title, from the keyboard.
    await titles.first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await titles.nth(1).isChecked()).toBe(true);
    const picked = (await titles.nth(1).getAttribute('aria-labelledby'))!;
    const pickedTitle = (await page.locator(`[id="${picked}"]`).textContent())!;
    expect(await panel.getByRole('textbox', { name: 'Your title' }).inputValue()).toBe(pickedTitle);

    // …edits the description's first line and copies it.
    const description = panel.getByRole('textbox', { name: 'Description' });
    const written = await description.inputValue();
    expect(written).toMatch(/^00:00 /m);
    const edited = [EDITED_FIRST_LINE, ...written.split('\n').slice(1)].join('\n');
    await description.fill(edited);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await panel.getByRole('button', { name: 'Copy description' }).click();
    await panel.getByRole('button', { name: 'Copied description' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);

    // The project's thumbnail is chosen; the kit lists what it holds.
    const thumbnail = panel.getByRole('radio', { name: 'Thumbnail 1' });
    await expect.poll(() => thumbnail.isChecked(), { timeout: 30_000 }).toBe(true);
    await panel.getByText('video.mp4: the video you just exported', { exact: false }).waitFor();
    await panel.getByText("captions.srt: the timeline's captions").waitFor();
    await panel.getByText('thumbnail.png: the thumbnail chosen above').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download the publish kit' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('publish-kit.zip');
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(files)).toEqual([
      'video.mp4',
      'thumbnail.png',
      'captions.srt',
      'description.txt',
      'tags.txt',
      'chapters.txt',
    ]);

    // The video is the export, an MP4 (its first box is `ftyp`).
    const video = files['video.mp4']!;
    expect(video.length).toBe(exported.length);
    expect(strFromU8(video.subarray(4, 8))).toBe('ftyp');
    expect([...files['thumbnail.png']!.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

    // The captions parse: numbered cues, times in order, each with its words.
    const cues = parseSrt(strFromU8(files['captions.srt']!));
    expect(cues.length).toBeGreaterThan(3);
    cues
      .slice(1)
      .forEach((cue, index) => expect(cue.start).toBeGreaterThanOrEqual(cues[index]!.start));

    // The texts are the edited ones; chapters start at 00:00.
    const descriptionText = strFromU8(files['description.txt']!);
    expect(descriptionText.startsWith(`${EDITED_FIRST_LINE}\n`)).toBe(true);
    expect(descriptionText).toMatch(/^00:00 \S/m);
    const chapterLines = strFromU8(files['chapters.txt']!).trimEnd().split('\n');
    expect(chapterLines[0]).toMatch(/^00:00 \S/);
    expect(chapterLines.length).toBeGreaterThanOrEqual(3);
    for (const line of chapterLines) expect(descriptionText).toContain(line);
    const [tagLine, hashtagLine] = strFromU8(files['tags.txt']!).split('\n');
    const tags = tagLine!.split(', ');
    expect(tags.length).toBeGreaterThan(0);
    expect(youtubeTagsLength(tags)).toBeLessThanOrEqual(500);
    const hashtags = hashtagLine!.split(' ');
    expect(hashtags.length).toBeGreaterThanOrEqual(3);
    expect(hashtags.length).toBeLessThanOrEqual(5);
    expect(hashtags.every((tag) => /^#\S+$/.test(tag))).toBe(true);

    // Closed and opened again from the studio's Publish step, the edits are still there.
    await panel.getByRole('button', { name: 'Close Publish' }).click();
    await panel.waitFor({ state: 'hidden' });
    await page
      .getByRole('region', { name: 'Publish' })
      .getByRole('button', { name: 'Publish…' })
      .click();
    expect(await panel.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(edited);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    // The thumbnail generator offers the picked title as its headline.
    await page.getByRole('button', { name: 'Thumbnail', exact: true }).click();
    const headline = await generator
      .getByRole('textbox', { name: 'Headline (optional)' })
      .inputValue();
    // A title longer than the thumbnail's 80 characters is cut at a word.
    if (pickedTitle.length <= 80) expect(headline).toBe(pickedTitle);
    else expect(pickedTitle.startsWith(headline.replace(/…$/, ''))).toBe(true);
  }, 480_000);
});
