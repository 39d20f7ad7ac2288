import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';

// Every page a visitor can open without an account, in both languages: it renders its own
// heading in that language, sets the title, and axe-core finds no serious or critical problem.
const session = useBrowser();

const PUBLIC_PAGES = [
  '/',
  '/features',
  '/pricing',
  '/help-center',
  '/about-us',
  '/terms-of-use',
  '/privacy-policy',
  '/careers',
  '/vacancies',
  '/contact',
  '/auth',
] as const;

/** A guest's page in `language` (the choice the language switcher stores). */
async function guestPage(language: 'en' | 'ru'): Promise<Page> {
  const page = await session.newPage({ locale: language === 'ru' ? 'ru-RU' : 'en-US' });
  await page.addInitScript((value) => {
    localStorage.setItem('language', value);
    // The page's CSP refusals (even of a probe the page catches, which logs no error).
    const refused: string[] = [];
    (window as unknown as { cspRefusals: string[] }).cspRefusals = refused;
    document.addEventListener('securitypolicyviolation', (event) =>
      refused.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  }, language);
  return page;
}

describe.each(['en', 'ru'] as const)('public pages in %s', (language) => {
  it.each(PUBLIC_PAGES)(
    '%s has one heading, a title and no serious accessibility problems',
    async (route) => {
      const page = await guestPage(language);
      await page.goto(route);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.first().waitFor();
      expect(await heading.count()).toBe(1);
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      const text = await heading.innerText();
      // Russian pages speak Russian, English pages English.
      expect(/[А-Яа-яЁё]/.test(text)).toBe(language === 'ru');
      expect(await page.title()).toMatch(/^Reelwright/);
      // The footer's language switch shows the language the page is in.
      expect(await page.locator('footer select').inputValue()).toBe(language);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The page runs under its CSP without a single refusal (prerendered pages' inline
      // scripts are allowed by hash; zod is told not to probe for eval).
      expect(
        await page.evaluate(() => (window as unknown as { cspRefusals: string[] }).cspRefusals),
      ).toEqual([]);
    },
  );
});
