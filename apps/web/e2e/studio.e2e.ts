import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { signedInPage as signedInPageOf } from './support/api-session';
import { useBrowser } from './support/browser';

// The server runs without an AI key, so the built-in offline writer answers every AI call.

const session = useBrowser();

const signedInPage = (name: string) => signedInPageOf(() => session.newPage(), name, 'studio');

const TOPIC = 'Cold brew coffee at home';

const scriptBox = (page: Page) => page.getByRole('textbox', { name: 'Script', exact: true });

/** Watches the studio from inside the page: every state the script field and button pass through. */
async function watchGeneration(page: Page) {
  await page.evaluate(() => {
    const seen = { lengths: [] as number[], busyButton: false, busyField: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      const field = document.querySelector<HTMLTextAreaElement>('aside textarea[aria-busy]');
      if (field !== null) {
        if (seen.lengths.at(-1) !== field.value.length) seen.lengths.push(field.value.length);
        if (field.getAttribute('aria-busy') === 'true') seen.busyField = true;
      }
      if (document.body.textContent?.includes('Writing the script…')) seen.busyButton = true;
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  return () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            seen: { lengths: number[]; busyButton: boolean; busyField: boolean };
          }
        ).seen,
    );
}

describe('script studio', () => {
  it('writes, improves, extends and saves a script that is there again after a reload', async () => {
    const page = await signedInPage('Ida Tarbell');
    await page.goto('/app/video-maker');
    await page.getByRole('textbox', { name: 'Topic' }).fill(TOPIC);

    // AI key points fill the rows.
    await page.getByRole('button', { name: 'Suggest key points with AI' }).click();
    const firstPoint = page.getByRole('textbox', { name: 'Key point 1' });
    await page.waitForFunction(
      () =>
        (document.querySelector<HTMLTextAreaElement>('[aria-label="Key point 2"]')?.value ?? '') !==
        '',
    );
    const points = await page
      .getByRole('textbox', { name: /^Key point \d+$/ })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLTextAreaElement).value));
    expect(points.length).toBeGreaterThanOrEqual(2);
    expect(await firstPoint.inputValue()).toBe(points[0]);

    // The script streams into the field: it shows busy and empty first, then fills.
    const seen = await watchGeneration(page);
    await page.getByRole('button', { name: 'Generate Script' }).click();
    await page.getByRole('button', { name: 'Generate Script' }).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('aside textarea[aria-busy]')?.getAttribute('aria-busy') === 'false',
    );
    const observed = await seen();
    expect(observed.busyButton).toBe(true);
    expect(observed.busyField).toBe(true);
    expect(observed.lengths.length).toBeGreaterThanOrEqual(2);
    expect(observed.lengths[0]).toBeLessThan(observed.lengths.at(-1)!);
    const script = await scriptBox(page).inputValue();
    for (const point of points) expect(script.toLowerCase()).toContain(point.toLowerCase());
    await page.getByText('Written by the built-in writer', { exact: false }).waitFor();
    await page.waitForURL((url) => /^\?project=[0-9a-f-]{36}$/.test(url.search));
    const url = page.url();

    // Select a passage (the third sentence) and improve it with a quick command.
    const sentences = script.match(/[^.!?\n]+[.!?]/g) ?? [];
    const passage = sentences.find((sentence, index) => index >= 2 && sentence.trim().length > 30);
    expect(passage).toBeDefined();
    const start = script.indexOf(passage!);
    const end = start + passage!.length;
    await scriptBox(page).evaluate(
      (field, range) => {
        const textarea = field as HTMLTextAreaElement;
        textarea.focus();
        textarea.setSelectionRange(range.start, range.end);
        textarea.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      },
      { start, end },
    );
    await page.getByRole('button', { name: 'Improve with AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Text Editor' });
    await dialog.waitFor();
    expect(await dialog.getByText(passage!.trim()).count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add examples' }).click();
    expect(
      await dialog.getByRole('textbox', { name: 'How can this segment be improved?' }).inputValue(),
    ).toBe('Add examples');
    await dialog.getByRole('button', { name: 'Improve with AI' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const improved = await scriptBox(page).inputValue();
    expect(improved).not.toBe(script);
    expect(improved.startsWith(script.slice(0, start))).toBe(true);
    expect(improved.endsWith(script.slice(end))).toBe(true);

    // 'More' adds a section before the closing call to action and outro; its save is the next PUT.
    const extendSaved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().includes('/api/projects/'),
    );
    await page.getByRole('button', { name: 'More: extend the script with AI' }).click();
    await page.waitForFunction(
      (before) =>
        (document.querySelector<HTMLTextAreaElement>('aside textarea[aria-busy]')?.value.length ??
          0) > before,
      improved.length,
    );
    await page.waitForFunction(
      () =>
        document.querySelector('aside textarea[aria-busy]')?.getAttribute('aria-busy') === 'false',
    );
    const extended = await scriptBox(page).inputValue();
    const closing = improved.split('\n\n').slice(-3).join('\n\n');
    expect(extended.endsWith(`\n\n${closing}`)).toBe(true);
    expect(extended.split('\n\n')).toHaveLength(improved.split('\n\n').length + 1);
    expect((await extendSaved).status()).toBe(200);
    await page.getByText('Saved', { exact: true }).waitFor();

    await page.reload();
    expect(page.url()).toBe(url);
    await page.getByRole('textbox', { name: 'Topic' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Topic' }).inputValue()).toBe(TOPIC);
    await page.waitForFunction(
      (text) =>
        document.querySelector<HTMLTextAreaElement>('aside textarea[aria-busy]')?.value === text,
      extended,
    );
    const quality = page.getByRole('region', { name: 'Script quality' });
    await quality.waitFor();
    expect(await quality.getByText(/^Grade [ABC]$/).count()).toBe(1);
    expect(await quality.getByRole('meter').count()).toBe(9);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows a guest the demo sign-in card instead of the studio', async () => {
    const page = await session.newPage();
    await page.goto('/app/video-maker');
    await page.getByRole('button', { name: 'Log in as demo' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/video-maker');
    await page.getByText(/creates a temporary test account/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Topic' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
