// `npm run build`: always builds the web app, then the server bundle, and stamps the build with
// the hash of the sources it was made from, so a following `npm start` knows it is current.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { hashBuildInputs, writeBuildStamp } from './support/build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Hashed first: a file saved during the build makes the stamp stale, not wrongly current.
const hash = await hashBuildInputs(root);
for (const workspace of ['@reelwright/web', '@reelwright/server']) {
  const { status } = spawnSync('npm', ['run', 'build', '--workspace', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}
await writeBuildStamp(root, hash);
