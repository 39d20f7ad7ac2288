// Takes the /features page's screenshots of the product, in Chromium against a running
// production build, and saves them as small WebP files in apps/web/public/screenshots/.
//
//   npm run build
//   BILLING_PROVIDER=test PORT=3199 DATA_DIR=/tmp/rw-shots node apps/server/dist/server.js &
//   node scripts/take-screenshots.mjs [http://127.0.0.1:3199]
//
// It signs up a fresh account through the API (no login form), creates a project with a script,
// and walks the studio: script, voice-over, teleprompter (Chromium's fake camera), editor,
// export dialog, thumbnail generator and the plans page. The server needs no AI key: the
// built-in offline writer, voices and thumbnail compositor answer.
/* global document, Image -- the callbacks given to page.evaluate run in the browser */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../apps/web/e2e/support/chromium.mjs';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:3199';
const outDir = path.resolve(import.meta.dirname, '../apps/web/public/screenshots');
const VIEWPORT = { width: 1440, height: 900 };
const WIDTH = 960;
const HEIGHT = 600;
const MAX_BYTES = 80 * 1024;

const SCRIPT = [
  'Have you ever wondered why cafe cold brew tastes so smooth? Today I will show you how to make it at home with nothing more than a jar, a sieve and a little patience.',
  'First, the beans. Choose a medium or dark roast and grind it coarsely, like raw sugar. A fine grind turns the coffee muddy and bitter.',
  'Next, the ratio. Use one part coffee to eight parts cold water, stir well so every ground is wet, then cover the jar.',
  'Now the hard part: waiting. Leave the jar in the fridge for twelve to eighteen hours. Shorter tastes thin, longer tastes woody.',
  'Finally, strain it twice, first through a sieve and then through a paper filter, and keep the concentrate in the fridge for up to a week.',
  'If this helped, subscribe for more simple coffee recipes, and tell me in the comments how you take your cold brew.',
].join('\n\n');

async function api(method, url, body, token) {
  const response = await fetch(`${baseURL}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** Scales a PNG screenshot to 960×600 and encodes it as WebP in the page, under 80 KB. */
async function saveWebp(page, png, name) {
  const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
  for (const quality of [0.7, 0.6, 0.5, 0.4]) {
    const webp = await page.evaluate(
      async ({ dataUrl, width, height, quality }) => {
        const image = new Image();
        image.src = dataUrl;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        context.imageSmoothingQuality = 'high';
        context.drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', quality);
      },
      { dataUrl, width: WIDTH, height: HEIGHT, quality },
    );
    const bytes = Buffer.from(webp.split(',')[1], 'base64');
    if (bytes.length <= MAX_BYTES) {
      await writeFile(path.join(outDir, name), bytes);
      console.log(`${name}: ${(bytes.length / 1024).toFixed(1)} KB (quality ${quality})`);
      return;
    }
  }
  throw new Error(`${name} does not fit in ${MAX_BYTES} bytes`);
}

const shoot = async (page, name) => saveWebp(page, await page.screenshot(), name);

/** A 1280×720 PNG drawn in the page: a gradient with a caption, for the editor's library. */
async function makePicture(page, caption, from, to) {
  const dataUrl = await page.evaluate(
    ({ caption, from, to }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1280;
      canvas.height = 720;
      const context = canvas.getContext('2d');
      const gradient = context.createLinearGradient(0, 0, 1280, 720);
      gradient.addColorStop(0, from);
      gradient.addColorStop(1, to);
      context.fillStyle = gradient;
      context.fillRect(0, 0, 1280, 720);
      context.fillStyle = 'white';
      context.font = 'bold 96px sans-serif';
      context.textAlign = 'center';
      context.fillText(caption, 640, 390);
      return canvas.toDataURL('image/png');
    },
    { caption, from, to },
  );
  return {
    name: `${caption.toLowerCase().replace(/\s+/g, '-')}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(dataUrl.split(',')[1], 'base64'),
  };
}

