// Whether the production build is of the sources as they are now: a sha256 over every input of
// `npm run build` (names and contents), kept beside the server's bundle after a build succeeds.
// `npm start` rebuilds only when the two differ or an output is missing (a deleted dist too).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Files and folders the build reads, relative to the repository root; `*` is one folder level. */
const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build.mjs',
  'apps/web/src',
  'apps/web/build',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/tsconfig.node.json',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/drizzle',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'packages/*/src',
  'packages/*/package.json',
  'packages/*/tsconfig.json',
];

/** What a build leaves behind; without any of them the build is not there, whatever the stamp. */
export const BUILD_OUTPUTS = ['apps/server/dist/server.js', 'apps/web/dist/index.html'];
export const BUILD_STAMP = 'apps/server/dist/.build-hash';

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);
/** Tests sit beside the code they test but are never part of the build. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
/** Files read at once: enough to keep the disk busy, well under the open-file limit. */
const PARALLEL_READS = 64;

async function expandPattern(root, pattern) {
  const [first, ...rest] = pattern.split('/*/');
  if (rest.length === 0) return [pattern];
  const folders = await readdir(path.join(root, first), { withFileTypes: true }).catch(() => []);
  return folders
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${first}/${entry.name}/${rest.join('/*/')}`);
}

async function filesUnder(root, relative) {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(
    (error) => {
      // A file rather than a folder, or nothing there at all.
      if (error.code === 'ENOTDIR') return null;
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  if (entries === null) return [relative];
  const nested = await Promise.all(
    entries
      .filter((entry) => !SKIPPED_FOLDERS.has(entry.name))
      .map((entry) => {
        const child = `${relative}/${entry.name}`;
        if (entry.isDirectory()) return filesUnder(root, child);
        return entry.isFile() && !TEST_FILE.test(entry.name) ? [child] : [];
      }),
  );
  return nested.flat();
}

/** Every input file of the build, relative to `root` with `/` separators, in a stable order. */
export async function listBuildInputs(root) {
  const paths = (
    await Promise.all(BUILD_INPUTS.map((pattern) => expandPattern(root, pattern)))
  ).flat();
  const files = (await Promise.all(paths.map((relative) => filesUnder(root, relative)))).flat();
  return [...new Set(files)].sort();
}

/** The sha256 (hex) of the build's inputs: each file's path and contents, in order. */
export async function hashBuildInputs(root) {
  const files = await listBuildInputs(root);
  const contents = new Array(files.length);
  let next = 0;
  const reader = async () => {
    while (next < files.length) {
      const index = next++;
      contents[index] = await readFile(path.join(root, files[index]));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_READS }, reader));
  const hash = createHash('sha256');
  files.forEach((file, index) => {
    hash.update(`${file}\0${contents[index].length}\0`);
    hash.update(contents[index]);
  });
  return hash.digest('hex');
}

/** True when the outputs are there and were built from inputs hashing to `hash`. */
export async function isBuildCurrent(root, hash) {
  if (!BUILD_OUTPUTS.every((output) => existsSync(path.join(root, output)))) return false;
  const stamp = await readFile(path.join(root, BUILD_STAMP), 'utf8').catch(() => undefined);
  return stamp?.trim() === hash;
}

/** Records that the outputs now in place were built from inputs hashing to `hash`. */
export async function writeBuildStamp(root, hash) {
  await writeFile(path.join(root, BUILD_STAMP), `${hash}\n`);
}
