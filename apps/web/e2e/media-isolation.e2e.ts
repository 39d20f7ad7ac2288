import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { libraryCounts, libraryRow } from './support/editor-page';
import { colourWebm, solidPng, toneWav } from './support/media-files';
import { signUpInUi, welcome } from './support/sign-up';

// Two accounts and a demo, one after the other in ONE browser profile (one context, so one
// IndexedDB, localStorage and OPFS): none of them ever sees another's media, 'keep' keeps an
// account's files for its next sign-in, 'delete' and a demo's end remove them from the device.
// The teleprompter records from Chromium's fake camera and microphone.
const session = useBrowser({
  args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
});

const PASSWORD = 'correct horse battery';
const ANN_CLIP = 'ann-clip.webm';
const ANN_PICTURE = 'ann-picture.png';
const BOB_PICTURE = 'bob-picture.png';
const DEMO_SOUND = 'demo-sound.wav';

let folder: string;
const mediaPath = (name: string) => path.join(folder, name);

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelwright-isolation-e2e-'));
  await writeFile(mediaPath(ANN_PICTURE), solidPng(64, 48, [255, 0, 0]));
  await writeFile(mediaPath(BOB_PICTURE), solidPng(48, 64, [0, 0, 255]));
  await writeFile(mediaPath(DEMO_SOUND), toneWav({ seconds: 1, frequency: 330 }));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

const uniqueEmail = (label: string) =>
  `e2e-isolation-${label}-${randomBytes(4).toString('hex')}@example.com`;
/** The signed-in user's id, from the session the page stored. */
const userIdOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('userData')!) as { id: string }).id);

/** The names of this profile's IndexedDB databases. */
const databases = (page: Page) =>
  page.evaluate(async () =>
    (await indexedDB.databases()).map((database) => database.name ?? '').sort(),
  );

/** What the library lists, over its three tabs, as one text. */
async function libraryText(page: Page): Promise<string> {
  let text = '';
  for (const tab of ['Videos', 'Audio', 'Images'] as const) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    text += ` ${await page.getByRole('tabpanel').innerText()}`;
  }
  return text;
}

async function openStudio(page: Page) {
  await page.goto('/app/video-maker');
  await page.getByRole('tab', { name: /^Videos/ }).waitFor();
}

/**
 * Uploads through the library's file input, as a person does, and waits for `counts`; then
 * reloads and waits for them again: a fresh page lists only what its database holds, all at once.
 */
async function uploadAndReload(
  page: Page,
  names: string[],
  counts: Awaited<ReturnType<typeof libraryCounts>>,
) {
  await page.getByLabel('Upload files').setInputFiles(names.map(mediaPath));
  await expect.poll(() => libraryCounts(page), { timeout: 20_000 }).toEqual(counts);
  await page.reload();
  await expect.poll(() => libraryCounts(page), { timeout: 20_000 }).toEqual(counts);
}

/** The signed-in user's name, from the session the page stored. */
const userNameOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('userData')!) as { name: string }).name);

/** The header's profile menu → Sign Out. */
async function startSignOut(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
}
const signOutDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Keep your media on this device?' });
const signedOut = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();

