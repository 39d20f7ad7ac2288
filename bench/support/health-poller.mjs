// A worker thread of bench/event-loop.mjs: the outside client that asks GET /api/health every
// 50 ms (the next request 50 ms after the previous one started, or at once when it took longer)
// and keeps each response time. Its own thread, so the bench's other work (reading big JSON
// answers) never delays a poll or inflates its time.
//   parent → worker  { url }   start polling;   'stop'   stop, answer with the times
//   worker → parent  { times_ms: number[], failures: number }
import { parentPort } from 'node:worker_threads';

const INTERVAL_MS = 50;
let running = false;

parentPort.on('message', (message) => {
  if (message === 'stop') {
    running = false;
    return;
  }
  running = true;
  void poll(message.url).then((result) => parentPort.postMessage(result));
});

async function poll(url) {
  const times = [];
  let failures = 0;
  while (running) {
    const started = performance.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
    } catch {
      failures += 1;
    }
    const took = performance.now() - started;
    times.push(Math.round(took * 100) / 100);
    if (took < INTERVAL_MS) await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS - took));
  }
  return { times_ms: times, failures };
}
