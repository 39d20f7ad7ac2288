// What the server's main thread did during each window of `npm run bench -- event-loop
// --cpu-prof DIR`, from its V8 CPU profile rather than from loop-delay figures, which a busy
// machine blurs: per window, time on the thread (everything but '(idle)'), self time by function,
// garbage collection (total, and the longest run of consecutive '(garbage collector)' samples,
// i.e. the longest pause) and the longest stretches the thread never went idle (what held the
// loop), each with the functions that took most of it.
//   node bench/support/cpu-profile-windows.mjs DIR [--top N] [--stretches N] [--json]
// DIR holds the profiles (CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile; thread 0 is the main
// thread) and windows.json, the windows' bounds on the same monotonic clock (written by the
// bench). Without --json it prints a table per window.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error(
    'usage: node bench/support/cpu-profile-windows.mjs DIR [--top N] [--stretches N] [--json]',
  );
  process.exit(2);
}
const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const TOP = option('--top', 12);
const STRETCHES = option('--stretches', 8);

const mainProfile = readdirSync(dir).find((file) =>
  /^CPU\..*\.\d+\.0\.\d+\.cpuprofile$/.test(file),
);
if (!mainProfile) throw new Error(`No main-thread profile (*.0.N.cpuprofile) in ${dir}`);
const profile = JSON.parse(readFileSync(path.join(dir, mainProfile), 'utf8'));
const windows = JSON.parse(readFileSync(path.join(dir, 'windows.json'), 'utf8'));

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

/** 'name file:line' for a profile node (bundles keep their chunk's file name). */
function label(node) {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url ? `${path.basename(url)}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}` : ''}`;
}
const IDLE = '(idle)';
const GC = '(garbage collector)';

// Sample i lasts from its time stamp to the next one's (the last gets the profile's end), but at
// most a few sampling intervals: on a crowded machine the sampler thread itself waits for a core
// now and then, and a gap of 100+ ms with no sample says nothing about what this thread did (the
// loop-delay probe saw no such stall). Those gaps are counted apart, as unsampled.
const times = [];
let at = profile.startTime;
for (const delta of profile.timeDeltas) times.push((at += delta));
const sortedDeltas = profile.timeDeltas.slice().sort((a, b) => a - b);
const MAX_SAMPLE_US = 5 * sortedDeltas[Math.floor(sortedDeltas.length / 2)];

function analyse(window) {
  const self = new Map();
  let onThread = 0;
  let unsampled = 0;
  let gcTotal = 0;
  let gcLongest = 0;
  let gcRun = 0;
  const stretches = [];
  let stretch = null;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const start = times[i];
    const end = times[i + 1] ?? profile.endTime;
    if (end <= window.from_us || start >= window.to_us) continue;
    const span = Math.min(end, window.to_us) - Math.max(start, window.from_us);
    const duration = Math.min(span, MAX_SAMPLE_US) / 1000;
    unsampled += (span - Math.min(span, MAX_SAMPLE_US)) / 1000;
    const node = nodes.get(profile.samples[i]);
    const name = node.callFrame.functionName;
    const key = label(node);
    if (name === IDLE) {
      if (stretch) stretches.push(stretch);
      stretch = null;
    } else {
      onThread += duration;
      self.set(key, (self.get(key) ?? 0) + duration);
      stretch ??= { from_us: start, ms: 0, self: new Map() };
      stretch.ms += duration;
      stretch.self.set(key, (stretch.self.get(key) ?? 0) + duration);
    }
    if (name === GC) {
      gcTotal += duration;
      gcRun += duration;
      gcLongest = Math.max(gcLongest, gcRun);
    } else gcRun = 0;
  }
  if (stretch) stretches.push(stretch);
  const round = (ms) => Math.round(ms * 10) / 10;
  const top = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({ name, ms: round(ms) }));
  return {
    window: window.name,
    wall_ms: round((window.to_us - window.from_us) / 1000),
    on_thread_ms: round(onThread),
    unsampled_ms: round(unsampled),
    gc_total_ms: round(gcTotal),
    gc_longest_ms: round(gcLongest),
    self: top(self, TOP),
    longest_stretches: stretches
      .sort((a, b) => b.ms - a.ms)
      .slice(0, STRETCHES)
      .map((s) => ({
        at_ms: round((s.from_us - window.from_us) / 1000),
        ms: round(s.ms),
        mostly: top(s.self, 3),
      })),
  };
}

const results = windows.filter((window) => window.name !== 'warm-up').map(analyse);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ profile: mainProfile, windows: results }, null, 2));
} else {
  console.log(
    `main thread: ${mainProfile} (sampling ~${Math.round(
      (profile.endTime - profile.startTime) / profile.samples.length,
    )} µs)`,
  );
  for (const r of results) {
    console.log(
      `\n== ${r.window}: ${r.wall_ms} ms wall (${r.unsampled_ms} ms unsampled), ${r.on_thread_ms} ms on the thread, GC ${r.gc_total_ms} ms in all, longest GC run ${r.gc_longest_ms} ms`,
    );
    console.log('  self time:');
    for (const { name, ms } of r.self) console.log(`    ${String(ms).padStart(8)} ms  ${name}`);
    console.log('  longest busy stretches (ms at → length: mostly):');
    for (const s of r.longest_stretches) {
      const mostly = s.mostly.map(({ name, ms }) => `${name} ${ms}`).join('; ');
      console.log(`    ${String(s.at_ms).padStart(8)} → ${String(s.ms).padStart(6)} ms: ${mostly}`);
    }
  }
}
