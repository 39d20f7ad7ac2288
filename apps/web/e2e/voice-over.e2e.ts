import { stat } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { signedInPage as signedInPageOf } from './support/api-session';
import { useBrowser } from './support/browser';
import { labelsOn, libraryCounts } from './support/editor-page';

// The server runs without vendor keys: the built-in voices speak every voice-over.

const session = useBrowser();

const PARAGRAPHS = [
  'Cold brew is coffee made with time instead of heat. You stir coarse grounds into cold water, cover the jar and leave it in the fridge overnight. Twelve to eighteen hours later the grounds have given up their sweetness and body, but far less of the bitterness that hot water pulls out. The result is smooth, rich and naturally low in acid, which is why so many people who find regular coffee harsh fall in love with it. Best of all, one jar lasts for a week, so your mornings start with a glass that is already waiting for you. It is the easiest upgrade a coffee lover can make at home, and it needs no special machine at all.',
  'Start with the ratio, because it decides everything else. One part coffee to eight parts water makes a concentrate you will dilute later; one to fifteen gives a ready-to-drink brew. Grind the beans coarse, like sea salt, so the finished coffee is clear rather than muddy. Use filtered water if your tap water tastes of chlorine, and stir well so that every ground is wet. Then be patient: taste at twelve hours, again at sixteen, and note which one you like, because beans and fridges differ and your own notes are the best recipe you will ever have. A large glass jar, a wooden spoon and a fine sieve are all the equipment this recipe asks of you.',
  'When the time is up, strain the coffee through a fine sieve lined with a paper filter, and pour it into a clean bottle. Keep it cold and drink it within a week. Serve the concentrate over ice with an equal amount of water or milk, or warm it gently if the weather turns. Try a pinch of cinnamon in the grounds, a splash of vanilla in the glass, or a few cubes of frozen coffee so your drink never gets watery. Once you have made it twice, it takes five minutes of work a week, and your kitchen becomes the best coffee shop in the neighbourhood. Share a bottle with a friend, and you will soon be making two jars a week instead of one.',
];
const SCRIPT = PARAGRAPHS.join('\n\n');

