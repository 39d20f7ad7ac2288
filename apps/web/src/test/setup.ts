import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Routes are lazy chunks, imported on first use; on a loaded 2-core
// machine the first import of one can take longer than testing-library's default 1 s wait.
configure({ asyncUtilTimeout: 5_000 });

// A stray console.error means something rendered wrong or a promise failed unseen: fail the test.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(
      `console.error was called:\n${consoleErrors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
