import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { chunkClosure, routeHtmlFile, routePreloads, withPreloads } from './route-preloads';

const chunk = (fileName: string, imports: string[], facade?: string) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    facadeModuleId: facade ?? null,
  }) as unknown as Rolldown.OutputChunk;

const ROOT = '/repo/apps/web';
const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['assets/react-1.js'], `${ROOT}/index.html`),
    chunk('assets/react-1.js', []),
    chunk(
      'assets/landing-1.js',
      ['assets/react-1.js', 'assets/icons-1.js'],
      `${ROOT}/src/app/routes/landing-route.tsx`,
    ),
    chunk('assets/icons-1.js', ['assets/react-1.js']),
    chunk(
      'assets/help-1.js',
      ['assets/icons-1.js'],
      `${ROOT}/src/features/help/pages/help-center-page.tsx`,
    ),
  ].map((c) => [c.fileName, c]),
) as Rolldown.OutputBundle;
const INDEX_HTML =
  '<html>\n  <head>\n    <script type="module" src="/assets/index-1.js"></script>\n    <link rel="modulepreload" href="/assets/react-1.js">\n  </head>\n</html>';

describe('route preloads', () => {
  it('follows static imports once each', () => {
    const chunks = new Map(
      Object.values(bundle).map((c) => [c.fileName, c as Rolldown.OutputChunk]),
    );
    expect(chunkClosure(bundle['assets/landing-1.js'] as Rolldown.OutputChunk, chunks)).toEqual([
      'assets/landing-1.js',
      'assets/react-1.js',
      'assets/icons-1.js',
    ]);
  });

  it('preloads each page’s chunks that index.html does not already load', () => {
    const preloads = routePreloads(bundle, ROOT, INDEX_HTML, {
      '/': 'src/app/routes/landing-route.tsx',
      '/help-center': 'src/features/help/pages/help-center-page.tsx',
    });
    expect(preloads).toEqual({
      '/': ['assets/landing-1.js', 'assets/icons-1.js'],
      '/help-center': ['assets/help-1.js', 'assets/icons-1.js'],
    });
  });

  it('fails the build when a route names a module that is no chunk', () => {
    expect(() => routePreloads(bundle, ROOT, INDEX_HTML, { '/gone': 'src/gone.tsx' })).toThrow(
      /no chunk for src\/gone\.tsx/,
    );
  });

  it('writes the links into the head and names the files', () => {
    const html = withPreloads(INDEX_HTML, ['assets/help-1.js']);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/help-1.js">\n  </head>',
    );
    expect(withPreloads(INDEX_HTML, ['assets/a.js'], ['/poster.webp'])).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/poster.webp">\n    <link rel="modulepreload" crossorigin href="/assets/a.js">',
    );
    expect(routeHtmlFile('/')).toBe('index.html');
    expect(routeHtmlFile('/app/video-maker')).toBe('app--video-maker.html');
  });
});