/** Creates a project with the script through the API, as the signed-in page's user. */
async function createProject(page: Page, script = SCRIPT): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await fetch(`${inject('baseURL')}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ topic: 'Cold brew coffee at home', script }),
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { project: { id: string } } };
  return data.project.id;
}

/** The player's audio element: its source, length and position. */
const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector('audio');
    return {
      src: audio?.getAttribute('src') ?? null,
      duration: audio?.duration ?? Number.NaN,
      currentTime: audio?.currentTime ?? 0,
    };
  });

/** Waits until the player's audio has loaded a source with a real length. */
async function waitForPlayableAudio(page: Page, notSrc: string | null = null) {
  await page.waitForFunction((previous) => {
    const audio = document.querySelector('audio');
    const src = audio?.getAttribute('src') ?? null;
    return (
      audio !== null &&
      src !== null &&
      src.startsWith('blob:') &&
      src !== previous &&
      Number.isFinite(audio.duration) &&
      audio.duration > 0
    );
  }, notSrc);
  return audioState(page);
}

describe('voice-over', () => {
  it('voices a long script in parts, plays, steps through parts, downloads and keeps it', async () => {
    expect(SCRIPT.length).toBeGreaterThan(1800);
    const page = await signedInPageOf(() => session.newPage(), 'Ida Wells', 'voice');
    const projectId = await createProject(page);
    await page.goto(`/app/video-maker?project=${projectId}`);

    const voice = page.getByRole('combobox', { name: 'Voice' });
    await voice.waitFor();
    await voice.selectOption({ label: 'Ava (US English)' });
    const speed = page.getByRole('slider', { name: 'Speech speed' });
    await speed.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    expect(await speed.getAttribute('aria-valuetext')).toBe('1.5×');

    // Every state the progress bar passes through, seen from inside the page.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progress: string[] }).progress = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const text = bar?.getAttribute('aria-valuetext');
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/audio/generate'),
    );
    await page.getByRole('button', { name: 'Generate voice-over' }).click();
    expect((await sent).postDataJSON()).toEqual({
      text: SCRIPT,
      voiceId: 'builtin:en-us+f3',
      speed: 1.5,
    });
    const player = page.getByRole('region', { name: 'Your voice-over' });
    await player.waitFor({ timeout: 45_000 });
    const progress = await page.evaluate(
      () => (window as unknown as { progress: string[] }).progress,
    );
    expect(progress[0]).toBe('Starting…');
    expect(progress.slice(1).length).toBeGreaterThan(0);
    for (const text of progress.slice(1)) expect(text).toMatch(/^Part \d+ of \d+$/);

    // The full version plays, and time goes by.
    const full = await waitForPlayableAudio(page);
    await page.evaluate(() => document.querySelector('audio')!.play());
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.2);
    await page.evaluate(() => document.querySelector('audio')!.pause());
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The script is longer than one chunk: its parts, one by one, and back.
    await player.getByRole('button', { name: /^By parts \(\d+\)$/ }).click();
    const total = Number(
      /of (\d+)$/.exec(await player.getByText(/^Part 1 of \d+$/).innerText())![1],
    );
    expect(total).toBeGreaterThanOrEqual(2);
    const first = await waitForPlayableAudio(page, full.src);
    expect(first.duration).toBeLessThan(full.duration);
    await player.getByRole('button', { name: 'Next part' }).click();
    await player.getByText(`Part 2 of ${total}`).waitFor();
    const second = await waitForPlayableAudio(page, first.src);
    expect(second.duration).toBeGreaterThan(0);
    await player.getByRole('button', { name: 'Previous part' }).click();
    await player.getByText(`Part 1 of ${total}`).waitFor();
    await waitForPlayableAudio(page, second.src);

    // The MP3 of the part shown.
    const downloading = page.waitForEvent('download');
    await player.getByRole('button', { name: /^Download MP3 \(\d+\.\d MB\)$/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.mp3$/);
    expect((await stat(await download.path())).size).toBeGreaterThan(0);

    // Added to the project, it is there after a reload and plays from its saved address.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().includes('/api/projects/'),
    );
    await player.getByRole('button', { name: 'Add to editor' }).click();
    await player
      .getByText("Saved to your project — it will appear in the editor's Audio tab.")
      .waitFor();
    expect((await saved).status()).toBe(200);

    await page.reload();
    await player.getByText('In this project (1)').waitFor();
    await player.getByRole('button', { name: /^Play the voice-over of / }).click();
    const kept = await waitForPlayableAudio(page);
    expect(Math.abs(kept.duration - full.duration)).toBeLessThan(0.5);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("'Add to editor' puts the voice-over on Audio 1 at 0 s, says so, and Undo takes it off", async () => {
    const page = await signedInPageOf(() => session.newPage(), 'Ida Wells', 'voice-place');
    const projectId = await createProject(page, PARAGRAPHS[0]!.slice(0, 160));
    await page.goto(`/app/video-maker?project=${projectId}`);
    await page.getByRole('button', { name: 'Generate voice-over' }).click();
    const player = page.getByRole('region', { name: 'Your voice-over' });
    await player.waitFor({ timeout: 45_000 });
    const { duration } = await waitForPlayableAudio(page);

    await player.getByRole('button', { name: 'Add to editor' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Added to Audio 1' });
    await toast.waitFor({ timeout: 20_000 });
    expect(await toast.locator('[data-title]').innerText()).toBe('Added to Audio 1');
    const undo = toast.getByRole('button', {
      name: 'Undo adding Voice-over 1.mp3 to Audio 1',
    });
    expect(await undo.innerText()).toMatch(/^Undo/);

    // On the timeline: Audio 1, from 0 s for the voice-over's length, and nothing else.
    const labels = await labelsOn(page, 'audio-1');
    expect(labels).toHaveLength(1);
    const match = /^Voice-over 1\.mp3, 0:00\.0 to (\d+):(\d\d\.\d)$/.exec(labels[0]!);
    expect(match, labels[0]).not.toBeNull();
    expect(Math.abs(Number(match![1]) * 60 + Number(match![2]) - duration)).toBeLessThan(0.25);
    expect(await labelsOn(page, 'audio-2')).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The toast's Undo takes it off again (it stays in the library's Audio tab).
    await undo.click();
    await expect.poll(() => labelsOn(page, 'audio-1')).toEqual([]);
    expect((await libraryCounts(page)).audios).toBe(1);
  });
});
