import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The pages people land on, and the module each lazy route loads first (see src/app/router.tsx).
 * Without help the browser learns of a page's chunk only after the main bundle has run: one
 * more round trip before the first paint on a slow phone.
 */
export const ROUTE_ENTRIES: Readonly<Record<string, string>> = {
  '/': 'src/app/routes/landing-route.tsx',
  '/help-center': 'src/features/help/pages/help-center-page.tsx',
  '/pricing': 'src/app/routes/plans-route.tsx',
  '/features': 'src/features/marketing/pages/features-page.tsx',
  '/about-us': 'src/features/marketing/pages/about-page.tsx',
  '/terms-of-use': 'src/features/legal/pages/terms-page.tsx',
  '/privacy-policy': 'src/features/legal/pages/privacy-page.tsx',
  '/auth': 'src/features/auth/pages/auth-page.tsx',
  '/app': 'src/app/routes/dashboard-route.tsx',
  '/app/video-maker': 'src/app/routes/studio-route.tsx',
  // Not a route: the page the server answers (404) for any address that is none.
  '/404': 'src/app/not-found-page.tsx',
};

/**
 * Images a page shows at the top, fetched with the HTML rather than after the JavaScript has
 * rendered the page: the landing's demo poster is its largest picture (its LCP on a phone).
 */
export const ROUTE_IMAGES: Readonly<Record<string, readonly string[]>> = {
  '/': ['/demo/reelwright-demo-poster.webp'],
};

type Chunks = Map<string, OutputChunk>;

/** A chunk and every chunk it imports statically, in load order, by file name. */
export function chunkClosure(start: OutputChunk, chunks: Chunks): string[] {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = chunks.get(imported);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen];
}

/** Per route: the files to preload that index.html does not already name. */
export function routePreloads(
  bundle: OutputBundle,
  root: string,
  indexHtml: string,
  entries: Readonly<Record<string, string>> = ROUTE_ENTRIES,
): Record<string, string[]> {
  const chunks: Chunks = new Map(
    Object.values(bundle)
      .filter((output): output is OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const byModule = new Map(
    [...chunks.values()]
      .filter((chunk) => chunk.facadeModuleId)
      .map((chunk) => [
        path.relative(root, chunk.facadeModuleId!).split(path.sep).join('/'),
        chunk,
      ]),
  );
  const result: Record<string, string[]> = {};
  for (const [route, module] of Object.entries(entries)) {
    const chunk = byModule.get(module);
    if (!chunk)
      throw new Error(`route-preloads: no chunk for ${module} (${route}); update ROUTE_ENTRIES`);
    result[route] = chunkClosure(chunk, chunks).filter((file) => !indexHtml.includes(`/${file}"`));
  }
  return result;
}

/** The route's page: index.html with its chunks (and top images) preloaded. */
export function withPreloads(
  indexHtml: string,
  files: readonly string[],
  images: readonly string[] = [],
): string {
  const links = [
    ...images.map(
      (href) => `    <link rel="preload" as="image" fetchpriority="high" href="${href}">\n`,
    ),
    ...files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`),
  ].join('');
  return indexHtml.replace('  </head>', `${links}  </head>`);
}

export const routeHtmlFile = (route: string) =>
  `${route === '/' ? 'index' : route.slice(1).replaceAll('/', '--')}.html`;

/**
 * After the build, writes `route-html/<page>.html` for each route in ROUTE_ENTRIES (index.html
 * plus modulepreload links for that page's chunks) and `route-html/routes.json`, which the
 * server reads to send each page its own copy.
 */
export function routePreloadPages(): Plugin {
  let root = '';
  let outDir = 'dist';
  let bundle: OutputBundle | null = null;
  return {
    name: 'reelwright:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, output) {
      bundle = output;
    },
    async closeBundle() {
      if (!bundle) return;
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const preloads = routePreloads(bundle, root, indexHtml);
      const folder = path.join(outDir, 'route-html');
      await mkdir(folder, { recursive: true });
      const routes: Record<string, string> = {};
      for (const [route, files] of Object.entries(preloads)) {
        routes[route] = routeHtmlFile(route);
        await writeFile(
          path.join(folder, routes[route]),
          withPreloads(indexHtml, files, ROUTE_IMAGES[route] ?? []),
        );
      }
      await writeFile(path.join(folder, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
    },
  };
}
