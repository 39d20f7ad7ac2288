import { presetTransform, TEXT_BOX_PADDING, TEXT_PRESETS } from '@reelwright/timeline';
import { describe, expect, inject, it } from 'vitest';
import { signedInPage } from './support/api-session';
import { useBrowser } from './support/browser';
import { decodeInBrowser, type Area } from './support/decode-in-browser';
import { endOf, itemsOn, near } from './support/editor-page';
import { exportVideo } from './support/export-dialog';

// Issue 25, text: a title added from the toolbar becomes a lower third (its box bottom-left in
// the title safe area), its box pure green, its words red, typed in over 1 s and faded out over
// its last second. The export is decoded: the box sits bottom-left with red letters in it, the
// letters type in from the left (fewer red pixels at 0.3 s than at 1.5 s, the end of the words
// still bare at 0.3 s) and the whole title dims as it fades out.

const session = useBrowser();

const WIDTH = 854;
const HEIGHT = 480;
const WORDS = 'Your title';
const GREEN = [0, 255, 0] as const;
const BLACK = [0, 0, 0] as const;

describe('text style, presets and animations', () => {
  it('makes a green-boxed red lower third that types in and fades out, and exports it so', async () => {
    const page = await signedInPage(() => session.newPage(), 'Lotte Reiniger', 'text-style');
    await page.goto('/app/video-maker');

    // A title at 0 s, cut to 3 s (Shift+ArrowLeft: 1 s a press on its trim-end handle).
    await page.getByRole('button', { name: 'Add title', exact: true }).click();
    await expect.poll(() => itemsOn(page, 'overlay-1').count()).toBe(1);
    const item = itemsOn(page, 'overlay-1').first();
    const trimEnd = item.locator('..').getByRole('slider', { name: 'Trim end' });
    await trimEnd.focus();
    for (let press = 0; press < 7; press += 1) await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(() => endOf(item)).toBe(3000);

    const inspector = page.getByRole('group', { name: 'Title', exact: true });
    await inspector
      .getByRole('group', { name: 'Text presets' })
      .getByRole('button', { name: 'Lower third' })
      .click();
    await expect
      .poll(() =>
        inspector.getByRole('button', { name: 'Align left' }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await inspector.getByLabel('Box colour').fill('#00ff00');
    const opacity = inspector.getByLabel('Box opacity (%)');
    await opacity.fill('100');
    await opacity.blur();
    await inspector.getByLabel('Colour', { exact: true }).fill('#ff0000');
    await inspector.getByLabel('Animation in').selectOption({ label: 'Typewriter' });
    const lengthIn = inspector.getByLabel('Length in (s)');
    await lengthIn.fill('1');
    await lengthIn.blur();
    await inspector.getByLabel('Animation out').selectOption({ label: 'Fade' });
    const lengthOut = inspector.getByLabel('Length out (s)');
    await lengthOut.fill('1');
    await lengthOut.blur();
    await expect.poll(() => lengthOut.inputValue()).toBe('1');

    // Where the lower third's words are at 854×480: its preset's place in the reference frame
    // (640×360), the font 44 px at 1280 wide, and the words' width measured by the page.
    const style = TEXT_PRESETS['lower-third'].style;
    const transform = presetTransform('16:9', 'bottom-left', {
      content: WORDS,
      fontSize: style.fontSize,
      lineHeight: style.lineHeight,
    });
    const font = (style.fontSize * WIDTH) / 1280;
    const left = (transform.x * WIDTH) / 640;
    const centreY = ((transform.y + 48) * HEIGHT) / 360;
    const textWidth = await page.evaluate(
      async ({ css, words }) => {
        await document.fonts.load(css, words);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = css;
        return context.measureText(words).width;
      },
      {
        css: `${style.fontWeight} ${Math.round(font * 100) / 100}px "Inter", "Noto Sans SC Variable", sans-serif`,
        words: WORDS,
      },
    );
    const padX = TEXT_BOX_PADDING.x * font;
    const boxBottom = centreY + (style.lineHeight * font) / 2 + TEXT_BOX_PADDING.y * font;
    const band = (x: number, width: number): Area => ({
      x: Math.round(x),
      y: Math.round(centreY - font * 0.3),
      width: Math.round(width),
      height: Math.round(font * 0.6),
    });
    const areas: Record<string, Area> = {
      // The box's left padding (no letters): green.
      pad: band(left - padX + 2, padX - 5),
      // The words, their first quarter and their last 35 %.
      words: band(left, textWidth),
      head: band(left, textWidth * 0.25),
      tail: band(left + textWidth * 0.65, textWidth * 0.35),
      // Right of the box, under it, and the frame's top half: black.
      right: band(left + textWidth + padX + 12, 80),
      below: { x: Math.round(left), y: Math.round(boxBottom + 6), width: 100, height: 10 },
      top: { x: 40, y: 40, width: WIDTH - 80, height: HEIGHT / 2 - 80 },
    };
    // A lower third: bottom-left, inside the 5 % title safe margins.
    expect(left - padX).toBeGreaterThan(WIDTH * 0.05 - 2);
    expect(left + textWidth).toBeLessThan(WIDTH / 2);
    expect(boxBottom).toBeLessThan(HEIGHT * 0.95 + 1);
    expect(centreY).toBeGreaterThan(HEIGHT * 0.75);

    const file = await exportVideo(page, {
      resolution: `${WIDTH}×${HEIGHT}`,
      fps: 30,
      format: 'WebM',
    });

    const times = [0.3, 1.5, 2.25, 2.75];
    const decoded = await decodeInBrowser(page.context(), inject('baseURL'), file, {
      frames: times.map((time) => ({ time, areas })),
      audioWindows: {},
    });
    const at = (time: number) => decoded.video.colours.find((frame) => frame.time === time)!.areas;
    console.log(JSON.stringify({ areas, colours: decoded.video.colours }));
    expect([decoded.video.width, decoded.video.height]).toEqual([WIDTH, HEIGHT]);

    // At 1.5 s, at rest: the green box bottom-left, red letters all along it, black elsewhere.
    const rest = at(1.5);
    expect(near(rest.pad!, GREEN), `pad ${rest.pad}`).toBe(true);
    for (const name of ['right', 'below', 'top'] as const)
      expect(near(rest[name]!, BLACK, 30), `${name} ${rest[name]}`).toBe(true);
    const redness = ([r, g]: number[]) => r! - g!;
    // Red letters on green: the band is far redder than the bare green box (−255).
    expect(redness(rest.words!)).toBeGreaterThan(-150);
    expect(redness(rest.head!)).toBeGreaterThan(-150);
    expect(redness(rest.tail!)).toBeGreaterThan(-150);

    // At 0.3 s the typewriter has typed the first 3 of 10 characters: the box is whole, the
    // words' start is red, their end still bare green, fewer red pixels overall.
    const typing = at(0.3);
    expect(near(typing.pad!, GREEN)).toBe(true);
    expect(redness(typing.head!)).toBeGreaterThan(-150);
    expect(near(typing.tail!, GREEN), `tail ${typing.tail}`).toBe(true);
    expect(redness(typing.words!)).toBeLessThan(redness(rest.words!) - 40);

    // The fade out over the last second: the box dims, 2.25 s brighter than 2.75 s.
    const green = (time: number) => at(time).pad![1]!;
    expect(green(2.25)).toBeLessThan(green(1.5) - 40);
    expect(green(2.75)).toBeLessThan(green(2.25) - 40);
    expect(green(2.75)).toBeGreaterThan(10);
  }, 180_000);
});
