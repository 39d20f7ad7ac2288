import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { stubApi } from '../../../test/stub-api';
import { fail, ok } from '../../../test/users';
import HelpCenterPage from './help-center-page';

const FEEDBACK = 'POST /api/help/feedback';

function renderPage(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi(routes);
  render(
    <MemoryRouter>
      <HelpCenterPage />
    </MemoryRouter>,
  );
  return api;
}

const search = () => screen.getByRole('searchbox');
const typeQuery = (value: string) => fireEvent.change(search(), { target: { value } });
const questions = () =>
  screen
    .queryAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }));
const topic = (name: RegExp) => screen.getByRole('button', { name });
const faq = () => within(screen.getByRole('region', { name: 'Frequently asked questions' }));
const popularBlock = () => screen.queryByRole('region', { name: 'Popular questions' });

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

describe('help center page', () => {
  it('opens the article a link names (?article=), as the studio’s model hint does', () => {
    stubApi({});
    render(
      <MemoryRouter initialEntries={['/help-center?article=connect-ai-model']}>
        <HelpCenterPage />
      </MemoryRouter>,
    );
    const question = screen.getByRole('button', { name: 'How do I connect an AI model?' });
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(question);
    expect(screen.getByText(/AI_BASE_URL=http:\/\/localhost:11434\/v1/)).toBeTruthy();
  });

  it('shows every article, the topics with their counts and the popular questions', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeTruthy();
    expect(document.title).toBe('Reelwright — Help Center');
    expect(screen.getByText('46 articles')).toBeTruthy();
    expect(questions()).toHaveLength(46);

    const topics = within(screen.getByRole('group', { name: 'Topics' }));
    expect(topics.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All Topics46',
      'Getting Started12',
      'Script Generation9',
      'Teleprompter10',
      'Voice Recording7',
      'Billing & Plans5',
      'Account Settings3',
    ]);
    expect(topic(/^All Topics/).getAttribute('aria-pressed')).toBe('true');
    expect(within(popularBlock()!).getAllByRole('button')).toHaveLength(6);
  });

  it('filters by a case-insensitive search of questions and answers, and counts the matches', () => {
    renderPage();
    typeQuery('VOICE');
    const shown = questions();
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(46);
    expect(screen.getByText(`${shown.length} articles`)).toBeTruthy();
    expect(popularBlock()).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Search results' })).toBeTruthy();
  });

  it('filters by topic, marking the pressed one', () => {
    renderPage();
    fireEvent.click(topic(/^Teleprompter/));
    expect(topic(/^Teleprompter/).getAttribute('aria-pressed')).toBe('true');
    expect(topic(/^All Topics/).getAttribute('aria-pressed')).toBe('false');
    expect(questions()).toHaveLength(10);
    expect(screen.getByText('10 articles')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Teleprompter' })).toBeTruthy();
    expect(popularBlock()).toBeNull();
  });

  it('keeps one answer open at a time', () => {
    renderPage();
    const first = faq().getByRole('button', { name: 'How do I generate a script?' });
    const second = screen.getByRole('button', {
      name: 'What are key points and how do I use them?',
    });
    const panelOf = (button: HTMLElement) =>
      document.getElementById(button.getAttribute('aria-controls')!)!;

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(first).hidden).toBe(false);
    expect(panelOf(first).textContent).toContain('Press Generate Script.');

    fireEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(first).hidden).toBe(true);
    expect(second.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(second);
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([]);
  });

  it('opens a popular question in the list and moves focus to it', () => {
    renderPage();
    fireEvent.click(
      within(popularBlock()!).getByRole('button', { name: 'How do I open the teleprompter?' }),
    );
    const question = screen.getByRole('button', {
      name: 'How do I open the teleprompter?',
      expanded: true,
    });
    expect(document.activeElement).toBe(question);
  });

  it('offers Clear Search when nothing matches, which resets the search and the topic', () => {
    renderPage();
    fireEvent.click(topic(/^Billing & Plans/));
    typeQuery('xylophone');
    expect(screen.getByText('No articles found')).toBeTruthy();
    expect(screen.getByText('0 articles')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect((search() as HTMLInputElement).value).toBe('');
    expect(topic(/^All Topics/).getAttribute('aria-pressed')).toBe('true');
    expect(questions()).toHaveLength(46);
    expect(document.activeElement).toBe(search());
  });

  it('sends one answer to Was this helpful? and thanks for it', async () => {
    const api = renderPage({ [FEEDBACK]: () => ok({ message: 'Thanks for your feedback!' }, 201) });
    fireEvent.click(faq().getByRole('button', { name: 'How do I export my finished video?' }));
    const helpful = screen.getByRole('group', { name: 'Was this helpful?' });
    fireEvent.click(within(helpful).getByRole('button', { name: 'Yes' }));

    await screen.findByText('Thanks for your feedback!');
    expect(screen.queryByRole('group', { name: 'Was this helpful?' })).toBeNull();
    expect(api.calls(FEEDBACK)).toEqual([
      { articleId: 'export-video', helpful: true, language: 'en' },
    ]);

    // Closing and reopening the answer within the visit does not ask again.
    const question = faq().getByRole('button', { name: 'How do I export my finished video?' });
    fireEvent.click(question);
    fireEvent.click(question);
    expect(screen.getByText('Thanks for your feedback!')).toBeTruthy();
    expect(api.calls(FEEDBACK)).toHaveLength(1);
  });

  it('says so when the answer could not be sent, and lets it be given again', async () => {
    let attempts = 0;
    const api = renderPage({
      [FEEDBACK]: () =>
        ++attempts === 1
          ? fail(429, 'RATE_LIMITED', 'Too much feedback from your network.')
          : ok({ message: 'Thanks for your feedback!' }, 201),
    });
    fireEvent.click(faq().getByRole('button', { name: 'How do I cancel my subscription?' }));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your answer could not be sent. Please try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await screen.findByText('Thanks for your feedback!');
    expect(api.calls(FEEDBACK)).toEqual([
      { articleId: 'cancel-subscription', helpful: false, language: 'en' },
      { articleId: 'cancel-subscription', helpful: false, language: 'en' },
    ]);
  });

  it('links into the app and to support by email', () => {
    renderPage();
    const actions = within(screen.getByRole('region', { name: 'Quick actions' }));
    expect(actions.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/app/video-maker',
      '/pricing',
      '/settings',
      '/app',
    ]);
    const support = within(screen.getByRole('region', { name: 'Still need help?' }));
    const mails = support.getAllByRole('link', { name: 'support@reelwright.app' });
    expect(mails.map((link) => link.getAttribute('href'))).toEqual([
      'mailto:support@reelwright.app',
      'mailto:support@reelwright.app?subject=Billing%20question',
    ]);
    expect(support.queryByText(/phone|chat/i)).toBeNull();
  });

  it('shows the Russian articles and sends Russian feedback in Russian', async () => {
    const api = renderPage({ [FEEDBACK]: () => ok({ message: 'Thanks for your feedback!' }, 201) });
    await act(() => changeLanguage('ru'));
    expect(screen.getByRole('heading', { level: 1, name: 'Центр помощи' })).toBeTruthy();
    expect(screen.getByText('46 статей')).toBeTruthy();
    typeQuery('ТЕЛЕСУФЛЁР');
    const shown = questions();
    expect(shown.length).toBeGreaterThan(5);
    expect(screen.getByText(new RegExp(`^${shown.length} стат`))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Как открыть телесуфлёр?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await screen.findByText('Спасибо за отзыв!');
    expect(api.calls(FEEDBACK)).toEqual([
      { articleId: 'open-teleprompter', helpful: true, language: 'ru' },
    ]);
  });
});
