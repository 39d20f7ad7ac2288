// Bundles the server into dist/server.js. Our own workspace packages (TypeScript sources) are
// bundled in; every other dependency stays a normal import from node_modules.
import { copyFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { bundleWorkers, serverBundleOptions } from './bundle-workers.mjs';

// Split at dynamic imports: server.ts imports the app (most of the code and its dependencies)
// while the database starts, so that chunk must load only then. Chunks sit beside server.js,
// where the code's `import.meta.url` paths expect it.
const server = await build({
  ...serverBundleOptions,
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
await bundleWorkers('dist/workers');

// The built-in voices' eSpeak worker runs in child processes of its own (GPL-3.0 engine kept out
// of the server's process). It is plain JavaScript importing only node_modules, so it ships as
// is, next to the bundle, where `new URL('./espeak-worker.mjs', import.meta.url)` finds it.
// wasm-table.mjs (finding eSpeak's synth callback for word times) is the one module it imports.
for (const file of ['espeak-worker.mjs', 'wasm-table.mjs']) {
  copyFileSync(`src/modules/audio/providers/builtin/${file}`, `dist/${file}`);
}

// The aligner's AAC decoder (FAAD2, GPL-2.0) runs in a child process the same way. It is forked
// by the decoding code, which is in the align worker's bundle (dist/workers/, where
// bundleWorkers puts a copy) and in the server's (dist/), so it goes beside both.
copyFileSync('src/modules/captions/align/aac-decoder.mjs', 'dist/aac-decoder.mjs');
