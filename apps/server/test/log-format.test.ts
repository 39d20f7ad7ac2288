import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { prettyLogLine } from '../src/pretty-log';
import { configProblemsOf } from './helpers/config-problems';

const cwd = '/srv/reelwright';
const logFormatOf = (env: Record<string, string>, stdoutIsTty: boolean) =>
  loadConfig(env, { cwd, stdoutIsTty }).logFormat;

describe('the log format', () => {
  it('is lines for a person on a terminal and JSON lines for anything else', () => {
    expect(logFormatOf({}, true)).toBe('pretty');
    expect(logFormatOf({}, false)).toBe('json');
    expect(logFormatOf({ LOG_FORMAT: '' }, false)).toBe('json');
  });

  it('is what LOG_FORMAT names, terminal or not', () => {
    expect(logFormatOf({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormatOf({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
  });

  it('refuses any other LOG_FORMAT, naming the variable', () => {
    expect(configProblemsOf({ LOG_FORMAT: 'yaml' }, cwd)).toEqual([
      'LOG_FORMAT must be json or pretty (or unset: pretty on a terminal, JSON otherwise) (got "yaml")',
    ]);
  });
});

describe('a pretty log line', () => {
  // 2026-03-14 09:05:07 in the machine's own time zone, as the line shows it.
  const time = new Date(2026, 2, 14, 9, 5, 7).getTime();
  const base = { time, pid: 4242, hostname: 'studio' };

  it('shows the ready line as the sentence alone, its details below', () => {
    const line = prettyLogLine(
      {
        ...base,
        level: 30,
        banner: true,
        version: '0.1.0',
        database: 'pglite',
        msg: 'Reelwright is ready at http://localhost:3000',
      },
      { color: false },
    );
    expect(line).toBe(
      'Reelwright is ready at http://localhost:3000\n  version=0.1.0 database=pglite\n',
    );
  });

  it('shows the time, the level and the message, then the fields that say something', () => {
    expect(
      prettyLogLine(
        { ...base, level: 40, billing: 'test', msg: 'BILLING_PROVIDER=test: TEST MODE checkout' },
        { color: false },
      ),
    ).toBe('09:05:07 WARN  BILLING_PROVIDER=test: TEST MODE checkout billing=test\n');
    expect(
      prettyLogLine(
        { ...base, level: 30, dataDir: '/srv/my data', limits: { perHour: 5 }, msg: 'opened' },
        { color: false },
      ),
    ).toBe('09:05:07 INFO  opened dataDir="/srv/my data" limits={"perHour":5}\n');
  });

  it('shows requests as method and address, answers as status and time', () => {
    const request = { ...base, level: 30, reqId: 'req-1' };
    expect(
      prettyLogLine(
        {
          ...request,
          req: { method: 'GET', url: '/api/health', remotePort: 5 },
          msg: 'incoming request',
        },
        { color: false },
      ),
    ).toBe('09:05:07 INFO  incoming request reqId=req-1 GET /api/health\n');
    expect(
      prettyLogLine(
        { ...request, res: { statusCode: 200 }, responseTime: 3.14159, msg: 'request completed' },
        { color: false },
      ),
    ).toBe('09:05:07 INFO  request completed reqId=req-1 200 3.1 ms\n');
  });

  it("shows an error's stack under its line", () => {
    expect(
      prettyLogLine(
        {
          ...base,
          level: 50,
          err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at main (server.ts:1)' },
          msg: 'boom',
        },
        { color: false },
      ),
    ).toBe('09:05:07 ERROR boom\n  Error: boom\n      at main (server.ts:1)\n');
  });

  it('colours the level on a terminal', () => {
    const line = prettyLogLine({ ...base, level: 50, msg: 'failed' }, { color: true });
    expect(line).toContain('\u001b[31mERROR\u001b[0m');
  });
});
