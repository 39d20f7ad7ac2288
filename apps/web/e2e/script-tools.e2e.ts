import { scriptSections } from '@reelwright/script-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { signedInPage as signedInPageOf } from './support/api-session';
import { useBrowser } from './support/browser';

// Issue 26, "Script tools", the way a creator uses them: another hook swapped in (and undone),
// one section made shorter, and a script written from a reordered outline. The e2e server runs
// with no AI provider, so every answer is the built-in writer's.

const session = useBrowser();

const TOPIC = 'How to brew pour-over coffee at home';
const KEY_POINTS = ['Grind size', 'Water temperature', 'The bloom'];

const scriptBox = (page: Page) => page.getByRole('textbox', { name: 'Script', exact: true });
const sectionsOf = (script: string) => scriptSections(script, 'english');

/** Waits until the script field is no longer being written into and differs from `before`. */
async function writtenOver(page: Page, before: string): Promise<string> {
  await page.waitForFunction((text) => {
    const field = document.querySelector<HTMLTextAreaElement>('aside textarea[aria-busy]');
    return field?.getAttribute('aria-busy') === 'false' && field.value !== text;
  }, before);
  return scriptBox(page).inputValue();
}

async function writeScript(page: Page): Promise<string> {
  await page.goto('/app/video-maker');
  await page.getByRole('textbox', { name: 'Topic' }).fill(TOPIC);
  for (const [index, point] of KEY_POINTS.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add a key point' }).click();
    await page.getByRole('textbox', { name: `Key point ${index + 1}` }).fill(point);
  }
  await page.getByRole('button', { name: 'Generate Script' }).click();
  return writtenOver(page, '');
}

describe('script tools in the studio', () => {
  it('swaps in another hook as one undoable change, and shortens one section leaving the rest', async () => {
    const page = await signedInPageOf(() => session.newPage(), 'Melitta Bentz', 'hooks');
    await page.setViewportSize({ width: 1440, height: 900 });
    const script = await writeScript(page);
    const [first] = sectionsOf(script);

    // Three hooks side by side, each with its style and its own 'Use this hook'.
    await page.getByRole('button', { name: 'Try another hook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Try another hook' });
    const cards = dialog.getByRole('list', { name: 'Hooks' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    const boxes = await Promise.all([0, 1, 2].map((index) => cards.nth(index).boundingBox()));
    expect(new Set(boxes.map((box) => Math.round(box!.y))).size).toBe(1);
    expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const chosen = cards.nth(1);
    const hook = (await chosen.locator('p').nth(1).textContent())!.trim();
    await chosen.getByRole('button', { name: /^Use this hook: / }).click();
    await dialog.waitFor({ state: 'hidden' });
    const swapped = await scriptBox(page).inputValue();
    expect(swapped).toBe(script.slice(0, first!.bodyStart) + hook + script.slice(first!.end));

    // Ctrl+Z in the script takes the whole swap back.
    await scriptBox(page).focus();
    await page.keyboard.press('Control+z');
    expect(await scriptBox(page).inputValue()).toBe(script);

    // Shorter on the first body section: fewer words there, every other byte the same.
    const sections = sectionsOf(script);
    const index = sections.findIndex((section) => section.kind === 'body');
    const section = sections[index]!;
    await page.getByRole('button', { name: `Sections (${sections.length})` }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: `Shorter: section ${index + 1} (${section.title})` })
      .click();
    const shorter = await writtenOver(page, script);
    const tail = script.length - section.end;
    expect(shorter.slice(0, section.bodyStart)).toBe(script.slice(0, section.bodyStart));
    expect(shorter.slice(shorter.length - tail)).toBe(script.slice(section.end));
    expect(sectionsOf(shorter)[index]!.wordCount).toBeLessThan(section.wordCount);
  });

  it('writes the script from an outline reordered with the keyboard', async () => {
    const page = await signedInPageOf(() => session.newPage(), 'Peter Schlumbohm', 'outline');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/app/video-maker');
    await page.getByRole('textbox', { name: 'Topic' }).fill(TOPIC);
    await page.getByRole('button', { name: 'Start from an outline' }).click();
    await page.getByRole('button', { name: 'Make an outline' }).click();
    const outline = page.getByRole('list', { name: 'Outline' });
    const titleFields = outline.getByRole('textbox', { name: /^Section \d+ title$/ });
    await titleFields.first().waitFor();
    const titles = await titleFields.evaluateAll((fields) =>
      fields.map((field) => (field as HTMLInputElement).value),
    );
    expect(titles.length).toBeGreaterThanOrEqual(4);

    // The third section goes up one (Alt+↑ in its title), and the focus goes with it.
    await page.getByRole('textbox', { name: 'Section 3 title' }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    const reordered = [titles[0]!, titles[2]!, titles[1]!, ...titles.slice(3)];
    expect(
      await titleFields.evaluateAll((fields) =>
        fields.map((field) => (field as HTMLInputElement).value),
      ),
    ).toEqual(reordered);
    expect(
      await page
        .getByRole('textbox', { name: 'Section 2 title' })
        .evaluate((field) => field === document.activeElement),
    ).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Write the script from this outline' }).click();
    const script = await writtenOver(page, '');
    const headings = sectionsOf(script).map((section) => section.title);
    expect(headings.filter((title) => reordered.includes(title))).toEqual(reordered);
  });
});