/** A project with a script (the teleprompter reads one), through the API with the page's token. */
async function createProject(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await fetch(`${inject('baseURL')}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ topic: 'Whose files are these', script: 'Hello [smile]. Mine only.' }),
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { project: { id: string } } };
  return data.project.id;
}

/** Records a 1 s audio take in the teleprompter and saves it to media; resolves with its name. */
async function saveAudioTake(page: Page): Promise<string> {
  await page.goto(`/app/video-maker?project=${await createProject(page)}`);
  await page.getByText('Record yourself', { exact: true }).click();
  await page.getByRole('button', { name: 'Open teleprompter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teleprompter' });
  await dialog.getByRole('button', { name: 'Settings' }).click();
  const countdown = dialog.getByRole('checkbox', { name: '3-2-1 countdown before recording' });
  if (await countdown.isChecked()) await countdown.click();
  await dialog.getByRole('button', { name: 'Settings' }).click();
  await dialog.getByRole('radio', { name: 'Audio' }).check();
  await expect.poll(() => dialog.getByText('Microphone ready').isVisible()).toBe(true);
  const start = dialog.getByRole('button', { name: 'Start recording' });
  await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
  await start.click();
  await dialog.getByTestId('recording-timer').waitFor();
  await page.waitForTimeout(1200);
  await dialog.getByRole('button', { name: 'Stop recording' }).click();
  const take = dialog.getByTestId('take');
  await take.waitFor({ timeout: 20_000 });
  const name = (await take.getByRole('link', { name: 'Download' }).getAttribute('download')) ?? '';
  expect(name).toMatch(/^teleprompter-audio-.*\.webm$/);
  await dialog.getByRole('button', { name: 'Save to media' }).click();
  await expect.poll(() => dialog.getByRole('button', { name: 'Saved' }).isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Close teleprompter' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  return name;
}

describe('media library per account, in one browser', () => {
  it(
    'keeps two accounts and a demo apart; keep, delete and a demo’s end do what they say',
    { timeout: 180_000 },
    async () => {
      const page = await session.newPage();
      const annEmail = uniqueEmail('ann');

      // ── Ann: an uploaded clip and picture, and a teleprompter take saved to media.
      await signUpInUi(page, { name: 'Ann Archer', email: annEmail, password: PASSWORD });
      const annId = await userIdOf(page);
      const clip = await colourWebm(page, { colours: ['#ff0000'] });
      await writeFile(mediaPath(ANN_CLIP), clip);
      const annTake = await saveAudioTake(page);
      await uploadAndReload(page, [ANN_CLIP, ANN_PICTURE], { videos: 1, audios: 1, images: 1 });
      expect(await (await libraryRow(page, 'Videos', ANN_CLIP)).count()).toBe(1);
      expect(await (await libraryRow(page, 'Audio', annTake)).count()).toBe(1);
      // Her own database; the old shared one is not made.
      expect(await databases(page)).toEqual([`reelwright-media-${annId}`]);

      // Sign-out asks; the dialog is named, every control is, and it works from the keyboard.
      await startSignOut(page, 'Ann Archer');
      const askAnn = signOutDialog(page);
      await askAnn.waitFor();
      expect(
        await askAnn
          .getByRole('button')
          .evaluateAll((buttons) => buttons.map((button) => button.textContent)),
      ).toEqual(['Cancel', 'Delete my media and sign out', 'Keep my media and sign out']);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Focus starts on Cancel, inside the dialog; Escape closes it and nothing happens.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Cancel');
      await page.keyboard.press('Escape');
      await expect.poll(() => askAnn.count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBeNull();
      await startSignOut(page, 'Ann Archer');
      await askAnn.waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Keep my media and sign out',
      );
      await page.keyboard.press('Enter');
      await signedOut(page);
      expect(await databases(page)).toEqual([`reelwright-media-${annId}`]);

      // ── Bob: an empty library of his own; one picture; signs out deleting it.
      await signUpInUi(page, { name: 'Bob Baker', email: uniqueEmail('bob'), password: PASSWORD });
      const bobId = await userIdOf(page);
      await openStudio(page);
      await uploadAndReload(page, [BOB_PICTURE], { videos: 0, audios: 0, images: 1 });
      const bobSees = await libraryText(page);
      for (const annFile of [ANN_CLIP, ANN_PICTURE, annTake])
        expect(bobSees).not.toContain(annFile);
      expect(bobSees).toContain(BOB_PICTURE);
      expect(await databases(page)).toEqual(
        [`reelwright-media-${annId}`, `reelwright-media-${bobId}`].sort(),
      );
      // Signed out from the studio itself, its library open: the deletion is not blocked.
      await startSignOut(page, 'Bob Baker');
      await signOutDialog(page)
        .getByRole('button', { name: 'Delete my media and sign out' })
        .click();
      await signedOut(page);
      expect(await databases(page)).toEqual([`reelwright-media-${annId}`]);

      // ── A demo: none of Ann's or Bob's files; its own file goes when the demo ends.
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Try the demo' }).click();
      await page.waitForURL((url) => url.pathname === '/app');
      const demoId = await userIdOf(page);
      await openStudio(page);
      await uploadAndReload(page, [DEMO_SOUND], { videos: 0, audios: 1, images: 0 });
      const demoSees = await libraryText(page);
      for (const other of [ANN_CLIP, ANN_PICTURE, annTake, BOB_PICTURE])
        expect(demoSees).not.toContain(other);
      expect(await databases(page)).toEqual(
        [`reelwright-media-${annId}`, `reelwright-media-demo-${demoId}`].sort(),
      );
      // Ending the demo asks nothing: its media is deleted.
      await startSignOut(page, await userNameOf(page));
      await signedOut(page);
      expect(await signOutDialog(page).count()).toBe(0);
      await expect.poll(() => databases(page)).toEqual([`reelwright-media-${annId}`]);

      // ── Ann again: her files are all still here; Bob's and the demo's are gone.
      await page.goto('/auth');
      await page.getByRole('heading', { level: 1, name: 'Welcome back!' }).waitFor();
      await page.getByLabel('Email').fill(annEmail);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await welcome(page, 'Ann Archer').waitFor();
      await openStudio(page);
      await expect
        .poll(() => libraryCounts(page), { timeout: 20_000 })
        .toEqual({ videos: 1, audios: 1, images: 1 });
      const annSees = await libraryText(page);
      for (const own of [ANN_CLIP, ANN_PICTURE, annTake]) expect(annSees).toContain(own);
      for (const other of [BOB_PICTURE, DEMO_SOUND]) expect(annSees).not.toContain(other);
      expect(await databases(page)).toEqual([`reelwright-media-${annId}`]);
    },
  );
});
