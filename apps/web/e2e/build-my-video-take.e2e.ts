import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedInPage as signedInPageOf } from './support/api-session';
import { useBrowser } from './support/browser';
import { labelsOn } from './support/editor-page';

// 'Build my video' with a teleprompter take: the take (recorded from Chromium's fake camera and
// microphone, a test pattern and a beep) stays on the main track where 'Use' put it, carries
// the voice (no voice-over is laid under it), and the captions are aligned to its sound — which
// the browser converts from WebM to WAV for the server's aligner.
const session = useBrowser({
  args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
});

const SCRIPT = 'Hello and welcome. This is my take.\n\nSubscribe for more.';

async function createProject(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await fetch(`${inject('baseURL')}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ topic: 'A take', script: SCRIPT }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { project: { id: string } } }).data.project.id;
}

/** Clicks 'Stop recording' `ms` after the recording timer shows (timed inside the page). */
const stopAfter = (page: Page, ms: number) =>
  page.evaluate(
    (wait) =>
      new Promise<void>((resolve) => {
        const waitForTimer = () => {
          if (!document.querySelector('[data-testid="recording-timer"]')) {
            requestAnimationFrame(waitForTimer);
            return;
          }
          setTimeout(() => {
            [...document.querySelectorAll('button')]
              .find((button) => button.textContent?.trim() === 'Stop recording')
              ?.click();
            resolve();
          }, wait);
        };
        waitForTimer();
      }),
    ms,
  );

describe('Build my video with a take', () => {
  it('keeps the used take on the main track and aligns the captions to its sound', async () => {
    const page = await signedInPageOf(() => session.newPage(), 'Tess Take', 'build-take');
    const projectId = await createProject(page);
    await page.goto(`/app/video-maker?project=${projectId}`);
    await page.getByRole('combobox', { name: 'Voice' }).waitFor();
    await page.getByRole('button', { name: 'Generate voice-over' }).click();
    await page.getByRole('region', { name: 'Your voice-over' }).waitFor({ timeout: 60_000 });

    // A 3-second take, used.
    await page.getByText('Record yourself', { exact: true }).click();
    await page.getByRole('button', { name: 'Open teleprompter' }).click();
    const teleprompter = page.getByRole('dialog', { name: 'Teleprompter' });
    const start = teleprompter.getByRole('button', { name: 'Start recording' });
    await expect.poll(() => start.isEnabled(), { timeout: 20_000 }).toBe(true);
    await start.click();
    await stopAfter(page, 3000);
    await teleprompter
      .getByTestId('take')
      .getByRole('button', { name: 'Use', exact: true })
      .click();
    await expect.poll(() => teleprompter.count()).toBe(0);
    await expect.poll(async () => (await labelsOn(page, 'main-video')).length).toBe(1);
    const [takeLabel] = await labelsOn(page, 'main-video');

    // Build: the take's sound is aligned to the script (a step the panel shows).
    const aligned = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/captions/align'),
    );
    await page.getByRole('button', { name: 'Build my video' }).click();
    await page.getByText(/^Matching the speech to the script/).waitFor();
    // The server's aligner reads WAV and MP3 only (a WebM is refused with 415): the take went as
    // WAV made in the browser, and every word of the spoken script came back timed.
    const answer = await aligned;
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { words: { text: string }[] } };
    expect(data.words.map((word) => word.text)).toEqual(SCRIPT.split(/\s+/));
    const panel = page.getByRole('region', { name: 'Build my video' });
    await panel.getByText(/^Built:/).waitFor({ timeout: 90_000 });

    // The take stays where 'Use' put it; no voice-over under it; captions and title cards.
    expect(await labelsOn(page, 'main-video')).toEqual([takeLabel]);
    expect(await labelsOn(page, 'audio-1')).toEqual([]);
    const captions = page.locator('[data-track-id="captions"] [data-item-id]');
    await expect.poll(() => captions.count()).toBeGreaterThan(0);
    // (A beep is not speech: where the aligner puts the words says nothing, only that it answered.)
    expect((await labelsOn(page, 'overlay-1')).length).toBeGreaterThan(0);
  }, 240_000);
});
