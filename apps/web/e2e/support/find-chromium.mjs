import { existsSync } from 'node:fs';

/** Debian's Chromium, or the one CHROMIUM_PATH names; `undefined` when neither exists. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}
