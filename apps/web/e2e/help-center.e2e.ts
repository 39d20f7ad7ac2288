import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';

const session = useBrowser();

/** The help center as a guest reading in `language` (the choice the language switcher stores). */
async function helpCenter(language: 'en' | 'ru' = 'en'): Promise<Page> {
  const page = await session.newPage({ locale: language === 'ru' ? 'ru-RU' : 'en-US' });
  await page.addInitScript((value) => localStorage.setItem('language', value), language);
  await page.goto('/help-center');
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** The accordion's question buttons (the popular block's buttons carry no aria-expanded). */
const questions = (page: Page) => page.locator('main button[aria-expanded]');
const openQuestions = (page: Page) => page.locator('main button[aria-expanded="true"]');
const countText = (page: Page) => page.getByRole('status').first().innerText();
const articleCount = async (page: Page) => Number((await countText(page)).match(/^\d+/)![0]);

describe('help center', () => {
  it('searches questions and answers, and the count matches the articles shown', async () => {
    const page = await helpCenter();
    expect(await countText(page)).toBe('46 articles');
    expect(await questions(page).count()).toBe(46);
    await page.getByRole('heading', { level: 2, name: 'Popular questions' }).waitFor();

    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('voice');
    await expect.poll(() => articleCount(page)).toBeLessThan(46);
    const shown = await articleCount(page);
    expect(shown).toBeGreaterThan(0);
    expect(await questions(page).count()).toBe(shown);
    expect(await countText(page)).toBe(`${shown} articles`);
    expect(await page.getByRole('heading', { name: 'Popular questions' }).count()).toBe(0);

    // Every article shown mentions the word in its question or answer.
    for (let index = 0; index < shown; index += 1) {
      const question = questions(page).nth(index);
      await question.click();
      const panel = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
      const text = `${await question.innerText()} ${await panel.innerText()}`;
      expect(text.toLowerCase()).toContain('voice');
    }
  });

  it('filters by topic', async () => {
    const page = await helpCenter();
    const topics = page.getByRole('group', { name: 'Topics' });
    const teleprompter = topics.getByRole('button', { name: /^Teleprompter/ });
    await teleprompter.click();
    expect(await teleprompter.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => questions(page).count()).toBe(10);
    expect(await countText(page)).toBe('10 articles');
    await page.getByRole('heading', { level: 2, name: 'Teleprompter' }).waitFor();

    await topics.getByRole('button', { name: /^Billing & Plans/ }).click();
    await expect.poll(() => questions(page).count()).toBe(5);
  });

  it('keeps one answer open at a time', async () => {
    const page = await helpCenter();
    const first = page.getByRole('button', {
      name: 'How do I generate a script?',
      expanded: false,
    });
    await first.click();
    await page.getByText('Press Generate Script.', { exact: false }).waitFor();
    expect(await openQuestions(page).count()).toBe(1);

    await questions(page).filter({ hasText: 'How do I export my finished video?' }).click();
    await page.getByText('Click Export in the editor', { exact: false }).waitFor();
    expect(await openQuestions(page).count()).toBe(1);
    expect(await openQuestions(page).innerText()).toBe('How do I export my finished video?');
    expect(await page.getByText('Press Generate Script.', { exact: false }).isVisible()).toBe(
      false,
    );
  });

  it('offers Clear Search when nothing matches', async () => {
    const page = await helpCenter();
    await page
      .getByRole('group', { name: 'Topics' })
      .getByRole('button', { name: /^Account/ })
      .click();
    await page.getByRole('searchbox').fill('xylophone');
    await page.getByText('No articles found').waitFor();
    expect(await countText(page)).toBe('0 articles');

    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect.poll(() => questions(page).count()).toBe(46);
    expect(await page.getByRole('searchbox').inputValue()).toBe('');
    expect(
      await page.getByRole('button', { name: /^All Topics/ }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('records a Yes and thanks for it', async () => {
    const page = await helpCenter();
    await questions(page).filter({ hasText: 'How do I open the teleprompter?' }).click();
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/help/feedback') && response.request().method() === 'POST',
    );
    await page
      .getByRole('group', { name: 'Was this helpful?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData()!)).toEqual({
      articleId: 'open-teleprompter',
      helpful: true,
      language: 'en',
    });
    expect(await response.json()).toEqual({
      success: true,
      data: { message: 'Thanks for your feedback!' },
    });
    await page.getByText('Thanks for your feedback!').waitFor();
    expect(await page.getByRole('group', { name: 'Was this helpful?' }).count()).toBe(0);
  });

  it('has no serious accessibility problems, with an answer open', async () => {
    const page = await helpCenter();
    await questions(page).first().click();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('speaks Russian: Russian articles, search and no serious accessibility problems', async () => {
    const page = await helpCenter('ru');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Центр помощи');
    expect(await countText(page)).toBe('46 статей');
    await page.getByRole('searchbox', { name: 'Поиск по центру помощи' }).fill('телесуфлёр');
    await expect.poll(() => articleCount(page)).toBeLessThan(46);
    expect(await articleCount(page)).toBeGreaterThan(5);
    expect(await questions(page).count()).toBe(await articleCount(page));
    await questions(page).filter({ hasText: 'Как открыть телесуфлёр?' }).click();
    await page.getByText('Открыть телесуфлёр', { exact: false }).first().waitFor();
    await page.getByRole('group', { name: 'Ответ помог?' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
