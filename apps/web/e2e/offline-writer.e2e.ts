import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { signedInPage as signedInPageOf } from './support/api-session';
import { useBrowser } from './support/browser';

// Issue 22, "Writing": without a model the built-in writer drafts honestly around the creator's
// key points, the studio says how to connect a model, and 'More' adds sections before the
// closing. The e2e server runs with no AI provider, so every AI call is the offline writer's.

const session = useBrowser();

const TOPIC = 'How to brew pour-over coffee at home';
const KEY_POINTS = ['Grind size', 'Water temperature', 'The bloom'];

const scriptBox = (page: Page) => page.getByRole('textbox', { name: 'Script', exact: true });
const paragraphsOf = (script: string) => script.split('\n\n');
const occurrences = (text: string, phrase: string) => text.split(phrase).length - 1;

/** Waits until the script field is no longer being written into. */
const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('aside textarea[aria-busy]')?.getAttribute('aria-busy') === 'false',
  );

async function extendOnce(page: Page, before: string): Promise<string> {
  await page.getByRole('button', { name: 'More: extend the script with AI' }).click();
  await page.waitForFunction(
    (length) =>
      (document.querySelector<HTMLTextAreaElement>('aside textarea[aria-busy]')?.value.length ??
        0) > length,
    before.length,
  );
  await settled(page);
  return scriptBox(page).inputValue();
}

describe('the built-in writer in the studio', () => {
  it('drafts the coffee script from the typed key points, says how to connect a model, and extends before the closing', async () => {
    const page = await signedInPageOf(() => session.newPage(), 'Ruth Wakefield', 'offline');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/app/video-maker');
    await page.getByRole('textbox', { name: 'Topic' }).fill(TOPIC);

    // The creator types three key points, adding a row for each.
    for (const [index, point] of KEY_POINTS.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Add a key point' }).click();
      await page.getByRole('textbox', { name: `Key point ${index + 1}` }).fill(point);
    }
    await page.getByRole('button', { name: 'Generate Script' }).click();
    await page.getByRole('button', { name: 'Generate Script' }).waitFor();
    await settled(page);
    const script = await scriptBox(page).inputValue();

    // The key points, word for word and in order, open the body's sections.
    const paragraphs = paragraphsOf(script);
    const openers = KEY_POINTS.map((point) =>
      paragraphs.findIndex((paragraph) =>
        paragraph.split(/(?<=[.?!])\s/)[0]!.endsWith(`${point}.`),
      ),
    );
    expect(openers.every((index) => index > 0)).toBe(true);
    expect([...openers].sort((a, b) => a - b)).toEqual(openers);
    // The title once, no "topic: suffix" filler, and the gaps marked for the creator.
    expect(occurrences(script, TOPIC)).toBe(1);
    expect(script).not.toContain(`${TOPIC}:`);
    expect(script).toMatch(/\[Your hook: [^\]]+\]/);
    expect(script.match(/\[[^\]\n]+: about \d+(?:\.5)? (?:seconds|minutes?)\.\]/g)?.length).toBe(6);

    // The hint: what this draft is, one sentence on connecting a model, and the link.
    await page.getByText('Written by the built-in writer', { exact: false }).waitFor();
    await page
      .getByText(/connect a model to the server: a local Ollama or any OpenAI-compatible server/)
      .waitFor();
    const link = page.getByRole('link', { name: 'How to connect a model' });
    expect(await link.getAttribute('href')).toBe('/help-center?article=connect-ai-model');
    const [help] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    const article = help.getByRole('button', { name: 'How do I connect an AI model?' });
    await article.waitFor();
    expect(await article.getAttribute('aria-expanded')).toBe('true');
    await help.getByText(/AI_BASE_URL=http:\/\/localhost:11434\/v1/).waitFor();
    await help.close();

    // 'More' twice: each new section lands before the recap, call to action and outro.
    const closing = paragraphs.slice(-3);
    expect(closing[1]).toMatch(/subscribe/i);
    const once = await extendOnce(page, script);
    const twice = await extendOnce(page, once);
    const after = paragraphsOf(twice);
    expect(after.slice(-3)).toEqual(closing);
    expect(after.slice(0, paragraphs.length - 3)).toEqual(paragraphs.slice(0, -3));
    expect(after).toHaveLength(paragraphs.length + 2);
    const added = after.slice(paragraphs.length - 3, -3);
    for (const section of added) expect(section).toMatch(/\[[^\]]+\]/);
    expect(added[0]).not.toBe(added[1]);

    // The tip no longer asks for the call to action the extension used to displace.
    const quality = page.getByRole('region', { name: 'Script quality' });
    await quality.waitFor();
    expect(await quality.getByText(/Add a call to action/).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
