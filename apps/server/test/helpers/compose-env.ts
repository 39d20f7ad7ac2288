import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

type ComposeFile = {
  services?: Record<string, { environment?: Record<string, unknown> | string[] | null }>;
};

/**
 * Compose's interpolation of one value: `$$`, `$VAR`, `${VAR}`, `${VAR:-default}`,
 * `${VAR-default}`, `${VAR:?message}`, `${VAR?message}`, `${VAR:+other}` and `${VAR+other}`,
 * with `shell` as the environment `docker compose` runs in (and its `.env` file).
 */
export function interpolate(value: string, shell: Record<string, string | undefined>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, name?: string, operator?: string, argument = '', bare?: string) => {
      if (match === '$$') return '$';
      if (bare !== undefined) return shell[bare] ?? '';
      const current = shell[name!];
      const missing = operator?.startsWith(':')
        ? current === undefined || current === ''
        : current === undefined;
      switch (operator) {
        case undefined:
          return current ?? '';
        case ':-':
        case '-':
          return missing ? interpolate(argument, shell) : current!;
        case ':?':
        case '?':
          if (missing) throw new Error(`required variable ${name} is missing a value: ${argument}`);
          return current!;
        default:
          return missing ? '' : interpolate(argument, shell);
      }
    },
  );
}

/**
 * The environment `docker compose` gives `service` (YAML anchors and `<<` merges resolved,
 * variables interpolated); a variable listed without a value is taken from `shell` when set.
 */
export function composeServiceEnvironment(
  file: string,
  service: string,
  shell: Record<string, string | undefined>,
): Record<string, string> {
  const compose = parse(readFileSync(file, 'utf8'), { merge: true }) as ComposeFile;
  const definition = compose.services?.[service];
  if (definition === undefined) throw new Error(`${file} has no service ${service}`);
  const entries: [string, unknown][] = Array.isArray(definition.environment)
    ? definition.environment.map((line) => {
        const at = line.indexOf('=');
        return at === -1 ? [line, null] : [line.slice(0, at), line.slice(at + 1)];
      })
    : Object.entries(definition.environment ?? {});
  const environment: Record<string, string> = {};
  for (const [name, raw] of entries) {
    if (raw === null || raw === undefined) {
      if (shell[name] !== undefined) environment[name] = shell[name];
      continue;
    }
    environment[name] = interpolate(String(raw), shell);
  }
  return environment;
}
