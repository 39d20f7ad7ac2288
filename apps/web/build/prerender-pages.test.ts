import { describe, expect, it } from 'vitest';
import { afterPaintLoader, PRERENDER_GUARD, withPrerenderedBody } from './prerender-pages';

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
    <link rel="preload" as="image" fetchpriority="high" href="/demo/poster.webp">
    <link rel="modulepreload" crossorigin href="/assets/landing-4.js">
  </head>
  <body>
    <div id="root">
      <div aria-hidden="true">frame</div>
    </div><!--/root-->
  </body>
</html>`;

describe('withPrerenderedBody', () => {
  const html = withPrerenderedBody(page, '<main><h1>Write videos</h1></main>');

  it('puts the page’s markup in #root in place of the static frame', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered><main><h1>Write videos</h1></main></div>\n  </body>',
    );
    expect(html).not.toContain('frame');
    expect(html).not.toContain('<!--/root-->');
  });

  it('runs the guard before anything else in <head>', () => {
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head.indexOf(`<script>${PRERENDER_GUARD}</script>`)).toBeGreaterThan(0);
    expect(head.indexOf(PRERENDER_GUARD)).toBeLessThan(head.indexOf('stylesheet'));
  });

  it('turns the entry script and chunk preloads into the after-paint loader', () => {
    expect(html).not.toContain('modulepreload" crossorigin');
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(html).toContain(
      `<script type="module">${afterPaintLoader('/assets/index-1.js', ['/assets/runtime-2.js', '/assets/landing-4.js'])}</script>`,
    );
  });

  it('keeps the stylesheet and the image preload, which the first paint needs', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain('href="/demo/poster.webp"');
  });

  it('refuses a page without the root markers or the entry script', () => {
    expect(() => withPrerenderedBody(page.replace('<!--/root-->', ''), 'x')).toThrow(/root/);
    expect(() =>
      withPrerenderedBody(page.replace(/<script type="module"[^\n]*\n/, ''), 'x'),
    ).toThrow(/entry script/);
  });
});

/** Runs the loader as the page would, against a stand-in page; returns what it did. */
function runLoader(page: {
  visibility?: string;
  hiddenPrerender?: boolean;
  paintTiming?: boolean;
}) {
  const events: string[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const document = {
    visibilityState: page.visibility ?? 'visible',
    documentElement: { classList: { contains: () => page.hiddenPrerender ?? false } },
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: { href: string }) => events.push(`preload ${link.href}`) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = page.paintTiming === false ? ['navigation'] : ['paint'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  const window = { PerformanceObserver };
  const setTimeout = (run: () => void, ms = 0) => timers.push({ run, ms });
  const source = afterPaintLoader('/a.js', ['/b.js', '/c.js']).replace('import(', '__import(');
  new Function('document', 'window', 'PerformanceObserver', 'setTimeout', '__import', source)(
    document,
    window,
    PerformanceObserver,
    setTimeout,
    (entry: string) => events.push(`import ${entry}`),
  );
  return {
    events,
    paint: (name: string) =>
      observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }),
    runTimers: (filter: (ms: number) => boolean) => {
      for (const timer of timers.splice(0).filter(({ ms }) => filter(ms))) timer.run();
    },
  };
}

describe('afterPaintLoader', () => {
  const loaded = ['preload /b.js', 'preload /c.js', 'import /a.js'];

  it('waits for the first contentful paint, then preloads the chunks and imports the entry', () => {
    const page = runLoader({});
    expect(page.events).toEqual([]);
    page.paint('first-paint');
    page.runTimers((ms) => ms === 0);
    expect(page.events).toEqual([]);
    page.paint('first-contentful-paint');
    page.runTimers((ms) => ms === 0);
    expect(page.events).toEqual(loaded);
  });

  it('loads once, even when the fallback timer fires after the paint', () => {
    const page = runLoader({});
    page.paint('first-contentful-paint');
    page.runTimers(() => true);
    expect(page.events).toEqual(loaded);
  });

  it('gives up waiting after 3 s when no paint is reported', () => {
    const page = runLoader({});
    page.runTimers((ms) => ms === 3000);
    expect(page.events).toEqual(loaded);
  });

  it.each([
    ['a hidden tab (it does not paint)', { visibility: 'hidden' }],
    ['a page whose prerender the guard hid', { hiddenPrerender: true }],
    ['a browser without Paint Timing', { paintTiming: false }],
  ])('loads at once in %s', (_case, page) => {
    expect(runLoader(page).events).toEqual(loaded);
  });
});

/** Whether the guard hides the prerendered page for a reader in this state. */
function guardHides(state: {
  stored?: string;
  browser?: string;
  path?: string;
  search?: string;
  token?: boolean;
}) {
  const added: string[] = [];
  const storage: Record<string, string | undefined> = {
    language: state.stored,
    authToken: state.token ? 'token' : undefined,
  };
  new Function('localStorage', 'navigator', 'location', 'document', PRERENDER_GUARD)(
    { getItem: (key: string) => storage[key] ?? null },
    { language: state.browser ?? 'en-US' },
    { pathname: state.path ?? '/', search: state.search ?? '' },
    { documentElement: { classList: { add: (name: string) => added.push(name) } } },
  );
  return added.includes('rw-prerender-off');
}

describe('PRERENDER_GUARD', () => {
  it('leaves the page to English-reading guests', () => {
    expect(guardHides({})).toBe(false);
    expect(guardHides({ stored: 'en', browser: 'ru-RU' })).toBe(false);
    expect(guardHides({ stored: 'fr', browser: 'de-DE' })).toBe(false);
  });

  it('hides it from Russian readers, by choice or by browser (as src/lib/i18n decides)', () => {
    expect(guardHides({ stored: 'ru' })).toBe(true);
    expect(guardHides({ browser: 'ru-RU' })).toBe(true);
    expect(guardHides({ stored: 'xx', browser: 'ru' })).toBe(true);
  });

  it('hides it from a signed-in visitor (their own header; on `/` the dashboard)', () => {
    expect(guardHides({ path: '/', token: true })).toBe(true);
    expect(guardHides({ path: '/help-center', token: true })).toBe(true);
  });

  it('hides a page whose address has a query (it may show more than the prerender)', () => {
    expect(guardHides({ path: '/pricing', search: '?canceled=true' })).toBe(true);
  });
});
