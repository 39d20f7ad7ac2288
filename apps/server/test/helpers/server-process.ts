import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

// Starts the real entry point (src/server.ts through tsx) as a child process, the way
// `npm start` runs the bundle: config parsing, migrations, listen, signals.
export const serverRoot = path.resolve(import.meta.dirname, '../..');
export const tsx = path.resolve(serverRoot, '../../node_modules/.bin/tsx');

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  installation: string;
  output: () => string;
};

/**
 * Resolves once the server logs that it is ready; rejects if it exits first. Node itself runs
 * the server with tsx's loader (not the tsx CLI, which would run it in a grandchild), so a
 * signal reaches the server: SIGKILL kills it rather than orphaning it.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    let ready = false;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (ready) return;
      for (const line of output.split('\n')) {
        if (!line.includes('Reelwright is ready at')) continue;
        const entry = JSON.parse(line) as { installation: string; msg: string };
        const port = Number(/localhost:(\d+)/.exec(entry.msg)?.[1]);
        ready = true;
        resolve({
          child,
          port,
          url: `http://127.0.0.1:${port}`,
          installation: entry.installation,
          output: () => output,
        });
        return;
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => {
      if (!ready) reject(new Error(`server exited with ${code ?? signal}:\n${output}`));
    });
  });
}

/** Sends `signal` and resolves with the exit code (null when killed by the signal). */
export async function stopServerProcess(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) {
    return server.child.exitCode;
  }
  const exited = once(server.child, 'exit') as Promise<[number | null]>;
  server.child.kill(signal);
  const [code] = await exited;
  return code;
}
