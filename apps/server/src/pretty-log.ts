/**
 * Log lines for a person at a terminal (LOG_FORMAT=pretty, the default when stdout is a TTY):
 * pino's JSON entries as `12:34:56 WARN  message key=value`, requests as `GET /api/x` and
 * `200 3 ms`. Our own few lines rather than pino-pretty: it writes on the logging thread, so lines
 * keep their order, and it is not a development dependency missing from the production image.
 */

type LogEntry = { level?: number; time?: number; msg?: string; [field: string]: unknown };

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const LEVEL_COLORS: Record<number, string> = { 40: '33', 50: '31', 60: '31' };
/** pino's own bookkeeping: the time and level are shown, the rest is noise on a terminal. */
const HIDDEN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'banner', 'err']);

const paint = (color: boolean, code: string, text: string) =>
  color ? `\u001b[${code}m${text}\u001b[0m` : text;

function shownValue(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}

/** Fastify's request and response fields as a person reads them; everything else as key=value. */
function shownFields(entry: LogEntry): string[] {
  const shown: string[] = [];
  for (const [key, value] of Object.entries(entry)) {
    if (HIDDEN_FIELDS.has(key) || value === undefined) continue;
    const request = key === 'req' ? (value as { method?: string; url?: string }) : undefined;
    if (request?.method !== undefined) shown.push(`${request.method} ${request.url ?? ''}`);
    else if (key === 'res') shown.push(String((value as { statusCode?: number }).statusCode));
    else if (key === 'responseTime' && typeof value === 'number')
      shown.push(`${value.toFixed(1)} ms`);
    else shown.push(`${key}=${shownValue(value)}`);
  }
  return shown;
}

function clockTime(time: number | undefined): string {
  const date = time === undefined ? new Date() : new Date(time);
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}

/**
 * One entry as terminal lines (ending in a newline). An entry marked `banner` (the ready line) is
 * its message alone, the first thing a person reads; its details follow on an indented line.
 */
export function prettyLogLine(entry: LogEntry, options: { color: boolean }): string {
  const fields = shownFields(entry);
  const message = entry.msg ?? '';
  if (entry.banner === true) {
    const details = fields.length > 0 ? `  ${paint(options.color, '2', fields.join(' '))}\n` : '';
    return `${paint(options.color, '1', message)}\n${details}`;
  }
  const level = entry.level ?? 30;
  const name = (LEVEL_NAMES[level] ?? String(level)).padEnd(5);
  const head = `${paint(options.color, '2', clockTime(entry.time))} ${paint(options.color, LEVEL_COLORS[level] ?? '36', name)}`;
  const tail = fields.length > 0 ? ` ${paint(options.color, '2', fields.join(' '))}` : '';
  const error = entry.err as { stack?: string; message?: string } | undefined;
  const stack =
    error === undefined
      ? ''
      : `\n  ${(error.stack ?? error.message ?? '').replaceAll('\n', '\n  ')}`;
  return `${head} ${message}${tail}${stack}\n`;
}

/** A pino destination writing each entry to `out` as {@link prettyLogLine} renders it. */
export function prettyLogStream(out: NodeJS.WriteStream): { write(line: string): void } {
  const color = out.isTTY === true;
  return {
    write(line: string) {
      let entry: LogEntry;
      try {
        entry = JSON.parse(line) as LogEntry;
      } catch {
        out.write(line);
        return;
      }
      out.write(prettyLogLine(entry, { color }));
    },
  };
}
