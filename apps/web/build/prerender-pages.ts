import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { routeHtmlFile } from './route-preloads';

/** Public pages whose first screen is rendered at build time (as a guest reading English sees it). */
export const PRERENDERED_ROUTES = [
  '/',
  '/help-center',
  '/pricing',
  '/features',
  '/about-us',
  '/terms-of-use',
  '/privacy-policy',
  // 'Page not found', which the server answers for addresses that are no page.
  '/404',
] as const;

const ROOT_START = '<div id="root">';
const ROOT_END = '<!--/root-->';

/**
 * Runs before first paint: a reader whose stored or browser language is not English (decided as
 * src/lib/i18n.ts decides), a signed-in visitor (their header, and on `/` the dashboard) or an address
 * with a query (`/pricing?canceled=true` shows a notice) would see a page other than the
 * prerendered one, so it is hidden for them (`html.rw-prerender-off`) until the app has
 * rendered theirs.
 */
export const PRERENDER_GUARD = `try{var s=localStorage,l=s.getItem('language');if(l!=='en'&&l!=='ru')l=(navigator.language||'').toLowerCase().indexOf('ru')===0?'ru':'en';if(l!=='en'||location.search||s.getItem('authToken'))document.documentElement.classList.add('rw-prerender-off')}catch(e){}`;
const GUARD_STYLE = 'html.rw-prerender-off #root>*{visibility:hidden}';

/**
 * The app's JavaScript is fetched and run once the page has shown its first content (or at once
 * where that cannot be observed: a hidden tab, a hidden prerender, no Paint Timing): the
 * prerendered HTML needs none of it, so on a slow phone the bundle no longer delays the first
 * paint. The chunks are then fetched together (modulepreload), not one import after another.
 */
export const afterPaintLoader = (entry: string, chunks: readonly string[]) =>
  `(function(){var d=document,go=function(){go=function(){};${JSON.stringify(chunks)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});import(${JSON.stringify(entry)})};if(d.visibilityState!=='visible'||d.documentElement.classList.contains('rw-prerender-off')||!(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0))return go();new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(function(){go()})}).observe({type:'paint',buffered:true});setTimeout(function(){go()},3000)})()`;

/** `sha256-…` source of an inline script, as a Content-Security-Policy lists it. */
export const scriptHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * One page's HTML with its prerendered body: the app's markup replaces the static frame inside
 * `#root`, the guard runs first in `<head>`, and the entry script and chunk preloads become an
 * after-paint loader.
 */
export function withPrerenderedBody(pageHtml: string, appHtml: string): string {
  const start = pageHtml.indexOf(ROOT_START);
  const end = pageHtml.indexOf(ROOT_END);
  if (start < 0 || end < start)
    throw new Error(`prerender: index.html lacks ${ROOT_START}…${ROOT_END}`);
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(pageHtml);
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const [entryTag, entrySrc] = entry as unknown as [string, string];
  const chunks = [...pageHtml.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  return (
    pageHtml.slice(0, start) +
    '<div id="root" data-prerendered>' +
    appHtml +
    '</div>' +
    pageHtml.slice(end + ROOT_END.length)
  )
    .replace(MODULE_PRELOAD, '')
    .replace(entryTag, `<script type="module">${afterPaintLoader(entrySrc, chunks)}</script>`)
    .replace(
      '<meta charset="UTF-8" />',
      `<meta charset="UTF-8" />\n    <script>${PRERENDER_GUARD}</script>\n    <style>${GUARD_STYLE}</style>`,
    );
}

type RenderPage = (pathname: string) => Promise<string>;

/** Builds src/prerender/render-page.tsx for Node into a scratch folder and loads it. */
async function loadRenderer(
  root: string,
): Promise<{ renderPage: RenderPage; dispose(): Promise<void> }> {
  const outDir = await mkdtemp(path.join(root, 'node_modules', '.prerender-'));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      ssr: 'src/prerender/render-page.tsx',
      outDir,
      emptyOutDir: true,
      sourcemap: false,
    },
  });
  const module = (await import(pathToFileURL(path.join(outDir, 'render-page.js')).href)) as {
    renderPage: RenderPage;
  };
  return {
    renderPage: module.renderPage,
    dispose: () => rm(outDir, { recursive: true, force: true }),
  };
}

/**
 * After the client build (and the route pages of ./route-preloads), renders each public page
 * into its `route-html/` copy. Runs before ./precompress, which then compresses the result.
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'reelwright:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const renderer = await loadRenderer(root);
      try {
        for (const route of PRERENDERED_ROUTES) {
          const file = path.join(outDir, 'route-html', routeHtmlFile(route));
          const page = await readFile(file, 'utf8');
          await writeFile(file, withPrerenderedBody(page, await renderer.renderPage(route)));
        }
      } finally {
        await renderer.dispose();
      }
    },
  };
}
