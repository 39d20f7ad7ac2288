import { planList, testModePriceId, type Stats } from '@reelwright/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { flattenLocale, localeMismatches, type LocaleTree } from '../../../test/flatten-locale';
import { stubApi } from '../../../test/stub-api';
import { TESTIMONIALS, TESTIMONIALS_ARE_EXAMPLES } from '../data/testimonials';
import { COUNTER_TICK_MS, COUNTER_TICKS } from '../hooks/use-count-up';
import { CAROUSEL_INTERVAL_MS } from '../hooks/use-carousel';
import { landingEn, landingRu } from '../landing-locales';
import LandingPage from './landing-page';

const STATS: Stats = { creators: 1_234, scripts: 300, voiceMinutes: 45, videos: 7 };
const PLANS = planList(testModePriceId);

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status < 400 ? { success: true, data } : data), { status });

function stubLandingApi(
  overrides: Partial<Record<string, () => Response | Promise<Response>>> = {},
) {
  return stubApi({
    'GET /api/stats': () => json(STATS),
    'GET /api/payments/plans': () => json({ plans: PLANS, billing: { provider: 'test' } }),
    ...overrides,
  });
}

/** Makes `(prefers-reduced-motion: reduce)` match, as for a visitor who asked for less motion. */
function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function renderLanding(entry = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', Component: LandingPage },
      { path: '/auth', element: <h1>Auth</h1> },
    ],
    { initialEntries: [entry] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

/** Lets fetches resolve and React commit, without moving fake time. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const shownFigure = (key: keyof Stats) => screen.getByTestId(`stat-${key}`).textContent;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

describe('landing counters', () => {
  it('tick every 50 ms from zero to the figures of GET /api/stats', async () => {
    const { calls } = stubLandingApi();
    renderLanding();
    await settle();
    expect(calls('GET /api/stats')).toHaveLength(1);
    expect(shownFigure('creators')).toBe('0');

    await advance(COUNTER_TICK_MS);
    expect(shownFigure('creators')).toBe(String(Math.ceil(1_234 / COUNTER_TICKS)));
    expect(shownFigure('videos')).toBe('1');

    await advance(COUNTER_TICK_MS * (COUNTER_TICKS / 2 - 1));
    expect(shownFigure('creators')).toBe('617');

    await advance(COUNTER_TICK_MS * (COUNTER_TICKS / 2));
    expect(shownFigure('creators')).toBe('1,234');
    expect(shownFigure('scripts')).toBe('300');
    expect(shownFigure('voiceMinutes')).toBe('45');
    expect(shownFigure('videos')).toBe('7');
  });

  it('give screen readers the final figures only, the ticking hidden', async () => {
    stubLandingApi();
    renderLanding();
    await settle();
    const figures = screen.getByRole('region', { name: 'Made with Reelwright so far' });
    expect(screen.getByTestId('stat-creators').getAttribute('aria-hidden')).toBe('true');
    const creators = within(figures).getByText('Creators').parentElement!;
    expect(within(creators).getByText('1,234').className).toContain('sr-only');
  });

  it('jump straight to the figures with reduced motion', async () => {
    preferReducedMotion();
    stubLandingApi();
    renderLanding();
    await settle();
    expect(shownFigure('creators')).toBe('1,234');
    expect(shownFigure('videos')).toBe('7');
  });

  it('say so when the figures cannot be loaded, keeping their places', async () => {
    stubLandingApi({ 'GET /api/stats': () => json({ success: false, error: 'down' }, 503) });
    renderLanding();
    await settle();
    expect(screen.getByText('The figures are not available right now.')).toBeTruthy();
    expect(screen.getAllByText('–')).toHaveLength(4);
  });
});

describe('testimonials carousel', () => {
  const carousel = () => screen.getByRole('group', { name: 'Reviews' });
  const slide = () => within(carousel()).getByRole('group', { name: /^Review \d of 4$/ });
  const dot = (number: number) => screen.getByRole('button', { name: `Show review ${number}` });

  it('moves to the next review after 5 s and marks its dot current', async () => {
    stubLandingApi();
    renderLanding();
    await settle();
    expect(slide().getAttribute('aria-label')).toBe('Review 1 of 4');
    expect(dot(1).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('Example reviews', { exact: false })).toBeTruthy();

    await advance(CAROUSEL_INTERVAL_MS - 1);
    expect(slide().getAttribute('aria-label')).toBe('Review 1 of 4');
    await advance(1);
    expect(slide().getAttribute('aria-label')).toBe('Review 2 of 4');
    expect(dot(2).getAttribute('aria-current')).toBe('true');
    expect(dot(1).getAttribute('aria-current')).toBeNull();
    // Announced only when the visitor moves it, never while it rotates by itself.
    expect(slide().parentElement!.getAttribute('aria-live')).toBe('off');
  });

  it('shows the review a dot chooses and wraps around from the last', async () => {
    stubLandingApi();
    renderLanding();
    await settle();
    fireEvent.click(dot(4));
    expect(slide().getAttribute('aria-label')).toBe('Review 4 of 4');
    expect(within(slide()).getByText('Tom W.')).toBeTruthy();
    expect(dot(4).getAttribute('aria-current')).toBe('true');
    await advance(CAROUSEL_INTERVAL_MS);
    expect(slide().getAttribute('aria-label')).toBe('Review 1 of 4');
  });

  it('holds still while hovered or focused, and moves on after', async () => {
    stubLandingApi();
    renderLanding();
    await settle();
    fireEvent.mouseEnter(carousel());
    await advance(CAROUSEL_INTERVAL_MS * 3);
    expect(slide().getAttribute('aria-label')).toBe('Review 1 of 4');
    expect(slide().parentElement!.getAttribute('aria-live')).toBe('polite');
    fireEvent.mouseLeave(carousel());

    fireEvent.focus(dot(2));
    await advance(CAROUSEL_INTERVAL_MS * 2);
    expect(slide().getAttribute('aria-label')).toBe('Review 1 of 4');
    fireEvent.blur(dot(2));
    await advance(CAROUSEL_INTERVAL_MS);
    expect(slide().getAttribute('aria-label')).toBe('Review 2 of 4');
  });

  it('never rotates by itself with reduced motion, but the dots still work', async () => {
    preferReducedMotion();
    stubLandingApi();
    renderLanding();
    await settle();
    await advance(CAROUSEL_INTERVAL_MS * 3);
    expect(slide().getAttribute('aria-label')).toBe('Review 1 of 4');
    fireEvent.click(dot(3));
    expect(slide().getAttribute('aria-label')).toBe('Review 3 of 4');
  });
});

describe('pricing section', () => {
  const pricing = () => screen.getByRole('region', { name: 'Pricing' });

  it('lists the plans of the API with their monthly prices, limits and a way in', async () => {
    stubLandingApi();
    renderLanding();
    await settle();
    const cards = within(pricing()).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual(['Free Plan', 'Boost', 'Pro Plan']);
    const boost = cards[1]!.closest('li')!;
    expect(within(boost).getByText('$16.58 / month')).toBeTruthy();
    expect(within(boost).getByText('MOST POPULAR')).toBeTruthy();
    expect(within(boost).getByText('Videos per month: Unlimited')).toBeTruthy();
    expect(within(boost).getByText('Voice-over characters per month: 60k')).toBeTruthy();
    const free = cards[0]!.closest('li')!;
    expect(within(free).getByText('$0 / month')).toBeTruthy();
    expect(within(free).getByText('Scripts per month: 3')).toBeTruthy();
    const start = within(boost).getByRole('link', { name: 'Start with Boost' });
    // Sign-up carries the chosen plan on to its checkout.
    expect(start.getAttribute('href')).toBe('/auth?mode=signup&plan=boost&interval=monthly');
    expect(within(free).getByRole('link', { name: 'Start with Free' }).getAttribute('href')).toBe(
      '/auth?mode=signup',
    );
  });

  it('with billing off, shows the plans and the notice, and no way in to a paid plan', async () => {
    stubLandingApi({
      'GET /api/payments/plans': () => json({ plans: PLANS, billing: { provider: 'none' } }),
    });
    renderLanding();
    await settle();
    const section = pricing();
    expect(within(section).getByText('Payments are not set up on this server yet.')).toBeTruthy();
    const cards = within(section).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual(['Free Plan', 'Boost', 'Pro Plan']);
    expect(within(cards[1]!.closest('li')!).getByText('$16.58 / month')).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Start with Free']);
  });

  it('follows the API: a plan it does not list is not shown', async () => {
    stubLandingApi({
      'GET /api/payments/plans': () =>
        json({ plans: PLANS.filter((plan) => plan.id !== 'pro'), billing: { provider: 'test' } }),
    });
    renderLanding();
    await settle();
    const cards = within(pricing()).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual(['Free Plan', 'Boost']);
  });

  it('offers to try again when the plans cannot be loaded', async () => {
    let fail = true;
    const { calls } = stubLandingApi({
      'GET /api/payments/plans': () =>
        fail
          ? json({ success: false, error: 'down' }, 503)
          : json({ plans: PLANS, billing: { provider: 'test' } }),
    });
    renderLanding();
    await settle();
    expect(within(pricing()).getByText('The plans could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(pricing()).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(within(pricing()).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(calls('GET /api/payments/plans')).toHaveLength(2);
  });

  it('speaks Russian after a language switch', async () => {
    stubLandingApi();
    renderLanding();
    await settle();
    await act(() => changeLanguage('ru'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'От идеи до готового видео — в одной студии',
    );
    const pricing = screen.getByRole('region', { name: 'Тарифы' });
    expect(within(pricing).getByRole('link', { name: 'Начать с тарифа Boost' })).toBeTruthy();
  });
});

describe('landing anchors', () => {
  function sectionAt(id: string, top: number) {
    const section = document.getElementById(id)!;
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
    return section;
  }

  it("'See Features' scrolls to the features, 80 px below the top for the header", async () => {
    stubLandingApi();
    renderLanding();
    await settle();
    const features = sectionAt('features', 900);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'See Features' }));
    expect(scrollTo).toHaveBeenCalledWith(
      expect.objectContaining({ top: window.scrollY + 900 - 80 }),
    );
    expect(document.activeElement).toBe(features);
  });

  it.each(['features', 'reviews', 'pricing'])(
    'scrolls to #%s when the page is opened at that address',
    async (id) => {
      stubLandingApi();
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
      spy.mockImplementation(function (this: HTMLElement) {
        return { top: this.id === id ? 1500 : 0 } as DOMRect;
      });
      renderLanding(`/#${id}`);
      await settle();
      expect(scrollTo).toHaveBeenCalledWith(
        expect.objectContaining({ top: window.scrollY + 1500 - 80 }),
      );
      expect(document.activeElement?.id).toBe(id);
    },
  );

  it('leaves the scroll alone for an address without a known section', async () => {
    stubLandingApi();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderLanding('/#nothing-here');
    await settle();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('sends every call to action to sign-up', async () => {
    stubLandingApi();
    renderLanding();
    await settle();
    const starts = screen.getAllByRole('link', { name: /Start free/ });
    expect(starts).toHaveLength(2);
    for (const link of starts) expect(link.getAttribute('href')).toBe('/auth?mode=signup');
  });
});

describe('landing texts', () => {
  const landingOf = (tree: object) =>
    [...flattenLocale(tree as LocaleTree)].filter(([key]) => key.startsWith('landing.'));

  it('agree in English and Russian: keys, no empty texts, the same {{variables}}', () => {
    expect(localeMismatches(landingEn as LocaleTree, landingRu as LocaleTree)).toEqual([]);
  });

  it('translate the headline into Russian', () => {
    expect(new Map(landingOf(landingRu)).get('landing.title')).toBe(
      'От идеи до готового видео — в одной студии',
    );
    expect(new Map(landingOf(landingEn)).get('landing.title')).toBe(
      'From idea to published video, in one studio',
    );
  });

  it('mark every sample review as an example until real ones exist', () => {
    expect(TESTIMONIALS_ARE_EXAMPLES).toBe(true);
    for (const locale of [landingEn, landingRu]) {
      const roles = landingOf(locale).filter(([key]) =>
        /^landing\.reviews\.items\.\w+\.role$/.test(key),
      );
      expect(roles.map(([key]) => key.split('.')[3]).sort()).toEqual(
        TESTIMONIALS.map((testimonial) => testimonial.id).sort(),
      );
      for (const [, role] of roles) expect(role).toMatch(/\((example|пример)\)$/);
    }
  });
});
