// What the benchmarks share: their numeric command-line options, and loading a workspace
// package's TypeScript (Node cannot import it directly).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const root = path.resolve(import.meta.dirname, '../..');

/** The number after `--name` on the command line, or `fallback`. */
export function numberArgument(name, fallback) {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
}

/** Bundles a pure package (no node_modules of its own at run time) into one .mjs file. */
export async function bundlePackage(entry, outfile) {
  await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'node20',
    outfile,
    logLevel: 'error',
  });
}

/** Bundles a pure package and imports it. */
export async function importPackage(entry) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'reelwright-bench-'));
  const bundle = path.join(scratch, 'package.mjs');
  try {
    await bundlePackage(entry, bundle);
    return await import(pathToFileURL(bundle).href);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** A 400×400 transparent PNG with a yellow disc: an object picture for thumbnail benchmarks. */
export async function cutOutPicture() {
  const { default: sharp } = await import('sharp');
  return sharp({
    create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="400" height="400"><circle cx="200" cy="200" r="180" fill="#ffcc00"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
}
