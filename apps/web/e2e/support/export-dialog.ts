import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Exports the open project through the editor's Export dialog as a person does — size, frame
 * rate, format, loudness — waits for 'Download video' and returns the downloaded file. Without
 * a format the dialog's own choice stays (it is enabled once the browser has answered).
 */
export async function exportVideo(
  page: Page,
  options: {
    resolution: string;
    fps?: 24 | 25 | 30 | 60;
    format?: 'WebM' | 'MP4';
    /** false unticks 'Normalize loudness' */
    normalize?: boolean;
  },
): Promise<Buffer> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export video' });
  await dialog.waitFor();
  await dialog.getByLabel('Resolution').selectOption({ label: options.resolution });
  if (options.fps)
    await dialog.getByLabel('Frame rate').selectOption({ label: `${options.fps} fps` });
  if (options.format) {
    const radio = dialog.getByRole('radio', { name: new RegExp(`^${options.format} `) });
    await expect.poll(() => radio.isEnabled(), { timeout: 30_000 }).toBe(true);
    await radio.check();
  }
  if (options.normalize === false) {
    const normalize = dialog.getByRole('checkbox', { name: 'Normalize loudness' });
    if (await normalize.isChecked()) await normalize.uncheck();
  }
  const start = dialog.getByRole('button', { name: 'Export', exact: true });
  await expect.poll(() => start.isEnabled(), { timeout: 30_000 }).toBe(true);
  await start.click();
  const download = dialog.getByRole('link', { name: 'Download video' });
  await download.waitFor({ timeout: 120_000 });
  const [event] = await Promise.all([page.waitForEvent('download'), download.click()]);
  return readFile((await event.path())!);
}