async function main() {
  await mkdir(outDir, { recursive: true });
  const email = `screenshots-${randomBytes(4).toString('hex')}@example.com`;
  const session = await api('POST', '/api/auth/register', {
    name: 'Maya Brooks',
    email,
    password: 'correct horse battery',
  });
  const { project } = await api(
    'POST',
    '/api/projects',
    { topic: 'Cold brew coffee at home', script: SCRIPT },
    session.token,
  );

  const browser = await chromium.launch({
    executablePath: findChromium() ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: VIEWPORT, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/help-center');
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('userData', JSON.stringify(user));
      localStorage.setItem('authToken', token);
    }, session);

    // Script studio.
    await page.goto(`/app/video-maker?project=${project.id}`);
    await page.getByRole('textbox', { name: 'Script', exact: true }).waitFor();
    await page.waitForTimeout(1000);
    await shoot(page, 'script-studio.webp');

    // Voice-over: generated with a built-in voice, then shown in its panel.
    const voice = page.getByRole('combobox', { name: 'Voice' });
    await voice.waitFor();
    await page.getByRole('button', { name: 'Generate voice-over' }).click();
    const player = page.getByRole('region', { name: 'Your voice-over' });
    await player.waitFor({ timeout: 90_000 });
    await voice.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(500);
    await shoot(page, 'voice-over.webp');

    // Video editor: the voice-over and two pictures on the timeline.
    await player.getByRole('button', { name: 'Add to editor' }).click();
    const pictures = [
      await makePicture(page, 'Cold Brew', '#4338ca', '#a855f7'),
      await makePicture(page, 'Step One', '#0f766e', '#22c55e'),
    ];
    await page.getByLabel('Upload files').setInputFiles(pictures);
    await page.getByRole('tab', { name: /^Images/ }).click();
    for (const [index, picture] of pictures.entries()) {
      const row = page.getByRole('button', {
        name: new RegExp(`^${picture.name.replace('.', '\\.')}`),
      });
      await row.waitFor();
      await row.hover();
      await page.mouse.down();
      const lane = page.locator('[data-track-id="main-video"]').first();
      await lane.evaluate((element) => {
        element.scrollIntoView({ block: 'nearest' });
        element.closest('[data-timeline-scroller]').scrollLeft = 0;
      });
      const box = await lane.boundingBox();
      await page.mouse.move(box.x + 20 + index * 250, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
    }
    // The voice-over from the Audio tab onto the first audio track, and the playhead at 2 s so
    // the preview shows a picture.
    await page.getByRole('tab', { name: /^Audio/ }).click();
    const audioRow = page.getByRole('button', { name: /^Voice-over 1\.mp3/ });
    await audioRow.hover();
    await page.mouse.down();
    const audioLane = await page.locator('[data-track-id="audio-1"]').first().boundingBox();
    await page.mouse.move(audioLane.x + 20, audioLane.y + audioLane.height / 2, { steps: 5 });
    await page.mouse.up();
    const ruler = await page.getByText('0:05', { exact: true }).first().boundingBox();
    await page.mouse.click(ruler.x - 100, ruler.y + ruler.height / 2);
    await page.waitForTimeout(1500);
    await shoot(page, 'video-editor.webp');

    // Export dialog.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('dialog', { name: 'Export video' }).waitFor();
    await page.waitForTimeout(500);
    await shoot(page, 'export.webp');
    await page
      .getByRole('dialog', { name: 'Export video' })
      .getByRole('button', { name: 'Close' })
      .first()
      .click();

    // Teleprompter, over the studio.
    await page.getByText('Record yourself', { exact: true }).click();
    await page.getByRole('button', { name: 'Open teleprompter' }).click();
    await page.getByRole('button', { name: 'Start recording' }).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    await shoot(page, 'teleprompter.webp');

    // Thumbnail generator, from the dashboard.
    await page.goto('/app');
    await page.getByRole('button', { name: /Thumbnail Maker/ }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Thumbnail Generator' });
    const prompt = dialog.getByRole('textbox', { name: 'Describe your thumbnail idea' });
    await prompt.fill('Cold brew coffee at home in five minutes');
    await prompt.press('Enter');
    await dialog.getByText('Complete!').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    await shoot(page, 'thumbnails.webp');

    // Plans.
    await page.goto('/pricing');
    await page.getByRole('heading', { name: /Boost/ }).first().waitFor();
    await page.waitForTimeout(500);
    await shoot(page, 'plans.webp');
  } finally {
    await browser.close();
  }
}

await main();
