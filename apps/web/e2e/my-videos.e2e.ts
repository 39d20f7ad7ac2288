import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { signedInPage as signedInPageOf } from './support/api-session';
import { useBrowser } from './support/browser';

// My Videos as a creator uses it: projects started in the studio, found, renamed, copied,
// deleted after a confirmation and opened again.

const session = useBrowser();

const signedInPage = (name: string) => signedInPageOf(() => session.newPage(), name, 'my-videos');

/** Starts a project in the studio the way a person does: by typing its topic. */
async function startProject(page: Page, topic: string) {
  await page.goto('/app/video-maker');
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/projects') && response.request().method() === 'POST',
  );
  await page.getByRole('textbox', { name: 'Topic' }).fill(topic);
  expect((await saved).status()).toBe(201);
  await page.waitForURL(/[?&]project=/);
  await page.getByText('Saved', { exact: true }).waitFor();
}

const videoList = (page: Page) => page.getByRole('list', { name: 'Your videos' });

/** The listed titles, in order. */
const titles = (page: Page) =>
  videoList(page)
    .getByRole('heading', { level: 2 })
    .evaluateAll((headings) => headings.map((heading) => heading.textContent));

async function showsTitles(page: Page, expected: string[]) {
  await expect.poll(() => titles(page), { timeout: 5000 }).toEqual(expected);
}

describe('My Videos', () => {
  it('lists, searches, renames, copies, deletes and opens projects', async () => {
    const page = await signedInPage('Maya Chen');
    await startProject(page, 'Cold brew at home');
    await startProject(page, 'Sourdough starter basics');

    // From the dashboard's tile.
    await page.goto('/app');
    const tile = page.getByRole('link', { name: /My Videos/ });
    expect(await tile.getAttribute('href')).toBe('/app/my-videos');
    await tile.click();
    await page.getByRole('heading', { level: 1, name: 'My Videos' }).waitFor();
    await showsTitles(page, ['Sourdough starter basics', 'Cold brew at home']);
    const firstCard = videoList(page).getByRole('article').first();
    expect(await firstCard.textContent()).toMatch(/Changed /);
    expect(await firstCard.getByText('No thumbnail yet').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Search, and the empty result with Clear Search.
    const search = page.getByRole('searchbox', { name: 'Search your videos' });
    await search.fill('BREW');
    await showsTitles(page, ['Cold brew at home']);
    await search.fill('kombucha');
    await page.getByRole('heading', { name: 'No videos match “kombucha”' }).waitFor();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await showsTitles(page, ['Sourdough starter basics', 'Cold brew at home']);
    expect(await search.inputValue()).toBe('');

    // Rename by keyboard: the title becomes an input; Enter saves, and it stays after a reload.
    await page.getByRole('button', { name: 'Rename Cold brew at home' }).click();
    const input = page.getByRole('textbox', { name: 'New title for Cold brew at home' });
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    await input.fill('Cold brew, the easy way');
    await input.press('Enter');
    await showsTitles(page, ['Sourdough starter basics', 'Cold brew, the easy way']);
    await page.reload();
    await showsTitles(page, ['Cold brew, the easy way', 'Sourdough starter basics']);

    // Escape leaves a rename as it was.
    await page.getByRole('button', { name: 'Rename Sourdough starter basics' }).click();
    await page
      .getByRole('textbox', { name: 'New title for Sourdough starter basics' })
      .fill('Oops');
    await page.keyboard.press('Escape');
    await showsTitles(page, ['Cold brew, the easy way', 'Sourdough starter basics']);

    // Duplicate.
    await page.getByRole('button', { name: 'Duplicate Sourdough starter basics' }).click();
    await showsTitles(page, [
      'Sourdough starter basics (copy)',
      'Cold brew, the easy way',
      'Sourdough starter basics',
    ]);
    await page.reload();
    await showsTitles(page, [
      'Sourdough starter basics (copy)',
      'Cold brew, the easy way',
      'Sourdough starter basics',
    ]);

    // Delete asks first; keeping it changes nothing.
    const deleteCopy = page.getByRole('button', {
      name: 'Delete Sourdough starter basics (copy)',
    });
    await deleteCopy.click();
    const dialog = page.getByRole('dialog', { name: 'Delete “Sourdough starter basics (copy)”?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await titles(page)).toHaveLength(3);
    await deleteCopy.click();
    await dialog.getByRole('button', { name: 'Delete video' }).click();
    await showsTitles(page, ['Cold brew, the easy way', 'Sourdough starter basics']);
    await page.reload();
    await showsTitles(page, ['Cold brew, the easy way', 'Sourdough starter basics']);

    // Open in the studio: the project's own topic is there.
    await page.getByRole('link', { name: 'Open in studio: Sourdough starter basics' }).click();
    await page.waitForURL(/\/app\/video-maker\?project=[0-9a-f-]{36}$/);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Topic' }).inputValue())
      .toBe('Sourdough starter basics');
  });

  it('invites a new creator to make a first video, and offers Try Again when loading fails', async () => {
    const page = await signedInPage('Noah Reyes');
    await page.goto('/app/my-videos');
    await page.getByRole('heading', { name: 'No videos yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create First Video' }).getAttribute('href')).toBe(
      '/app/video-maker',
    );

    session.problems.allow(/Failed to load resource/);
    await page.route('**/api/projects?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Down', code: 'DATABASE_UNAVAILABLE' }),
      }),
    );
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch projects.' });
    await alert.waitFor();
    await page.unroute('**/api/projects?*');
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'No videos yet' }).waitFor();
  });
});
