import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { signedInPage } from './support/api-session';
import { useBrowser } from './support/browser';
import {
  countOn,
  dropOnTrack,
  itemsOn,
  libraryCounts,
  libraryRow,
  select,
} from './support/editor-page';
import { toneWav } from './support/media-files';

// 'Transcribe captions' on a server without a speech-to-text provider (the shared e2e server has
// none): the creator is told transcription is not set up and what the administrator must set.
// The transcription itself is tested against a fake vendor on the server and in the web unit test.

const session = useBrowser();
const AUDIO = 'interview.wav';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-transcribe-e2e-'));
  await writeFile(path.join(folder, AUDIO), toneWav({ seconds: 2, frequency: 330 }));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

const transcribeButton = (page: Page) =>
  page.getByRole('button', { name: 'Transcribe captions', exact: true });

describe('Transcribe captions without a provider', () => {
  it('says transcription is not set up and names what to configure', async () => {
    const page = await signedInPage(() => session.newPage(), 'Chantal Akerman', 'transcribe');
    await page.goto('/app/video-maker');
    await page.getByLabel('Upload files').setInputFiles([path.join(folder, AUDIO)]);
    await expect.poll(() => libraryCounts(page)).toMatchObject({ audios: 1 });
    await dropOnTrack(page, await libraryRow(page, 'Audio', AUDIO), 'audio-1', 0);
    await expect.poll(() => countOn(page, 'audio-1')).toBe(1);

    // The audio selected: the action, reached by keyboard.
    await select(page, itemsOn(page, 'audio-1').first());
    await transcribeButton(page).focus();
    await page.keyboard.press('Enter');

    const alert = page.getByRole('alert').filter({ hasText: 'Transcription is not set up' });
    await alert.waitFor();
    const text = await alert.innerText();
    expect(text).toContain('What the server’s administrator needs to configure');
    expect(text).toContain('OPENAI_API_KEY');
    expect(text).toContain('TRANSCRIPTION_BASE_URL');
    // Nothing was added to the timeline.
    expect(await page.locator('[data-track-id="captions"] [data-item-id]').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
