import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { configProblemsOf } from './helpers/config-problems';

const cwd = '/srv/reelwright';

const problemsOf = (env: Record<string, string>) => configProblemsOf(env, cwd);

// What `openssl rand -hex 32` gives.
const STRONG_SECRET = '9f2c4e7a1b3d5f60718293a4b5c6d7e8f9a0b1c2d3e4f5061728394a5b6c7d8e';
const OTHER_STRONG_SECRET = 'c0ffee5e1a7b2d9e4f60318a2b7c5d9e0f1a3b5c7d9e2f4a6b8c0d1e3f5a7b9c';

describe('loadConfig', () => {
  it('gives a working embedded setup with no variables at all', () => {
    const config = loadConfig({}, { cwd, webDistDir: '/srv/reelwright/apps/web/dist' });
    expect(config).toMatchObject({
      env: 'production',
      host: '0.0.0.0',
      port: 3000,
      dataDir: path.join(cwd, 'data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      logLevel: 'info',
      webDistDir: '/srv/reelwright/apps/web/dist',
    });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: 'state',
        DATABASE_URL: 'postgres://app:pw@db.internal:5432/reelwright',
        JWT_SECRET: STRONG_SECRET,
        SECRETS_KEY: OTHER_STRONG_SECRET,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '10.0.0.0/8, 192.168.1.7',
        DATABASE_POOL_SIZE: '20',
      },
      { cwd },
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.join(cwd, 'state'),
      databaseUrl: 'postgres://app:pw@db.internal:5432/reelwright',
      jwtSecret: STRONG_SECRET,
      secretsKey: OTHER_STRONG_SECRET,
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '192.168.1.7'],
      databasePoolSize: 20,
    });
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', JWT_SECRET: '' }, { cwd });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
  });

  it('names the variable and the value when PORT is not a port', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual([
      'PORT must be a whole number between 0 and 65535 (got "eighty")',
    ]);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT must be a whole number/);
  });

  it('rejects a DATABASE_URL that is not a PostgreSQL URL', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://root@localhost/db' })[0]).toMatch(
      /^DATABASE_URL must be a PostgreSQL connection URL/,
    );
  });

  it('takes a REDIS_URL for shared rate limits and rejects anything else', () => {
    expect(loadConfig({}, { cwd }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2' }, { cwd }).redisUrl).toBe(
      'redis://cache:6379/2',
    );
    expect(problemsOf({ REDIS_URL: 'cache:6379' })).toEqual([
      'REDIS_URL must be a Redis URL (redis://host:6379 or rediss://user:password@host:6380/0) (got "cache:6379")',
    ]);
  });

  it('never prints a secret or a URL password in its errors', () => {
    const problems = problemsOf({
      JWT_SECRET: 'hunter2',
      DATABASE_URL: 'mysql://admin:s3cret-pass@db/app',
      REDIS_URL: 'http://default:redis-pass@cache:6379',
    }).join('\n');
    expect(problems).toContain('JWT_SECRET must be at least 32 characters');
    expect(problems).toContain('(got "7 characters, hidden")');
    expect(problems).toContain('(got "mysql://admin:***@db/app")');
    expect(problems).toContain('(got "http://default:***@cache:6379")');
    expect(problems).not.toMatch(/hunter2|s3cret-pass|redis-pass/);
  });

  it('rejects a short JWT_SECRET and reports every bad variable at once', () => {
    const problems = problemsOf({ JWT_SECRET: 'short', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/JWT_SECRET must be at least 32 characters/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL must be one of fatal, error/);
    expect(problems.join('\n')).toMatch(/TRUST_PROXY must be false, a number of proxies/);
  });

  it('uses the offline writer without AI_PROVIDER, and needs what each provider needs', () => {
    expect(loadConfig({}, { cwd }).ai).toBeUndefined();
    expect(problemsOf({ AI_PROVIDER: 'openai' })).toEqual([
      'OPENAI_API_KEY (or AI_API_KEY) is required when AI_PROVIDER is openai',
    ]);
    expect(problemsOf({ AI_PROVIDER: 'openai-compatible' })).toEqual([
      'AI_BASE_URL is required when AI_PROVIDER is openai-compatible (e.g. http://localhost:11434/v1 for Ollama)',
      'AI_MODEL is required when AI_PROVIDER is openai-compatible (e.g. llama3.1)',
    ]);
    expect(problemsOf({ AI_PROVIDER: 'mistral' })[0]).toMatch(
      /^AI_PROVIDER must be one of openai, anthropic, google, openai-compatible/,
    );
    expect(
      loadConfig({ AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-ant-1' }, { cwd }).ai,
    ).toEqual({
      provider: 'anthropic',
      model: 'claude-3-5-haiku-latest',
      apiKey: 'sk-ant-1',
      baseUrl: undefined,
      timeoutMs: 120_000,
    });
    expect(
      loadConfig(
        {
          AI_PROVIDER: 'openai-compatible',
          AI_BASE_URL: 'http://localhost:11434/v1',
          AI_MODEL: 'llama3.1',
          AI_TIMEOUT_SECONDS: '30',
        },
        { cwd },
      ).ai,
    ).toEqual({
      provider: 'openai-compatible',
      model: 'llama3.1',
      apiKey: undefined,
      baseUrl: 'http://localhost:11434/v1',
      timeoutMs: 30_000,
    });
  });

  it('needs the four Stripe price ids once a Stripe key is set', () => {
    expect(
      problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PRICE_BOOST_MONTHLY: 'price_1' }),
    ).toEqual([
      'STRIPE_PRICE_BOOST_YEARLY is required when STRIPE_SECRET_KEY is set (the Stripe price id)',
      'STRIPE_PRICE_PRO_MONTHLY is required when STRIPE_SECRET_KEY is set (the Stripe price id)',
      'STRIPE_PRICE_PRO_YEARLY is required when STRIPE_SECRET_KEY is set (the Stripe price id)',
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'pk_test_abc' })[0]).toMatch(
      /^STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    const config = loadConfig(
      {
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_PRICE_BOOST_MONTHLY: 'price_bm',
        STRIPE_PRICE_BOOST_YEARLY: 'price_by',
        STRIPE_PRICE_PRO_MONTHLY: 'price_pm',
        STRIPE_PRICE_PRO_YEARLY: 'price_py',
      },
      { cwd },
    );
    expect(config.stripe?.prices).toEqual({
      boost_monthly: 'price_bm',
      boost_yearly: 'price_by',
      pro_monthly: 'price_pm',
      pro_yearly: 'price_py',
    });
    expect(loadConfig({}, { cwd }).stripe).toBeUndefined();
  });

  it('reads the footer’s social accounts, leaving out the unset ones, and the support address', () => {
    const config = loadConfig(
      {
        SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@reelwright',
        SOCIAL_X_URL: 'https://x.com/reelwright',
        SOCIAL_TIKTOK_URL: '',
        SUPPORT_EMAIL: 'help@studio.example',
      },
      { cwd },
    );
    expect(config.socialLinks).toEqual({
      youtube: 'https://www.youtube.com/@reelwright',
      x: 'https://x.com/reelwright',
    });
    expect(config.supportEmail).toBe('help@studio.example');
    expect(loadConfig({}, { cwd })).toMatchObject({
      socialLinks: {},
      supportEmail: 'support@reelwright.app',
    });
  });

  it('names a social address that is not an https URL', () => {
    expect(problemsOf({ SOCIAL_INSTAGRAM_URL: 'instagram.com/reelwright' })).toEqual([
      'SOCIAL_INSTAGRAM_URL must be an https URL of the account, such as https://www.youtube.com/@reelwright (got "instagram.com/reelwright")',
    ]);
    expect(problemsOf({ SUPPORT_EMAIL: 'support' })[0]).toMatch(/^SUPPORT_EMAIL must be an email/);
  });

  it('formats all problems into one message', () => {
    const error = new ConfigError(['PORT is bad', 'LOG_LEVEL is bad']);
    expect(error.message).toBe('Invalid configuration:\n  - PORT is bad\n  - LOG_LEVEL is bad');
  });
});
