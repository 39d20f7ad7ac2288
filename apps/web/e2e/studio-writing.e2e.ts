import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { signedInPage as signedInPageOf } from './support/api-session';
import { useBrowser } from './support/browser';
import { dropOnTrack, libraryCounts, libraryRow } from './support/editor-page';
import { solidPng } from './support/media-files';

// Writing in the studio the way a person does: selecting and copying text, asking AI to improve
// a passage, going back to an earlier version. The server answers AI calls with its offline writer.

const session = useBrowser();

const signedInPage = async (name: string) => {
  const page = await signedInPageOf(() => session.newPage(), name, 'writing');
  await page.setViewportSize({ width: 1440, height: 900 });
  return page;
};

const TOPIC = 'How to brew pour-over coffee at home';
// Short enough to fit one line of the script field (Shift+End selects a visual line).
const FIRST_LINE = 'Pour-over rewards patience.';
const SCRIPT = `${FIRST_LINE}\n\nHeat the water to just off the boil, then wet the grounds and wait for the bloom before pouring the rest in slow circles.`;

const scriptBox = (page: Page) => page.getByRole('textbox', { name: 'Script', exact: true });
const improveAction = (page: Page) => page.getByRole('button', { name: 'Improve with AI' });
const textEditor = (page: Page) => page.getByRole('dialog', { name: 'AI Text Editor' });

