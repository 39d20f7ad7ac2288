import type { TimelineDocument } from '@reelwright/timeline';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { libraryCounts, libraryFiles } from './editor-page';

/**
 * Uploads the files through the library as a person does, then makes a project holding
 * `timeline(idOf)` through the API (the media ids come from the library) and opens it.
 */
export async function openProjectWithMedia(
  page: Page,
  files: { name: string; mimeType: string; buffer: Buffer }[],
  counts: Partial<Record<'videos' | 'images' | 'audios', number>>,
  timeline: (idOf: (name: string) => string) => TimelineDocument,
  { topic, script }: { topic: string; script: string },
): Promise<void> {
  await page.goto('/app/video-maker');
  await page.getByLabel('Upload files').setInputFiles(files);
  await expect.poll(() => libraryCounts(page)).toMatchObject(counts);
  const library = await libraryFiles(page);
  const idOf = (name: string) => library.find((file) => file.name === name)!.id;
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await fetch(`${inject('baseURL')}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ topic, script, timeline: timeline(idOf) }),
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { project: { id: string } } };
  await page.goto(`/app/video-maker?project=${data.project.id}`);
}
