import { existsSync } from 'node:fs';

/** Debian's Chromium, or the one CHROMIUM_PATH names; `undefined` when neither exists. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

// What this machine's Chromium needs: no sandbox as root, no GPU, and no background connections
// to Google services (the network is closed, and they would spam errors).
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
