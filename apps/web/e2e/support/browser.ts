import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_FLAGS } from './chromium.mjs';

export type PageProblems = { errors: string[]; allow(pattern: RegExp): void };

type Session = {
  baseURL: string;
  /** A page in a fresh context (own storage); console errors and page errors fail the test. */
  newPage(options?: { locale?: string }): Promise<Page>;
  problems: PageProblems;
};

const appReady = () => document.documentElement.dataset.app === 'ready';

/**
 * Public pages arrive prerendered: their content is on screen before the app has started and
 * answers clicks. `goto` and `reload` therefore also wait for the app (`data-app="ready"`, set
 * by src/app/app-shell.tsx) — unless given a `waitUntil` of their own, for tests that look at
 * the page before the app runs.
 */
function waitForTheAppOnLoad(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === undefined) await page.waitForFunction(appReady);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil === undefined) await page.waitForFunction(appReady);
    return response;
  };
}

/**
 * Call once per test file: launches Chromium (a fresh temporary profile each launch, with the
 * file's extra `args` such as fake camera flags) and
 * checks after every test that no page logged a console error or threw an uncaught error.
 */
export function useBrowser(options: { args?: readonly string[] } = {}): Session {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  let allowed: RegExp[] = [];
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: inject('chromiumPath'),
      args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const unexpected = errors.splice(0).filter((error) => !allowed.some((re) => re.test(error)));
    allowed = [];
    expect(unexpected, 'console errors or uncaught page errors').toEqual([]);
  });

  return {
    baseURL,
    problems: {
      errors,
      allow(pattern) {
        allowed.push(pattern);
      },
    },
    async newPage(options = {}) {
      const context = await browser.newContext({ baseURL, locale: options.locale ?? 'en-US' });
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      waitForTheAppOnLoad(page);
      return page;
    },
  };
}
