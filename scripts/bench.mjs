// `npm run bench -- <name>` runs bench/<name>.mjs, which prints a table and writes
// bench/results/<name>.json. Without a name it lists the benchmarks.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const available = readdirSync(new URL('../bench', import.meta.url))
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.replace(/\.mjs$/, ''));
const [name, ...rest] = process.argv.slice(2);

if (!name || !available.includes(name)) {
  console.log(`usage: npm run bench -- <name>\nbenchmarks: ${available.join(', ')}`);
  process.exit(name ? 1 : 0);
}
const result = spawnSync(process.execPath, [`bench/${name}.mjs`, ...rest], { stdio: 'inherit' });
process.exit(result.status ?? 1);
