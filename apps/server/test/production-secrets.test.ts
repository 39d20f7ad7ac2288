import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { PUBLISHED_EXAMPLE_SECRETS } from '../src/secret-policy';
import { configProblemsOf } from './helpers/config-problems';

const cwd = '/srv/reelwright';
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const problemsOf = (env: Record<string, string>) => configProblemsOf(env, cwd);

const STRONG = '9f2c4e7a1b3d5f60718293a4b5c6d7e8f9a0b1c2d3e4f5061728394a5b6c7d8e';
const OTHER_STRONG = 'c0ffee5e1a7b2d9e4f60318a2b7c5d9e0f1a3b5c7d9e2f4a6b8c0d1e3f5a7b9c';
const DATABASE_URL = 'postgres://app:pw@db.internal:5432/reelwright';

/**
 * Every literal value the repository's examples give JWT_SECRET or SECRETS_KEY, in the forms
 * they take there: `NAME=value` (.env.example, README), `NAME: value` and `${NAME:-value}`
 * (compose.yaml).
 */
function publishedSecretValues(): string[] {
  const files = ['.env.example', 'compose.yaml', 'README.md'].map((file) =>
    readFileSync(path.join(repoRoot, file), 'utf8'),
  );
  const patterns = [
    /(?:JWT_SECRET|SECRETS_KEY)\s*[=:]\s*['"]?([^\s'"`$]{8,})/g,
    /\$\{(?:JWT_SECRET|SECRETS_KEY):?-([^}]+)\}/g,
  ];
  return files.flatMap((text) =>
    patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!)),
  );
}

describe('production secrets', () => {
  it('refuses the example secret compose.yaml used to ship, naming the variable', () => {
    const problems = problemsOf({
      JWT_SECRET: 'change-me-to-a-long-random-string-of-64-characters-please',
      SECRETS_KEY: OTHER_STRONG,
    });
    expect(problems).toEqual([
      'JWT_SECRET is an example value published with Reelwright; generate your own with `openssl rand -hex 32`',
    ]);
  });

  it('refuses every secret value written in .env.example, compose.yaml and the README', () => {
    const values = [...new Set([...publishedSecretValues(), ...PUBLISHED_EXAMPLE_SECRETS])];
    expect(values).toContain('change-me-to-a-long-random-string-of-64-characters-please');
    for (const value of values) {
      expect(problemsOf({ JWT_SECRET: value }).join('\n'), value).toMatch(/^JWT_SECRET /);
      expect(problemsOf({ SECRETS_KEY: value }).join('\n'), value).toMatch(/^SECRETS_KEY /);
    }
  });

  it('refuses guessable secrets: one kind of character, or a few repeated ones', () => {
    for (const weak of [
      'x'.repeat(40),
      'abcdefghijklmnopqrstuvwxyzabcdefghijkl',
      '12345678901234567890123456789012345',
      'abababababababababababababab1212121212',
    ]) {
      expect(problemsOf({ JWT_SECRET: weak })[0], weak).toMatch(/^JWT_SECRET is too easy to guess/);
    }
    expect(problemsOf({ SECRETS_KEY: 'Short-1' })[0]).toMatch(
      /^SECRETS_KEY must be at least 32 characters/,
    );
  });

  it('never echoes the refused secret', () => {
    const problems = problemsOf({
      JWT_SECRET: 'x'.repeat(40),
      SECRETS_KEY: 'change-me-please-now-0123456789abcdef',
    });
    expect(problems.join('\n')).not.toContain('xxxxxxxx');
    expect(problems.join('\n')).not.toContain('change-me-please');
  });

  it('requires both secrets when several instances share a database', () => {
    expect(problemsOf({ DATABASE_URL })).toEqual([
      'JWT_SECRET is required in production when DATABASE_URL is set: every instance must use the same value (generate one with `openssl rand -hex 32`)',
      'SECRETS_KEY is required in production when DATABASE_URL is set: every instance must use the same value (generate one with `openssl rand -hex 32`)',
    ]);
    expect(
      loadConfig({ DATABASE_URL, JWT_SECRET: STRONG, SECRETS_KEY: OTHER_STRONG }, { cwd }),
    ).toMatchObject({ jwtSecret: STRONG, secretsKey: OTHER_STRONG });
  });

  it('lets a single embedded instance generate its own secrets', () => {
    expect(loadConfig({}, { cwd })).toMatchObject({ jwtSecret: undefined, secretsKey: undefined });
  });

  it('keeps development and tests free to use any secret of 32 characters', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(
        loadConfig({ NODE_ENV, JWT_SECRET: 'x'.repeat(40), DATABASE_URL }, { cwd }).jwtSecret,
      ).toBe('x'.repeat(40));
    }
  });
});

describe('TRUST_PROXY', () => {
  const trustProxyOf = (value: string, NODE_ENV = 'production') =>
    loadConfig({ TRUST_PROXY: value, NODE_ENV }, { cwd }).trustProxy;

  it('takes a number of proxies or a list of their addresses and ranges', () => {
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.5, 172.16.0.0/12, ::1, fd00::/8, loopback')).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true in production, where any client could name its own address', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY must not be true in production/),
    ]);
    expect(trustProxyOf('true', 'development')).toBe(true);
  });

  it('names what is not an address', () => {
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33, proxy.local' })).toEqual([
      'TRUST_PROXY must be false, a number of proxies (e.g. 1) or a comma-separated list of proxy addresses or CIDRs (not "10.0.0.0/33", "proxy.local") (got "10.0.0.0/33, proxy.local")',
    ]);
  });
});
