// Bundles the server into dist/server.js. Our own workspace packages (TypeScript sources) are
// bundled in; every other dependency stays a normal import from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
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
});
