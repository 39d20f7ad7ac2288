// Bundles the server into dist/server.js. Our own workspace packages (TypeScript sources) are
// bundled in; every other dependency stays a normal import from node_modules.
import { copyFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const common = {
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

// Split at dynamic imports: server.ts imports the app (most of the code and its dependencies)
// while the database starts, so that chunk must load only then. Chunks sit beside server.js,
// where the code's `import.meta.url` paths expect it.
const server = await build({
  ...common,
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  splitting: true,
  metafile: true,
});
const written = new Set(Object.keys(server.metafile.outputs).map((file) => path.basename(file)));
for (const file of readdirSync('dist')) {
  if (/\.js(\.map)?$/.test(file) && !written.has(file)) rmSync(`dist/${file}`);
}

// CPU work runs in worker threads (src/workers/cpu-pool.ts): each `*.worker.ts` becomes its own
// bundle in dist/workers/, where the pool looks for it.
const workers = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.worker.ts'))
  .map((file) => `src/${file}`);
await build({
  ...common,
  entryPoints: workers,
  outdir: 'dist/workers',
  entryNames: '[name]',
});

// The built-in voices' eSpeak worker runs in child processes of its own (GPL-3.0 engine kept out
// of the server's process). It is plain JavaScript importing only node_modules, so it ships as
// is, next to the bundle, where `new URL('./espeak-worker.mjs', import.meta.url)` finds it.
// wasm-table.mjs (finding eSpeak's synth callback for word times) is the one module it imports.
for (const file of ['espeak-worker.mjs', 'wasm-table.mjs']) {
  copyFileSync(`src/modules/audio/providers/builtin/${file}`, `dist/${file}`);
}

// The aligner's AAC decoder (FAAD2, GPL-2.0) runs in a child process the same way. It is forked
// by the decoding code, which is in the align worker's bundle (dist/workers/) and in the server's
// (dist/), so it goes beside both.
for (const dir of ['dist', 'dist/workers']) {
  copyFileSync('src/modules/captions/align/aac-decoder.mjs', `${dir}/aac-decoder.mjs`);
}
