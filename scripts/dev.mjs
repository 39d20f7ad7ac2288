// `npm run dev`: the API with reload on change (port 3000) and Vite with HMR (port 5173),
// which proxies /api to the API. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@reelwright/server'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_FORMAT: 'pretty',
      DATA_DIR: path.resolve(process.env.DATA_DIR ?? 'data'),
    },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@reelwright/web'], { stdio: 'inherit' }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) process.exitCode = code;
    stop();
  });
