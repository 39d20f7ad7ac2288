import { ConfigError, loadConfig } from '../../src/config';

/** The problems `loadConfig` reports for `env`; fails when it accepts the configuration. */
export function configProblemsOf(env: Record<string, string>, cwd: string): string[] {
  try {
    loadConfig(env, { cwd });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}