/** A project of the signed-in user, made through the API; answers its id. */
async function createProject(page: Page, body: object): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await fetch(`${session.baseURL}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { project: { id: string } } }).data.project.id;
}

async function openProject(page: Page, id: string, script: string) {
  await page.goto(`/app/video-maker?project=${id}`);
  await page.waitForFunction(
    (text) =>
      document.querySelector<HTMLTextAreaElement>('aside textarea[aria-busy]')?.value === text,
    script,
  );
}

/** The script field's selection, as text. */
const selectedText = (page: Page) =>
  scriptBox(page).evaluate((field) => {
    const textarea = field as HTMLTextAreaElement;
    return textarea.value.slice(textarea.selectionStart, textarea.selectionEnd);
  });

/** The accessible names of the buttons in `scope`, as the browser's accessibility tree has them. */
async function buttonNames(scope: Locator): Promise<string[]> {
  const tree = await scope.ariaSnapshot();
  return [...tree.matchAll(/- button "((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!);
}

const repeated = (names: string[]) => names.filter((name, index) => names.indexOf(name) !== index);

/** Waits for the studio's next save of the project and answers what it sent. */
const nextSave = (page: Page, id: string) =>
  page
    .waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().endsWith(`/api/projects/${id}`),
    )
    .then((response) => {
      expect(response.status()).toBe(200);
      return response.request().postDataJSON() as { script?: string; source: string };
    });

describe('studio: selecting text', () => {
  it('selects and copies with keyboard and mouse without opening anything; the AI editor opens on request', async () => {
    const page = await signedInPage('Nellie Bly');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const id = await createProject(page, { topic: TOPIC, script: SCRIPT });
    await openProject(page, id, SCRIPT);

    // Shift+→ thirty times: every step on the way is only part of a selection.
    await scriptBox(page).click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.down('Shift');
    for (let step = 1; step <= 30; step += 1) {
      await page.keyboard.press('ArrowRight');
      if (step === 12 || step === 20) {
        expect(await selectedText(page)).toBe(SCRIPT.slice(0, step));
        expect(await textEditor(page).isVisible()).toBe(false);
        expect(await improveAction(page).count()).toBe(0);
      }
    }
    await page.keyboard.up('Shift');
    const passage = SCRIPT.slice(0, 30);
    expect(await selectedText(page)).toBe(passage);
    await improveAction(page).waitFor();
    expect(await textEditor(page).isVisible()).toBe(false);
    expect(await improveAction(page).getAttribute('aria-keyshortcuts')).toBe('Control+I');

    // The action sits just under the line where the selection ends (the third), inside the field.
    const field = (await scriptBox(page).boundingBox())!;
    const action = (await improveAction(page).boundingBox())!;
    const lineHeight = await scriptBox(page).evaluate((element) =>
      parseFloat(getComputedStyle(element).lineHeight),
    );
    const endLine = passage.split('\n').length;
    expect(action.y).toBeGreaterThan(field.y + lineHeight * endLine);
    expect(action.y).toBeLessThan(field.y + lineHeight * (endLine + 2));
    expect(action.x).toBeGreaterThanOrEqual(field.x);
    expect(action.x + action.width).toBeLessThanOrEqual(field.x + field.width);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Copying is the browser's own, and works.
    await page.keyboard.press('Control+C');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(passage);

    // Tab reaches 'Improve with AI', Enter opens the editor on the passage; Esc gives the script
    // its selection back.
    await page.keyboard.press('Tab');
    expect(
      await improveAction(page).evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await textEditor(page).waitFor();
    expect(await textEditor(page).getByText(passage.trim()).count()).toBe(1);
    const editorButtons = await buttonNames(textEditor(page));
    expect(editorButtons).toContain('Close the AI Text Editor');
    expect(editorButtons).toContain('Cancel');
    expect(repeated(editorButtons)).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await textEditor(page).waitFor({ state: 'hidden' });
    expect(await scriptBox(page).evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    expect(await selectedText(page)).toBe(passage);

    // Ctrl+I opens it on the selection too.
    await page.keyboard.press('Control+i');
    await textEditor(page).waitFor();
    await textEditor(page).getByRole('button', { name: 'Close the AI Text Editor' }).click();
    await textEditor(page).waitFor({ state: 'hidden' });

    // A mouse drag over the second paragraph: nothing opens while the button is held or after.
    const secondStart = SCRIPT.indexOf('Heat');
    const lineTop = await scriptBox(page).evaluate((element, start) => {
      const textarea = element as HTMLTextAreaElement;
      const lines = textarea.value.slice(0, start).split('\n').length - 1;
      const style = getComputedStyle(textarea);
      return parseFloat(style.paddingTop) + parseFloat(style.lineHeight) * (lines + 0.5);
    }, secondStart);
    // (Starting clear of the 'H' still selected: a press inside a selection would drag it.)
    await page.mouse.move(field.x + 48, field.y + lineTop);
    await page.mouse.down();
    await page.mouse.move(field.x + field.width * 0.6, field.y + lineTop, { steps: 8 });
    const dragged = await selectedText(page);
    expect(dragged.trim().length).toBeGreaterThan(10);
    expect(SCRIPT.slice(secondStart)).toContain(dragged);
    expect(await textEditor(page).isVisible()).toBe(false);
    expect(await improveAction(page).count()).toBe(0);
    await page.mouse.up();
    await improveAction(page).waitFor();
    expect(await textEditor(page).isVisible()).toBe(false);
    await page.keyboard.press('Control+C');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(dragged);

    await improveAction(page).click();
    await textEditor(page).waitFor();
    expect(await textEditor(page).getByText(dragged.trim()).count()).toBe(1);
    await textEditor(page).getByRole('button', { name: 'Cancel' }).click();
    await textEditor(page).waitFor({ state: 'hidden' });
    expect(await scriptBox(page).inputValue()).toBe(SCRIPT);
  });
});

describe('studio: script versions', () => {
  it('lists typing and AI changes with their time, previews an older one and restores it', async () => {
    const page = await signedInPage('Ida Wells');
    const id = await createProject(page, { topic: TOPIC, script: SCRIPT });
    await openProject(page, id, SCRIPT);

    // Typing, saved a moment later.
    const typingSaved = nextSave(page, id);
    await scriptBox(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Rinse the paper filter first.');
    const typed = `${SCRIPT} Rinse the paper filter first.`;
    expect(await typingSaved).toMatchObject({ script: typed, source: 'autosave' });

    // AI improves the first line (selected with Shift+End, opened with Ctrl+I).
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Shift+End');
    expect(await selectedText(page)).toBe(FIRST_LINE);
    await page.keyboard.press('Control+i');
    await textEditor(page).getByRole('button', { name: 'Add examples' }).click();
    const improveSaved = nextSave(page, id);
    await textEditor(page).getByRole('button', { name: 'Improve with AI' }).click();
    await textEditor(page).waitFor({ state: 'hidden' });
    expect(await improveSaved).toMatchObject({ source: 'improve' });
    const improved = await scriptBox(page).inputValue();
    expect(improved).not.toBe(typed);
    expect(improved.endsWith(typed.slice(FIRST_LINE.length))).toBe(true);

    // The versions: newest first, each with its cause and time.
    await page.getByRole('button', { name: 'Script versions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Script versions' });
    const rows = dialog.getByRole('list', { name: 'Versions' }).getByRole('button');
    await rows.first().waitFor();
    const texts = await rows.allTextContents();
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(/^AI: improved/);
    expect(texts[1]).toMatch(/^Typing/);
    expect(texts[2]).toMatch(/^Typing/);
    for (const text of texts) expect(text).toMatch(/\d{1,2}:\d{2}:\d{2}/);
    const times = await dialog
      .locator('time')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('datetime')!));
    expect(times).toHaveLength(3);
    expect([...times].sort().reverse()).toEqual(times);
    for (const time of times) {
      expect(Math.abs(Date.now() - Date.parse(time))).toBeLessThan(10 * 60_000);
    }

    // Preview the typed one: the whole text, before AI changed it.
    await rows.nth(1).click();
    const preview = dialog.getByRole('textbox', { name: /^Version from / });
    await preview.waitFor();
    expect(await preview.inputValue()).toBe(typed);
    expect(await rows.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(repeated(await buttonNames(dialog))).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Restore: one change, saved at once as a restore.
    const restoreSaved = nextSave(page, id);
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await restoreSaved).toEqual({ script: typed, revision: 2, source: 'restore' });
    expect(await scriptBox(page).inputValue()).toBe(typed);
    await page.getByText(/^Restored the version from /).waitFor();

    // After a reload the restored text is there, and the restore is a version of its own.
    await page.reload();
    await page.waitForFunction(
      (text) =>
        document.querySelector<HTMLTextAreaElement>('aside textarea[aria-busy]')?.value === text,
      typed,
    );
    await page.getByRole('button', { name: 'Script versions' }).click();
    await rows.first().waitFor();
    const after = await rows.allTextContents();
    expect(after).toHaveLength(4);
    expect(after[0]).toMatch(/^Restored/);

    // Restoring the AI's version and pressing Ctrl+Z takes the restore back, and saves that.
    await rows.nth(1).click();
    expect(await preview.inputValue()).toBe(improved);
    const againSaved = nextSave(page, id);
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await scriptBox(page).inputValue()).toBe(improved);
    expect(await againSaved).toMatchObject({ script: improved, source: 'restore' });
    const undoSaved = nextSave(page, id);
    await page.keyboard.press('Control+z');
    expect(await scriptBox(page).inputValue()).toBe(typed);
    expect(await undoSaved).toMatchObject({ script: typed, source: 'autosave' });
  });
});

describe('studio: writing a new script', () => {
  it('shows long key points whole, brings the new script into view and names every control apart', async () => {
    const page = await signedInPage('Studs Terkel');
    await page.goto('/app/video-maker');
    await page.getByRole('textbox', { name: 'Topic' }).fill(TOPIC);

    const long =
      'Why the grind size decides whether the cup tastes sour, bitter or just right, and how to tell which one you have';
    const points = [long, 'The kettle', 'Water temperature', 'The bloom', 'Pouring in circles'];
    for (let index = 1; index < points.length; index += 1) {
      await page.getByRole('button', { name: 'Add a key point' }).click();
    }
    for (const [index, point] of points.entries()) {
      await page.getByRole('textbox', { name: `Key point ${index + 1}` }).fill(point);
    }
    // The long point wraps and shows all of its words: nothing hidden to scroll to.
    const shown = await page.getByRole('textbox', { name: 'Key point 1' }).evaluate((element) => ({
      width: element.clientWidth,
      height: element.clientHeight,
      scrollHeight: element.scrollHeight,
      scrollWidth: element.scrollWidth,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(shown.width).toBeGreaterThan(200);
    expect(shown.height).toBeGreaterThan(shown.lineHeight * 2);
    expect(shown.scrollHeight).toBeLessThanOrEqual(shown.height + 1);
    expect(shown.scrollWidth).toBeLessThanOrEqual(shown.width + 1);
    // One line per point: Enter adds no line break.
    await page.getByRole('textbox', { name: 'Key point 2' }).press('Enter');
    expect(await page.getByRole('textbox', { name: 'Key point 2' }).inputValue()).toBe(
      'The kettle',
    );

    // Where the script will appear, under Generate Script, is below the fold.
    const generate = page.getByRole('button', { name: 'Generate Script' });
    const before = (await generate.boundingBox())!;
    expect(before.y + before.height + 120).toBeGreaterThan(900);
    await generate.click();
    await page.waitForFunction(() => {
      const field = document.querySelector('aside textarea[aria-busy]');
      return field?.getAttribute('aria-busy') === 'false' && (field as HTMLTextAreaElement).value;
    });
    await page.getByRole('button', { name: 'Generate Script' }).waitFor();
    // The script is in view: its label and first lines, not below the fold.
    expect((await generate.boundingBox())!.y).toBeLessThan(before.y);
    await expect
      .poll(async () => {
        const box = (await scriptBox(page).boundingBox())!;
        return box.y >= 0 && box.y + 120 <= 900;
      })
      .toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The export and thumbnail dialogs name their header close button apart from 'Close'.
    // (Export is offered once something is on the timeline: an image.)
    await page.getByLabel('Upload files').setInputFiles({
      name: 'frame.png',
      mimeType: 'image/png',
      buffer: solidPng(320, 180, [200, 120, 40]),
    });
    await expect.poll(() => libraryCounts(page)).toMatchObject({ images: 1 });
    await dropOnTrack(page, await libraryRow(page, 'Images', 'frame.png'), 'overlay-1', 0);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export video' });
    await exportDialog.waitFor();
    const exportButtons = await buttonNames(exportDialog);
    expect(exportButtons).toContain('Close the export dialog');
    expect(repeated(exportButtons)).toEqual([]);
    await exportDialog.getByRole('button', { name: 'Close the export dialog' }).click();
    await exportDialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Thumbnail', exact: true }).click();
    const thumbnails = page.getByRole('dialog', { name: 'AI Thumbnail Generator' });
    await thumbnails.waitFor();
    const thumbnailButtons = await buttonNames(thumbnails);
    expect(thumbnailButtons).toEqual(
      expect.arrayContaining(['Close the thumbnail generator', 'Close']),
    );
    expect(repeated(thumbnailButtons)).toEqual([]);
    await thumbnails.getByRole('button', { name: 'Close the thumbnail generator' }).click();
    await thumbnails.waitFor({ state: 'hidden' });
  });
});
