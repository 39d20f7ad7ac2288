import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  hashBuildInputs,
  isBuildCurrent,
  listBuildInputs,
  writeBuildStamp,
} from '../../../scripts/support/build-stamp.mjs';

// `npm start` rebuilds the server bundle and the web app only when this says the build is stale.

let root: string;

async function put(relative: string, contents: string) {
  await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
  await writeFile(path.join(root, relative), contents);
}

/** What `npm run build` does as far as the stamp is concerned: outputs, then the stamp. */
async function build() {
  const hash = await hashBuildInputs(root);
  await put('apps/server/dist/server.js', 'bundle');
  await put('apps/web/dist/index.html', '<!doctype html>');
  await writeBuildStamp(root, hash);
}

const current = async () => isBuildCurrent(root, await hashBuildInputs(root));

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelwright-build-stamp-'));
  await put('package.json', '{"name":"reelwright"}');
  await put('package-lock.json', '{}');
  await put('apps/web/src/main.tsx', 'render()');
  await put('apps/web/index.html', '<div id="root"></div>');
  await put('apps/server/src/server.ts', 'listen()');
  await put('apps/server/drizzle/0000_init.sql', 'create table t ()');
  await put('packages/timeline/src/index.ts', 'export {}');
  await put('packages/contracts/src/index.ts', 'export {}');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the build stamp', () => {
  it('is stale before the first build and current after it while nothing changes', async () => {
    expect(await current()).toBe(false);
    await build();
    expect(await current()).toBe(true);
    expect(await current()).toBe(true);
  });

  it('goes stale when a source of the server, the web app or a package changes', async () => {
    for (const [file, contents] of [
      ['apps/server/src/server.ts', 'listen(3000)'],
      ['apps/web/src/main.tsx', 'render(<App />)'],
      ['packages/timeline/src/index.ts', 'export const x = 1'],
      ['apps/server/drizzle/0001_more.sql', 'alter table t add c int'],
      ['package-lock.json', '{"lockfileVersion":3}'],
    ] as const) {
      await build();
      await put(file, contents);
      expect(await current(), file).toBe(false);
    }
  });

  it('goes stale when a source is renamed, even with the same contents', async () => {
    await build();
    await rm(path.join(root, 'apps/web/src/main.tsx'));
    await put('apps/web/src/index.tsx', 'render()');
    expect(await current()).toBe(false);
  });

  it('goes stale when an output is missing, whatever the stamp says', async () => {
    await build();
    await unlink(path.join(root, 'apps/web/dist/index.html'));
    expect(await current()).toBe(false);
    await build();
    await rm(path.join(root, 'apps/server/dist'), { recursive: true });
    expect(await current()).toBe(false);
  });

  it('ignores what the build does not read: tests, node_modules, dist', async () => {
    await build();
    await put('apps/web/src/main.test.tsx', 'it()');
    await put('apps/web/node_modules/react/index.js', 'module.exports = {}');
    await put('packages/timeline/dist/index.js', 'built');
    await put('docs/notes.md', '# notes');
    expect(await current()).toBe(true);
    expect(await listBuildInputs(root)).toEqual([
      'apps/server/drizzle/0000_init.sql',
      'apps/server/src/server.ts',
      'apps/web/index.html',
      'apps/web/src/main.tsx',
      'package-lock.json',
      'package.json',
      'packages/contracts/src/index.ts',
      'packages/timeline/src/index.ts',
    ]);
  });
});
