// Preloaded into the server by bench/event-loop.mjs (`node --import <this file> dist/server.js`),
// so the production bundle is measured as it is, with no measuring code of its own: the
// server's main thread's event-loop delay, with perf_hooks.monitorEventLoopDelay at Node's
// default 10 ms resolution (as prom-client's nodejs_eventloop_lag_* report it; a recorded value
// is the time between two 10 ms ticks, so an idle loop reads ~10 ms).
// It also keeps the main thread's garbage-collection pauses (PerformanceObserver 'gc').
// On SIGUSR2 the histogram so far goes, as JSON, to $EVENT_LOOP_PROBE_FILE and starts again, so
// the bench marks a window with one signal before and one after. Worker threads (the CPU pool)
// get this file too when they inherit the server's flags: it does nothing there.
import { writeFileSync } from 'node:fs';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const RESOLUTION_MS = 10;
const file = process.env.EVENT_LOOP_PROBE_FILE;

if (isMainThread && file) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let sequence = 0;
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  // Garbage-collection pauses of this thread in the same window (a full collection stops it).
  const gcKinds = {
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
  };
  let gc = { count: 0, total: 0, longest: { duration: 0, kind: 'none' } };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.total += entry.duration;
      if (entry.duration > gc.longest.duration) {
        gc.longest = {
          duration: entry.duration,
          kind: gcKinds[entry.detail?.kind] ?? 'other',
        };
      }
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('SIGUSR2', () => {
    sequence += 1;
    const snapshot = {
      sequence,
      // This thread's monotonic clock, the one V8's CPU profiles are stamped with (--cpu-prof).
      at_us: Number(process.hrtime.bigint() / 1000n),
      resolution_ms: RESOLUTION_MS,
      count: histogram.count,
      min_ms: ms(histogram.min),
      mean_ms: ms(histogram.mean),
      p50_ms: ms(histogram.percentile(50)),
      p90_ms: ms(histogram.percentile(90)),
      p99_ms: ms(histogram.percentile(99)),
      max_ms: ms(histogram.max),
      gc_count: gc.count,
      gc_total_ms: Math.round(gc.total * 10) / 10,
      gc_max_ms: Math.round(gc.longest.duration * 10) / 10,
      gc_max_kind: gc.longest.kind,
    };
    histogram.reset();
    gc = { count: 0, total: 0, longest: { duration: 0, kind: 'none' } };
    writeFileSync(file, `${JSON.stringify(snapshot)}\n`);
  });
}
