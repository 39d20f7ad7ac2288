// Bundles every `src/**/*.worker.ts` into `<outdir>/<name>.js` (with the AAC decoder the align
// worker forks beside them). The production build writes them to dist/workers/; the server tests
// bundle them once per run too, so a worker thread starts in plain JavaScript instead of loading
// tsx on each start (~1 s a thread on this machine, and every test database is a PGlite thread).
import { copyFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;

/** esbuild's options for the server's bundles: our workspace packages in, node_modules out. */
export const serverBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@reelwright/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
};

/**
 * `outdir` must lie inside the repository: the bundles import their dependencies from
 * node_modules, which Node looks for in the folders above them.
 */
export async function bundleWorkers(outdir) {
  const workers = readdirSync(path.join(here, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.worker.ts'))
    .map((file) => path.join(here, 'src', file));
  await build({ ...serverBundleOptions, entryPoints: workers, outdir, entryNames: '[name]' });
  copyFileSync(
    path.join(here, 'src/modules/captions/align/aac-decoder.mjs'),
    path.join(outdir, 'aac-decoder.mjs'),
  );
}
