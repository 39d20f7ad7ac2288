import path from 'node:path';
import { z } from 'zod';
import { productionSecretProblem } from './secret-policy';
import { parseTrustProxy, TRUST_ALL_IN_PRODUCTION, type TrustProxy } from './trust-proxy';

/**
 * The server's whole configuration, parsed once from the environment. Nothing else in the
 * server reads `process.env` (but for the tests' WORKER_BUNDLES_DIR, which only source runs
 * heed: cpu-pool.ts): a bad value stops the start with a message naming the variable.
 */

// `.env` files and CI systems often set a variable to '' to mean "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const AI_PROVIDERS = ['openai', 'anthropic', 'google', 'openai-compatible'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

/** The model used when AI_MODEL is not set (openai-compatible servers need it named). */
const DEFAULT_AI_MODELS: Record<Exclude<AiProviderName, 'openai-compatible'>, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
  google: 'gemini-2.0-flash',
};

/** Who turns speech into text with word times (captions of an uploaded clip). */
export const TRANSCRIPTION_PROVIDERS = ['openai', 'openai-compatible', 'none'] as const;
export type TranscriptionProviderName = Exclude<(typeof TRANSCRIPTION_PROVIDERS)[number], 'none'>;
/** OpenAI's speech-to-text model that gives word times (the gpt-4o ones give text only). */
export const DEFAULT_TRANSCRIPTION_MODEL = 'whisper-1';

/** Who takes payments: Stripe, the offline test checkout (no card charged), or nobody. */
export const BILLING_PROVIDERS = ['stripe', 'test', 'none'] as const;
export type BillingProviderName = (typeof BILLING_PROVIDERS)[number];

/** The site's own social accounts, linked from the footer when set (SOCIAL_<NAME>_URL). */
export const SOCIAL_NETWORKS = ['youtube', 'instagram', 'tiktok', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

const socialUrl = optional(
  z.url({
    protocol: /^https$/,
    error: 'must be an https URL of the account, such as https://www.youtube.com/@reelwright',
  }),
);

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const logFormats = ['json', 'pretty'] as const;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, yes, no',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: optional(
    z.enum(['production', 'development', 'test'], {
      error: 'must be production, development or test',
    }),
  ),
  HOST: optional(z.string()).default('0.0.0.0'),
  PORT: optional(
    z.coerce
      .number({ error: 'must be a whole number between 0 and 65535' })
      .int({ error: 'must be a whole number between 0 and 65535' })
      .min(0, { error: 'must be a whole number between 0 and 65535' })
      .max(65535, { error: 'must be a whole number between 0 and 65535' }),
  ).default(3000),
  DATA_DIR: optional(z.string()).default('./data'),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\/.+/, {
      error: 'must be a PostgreSQL connection URL (postgres://user:password@host:5432/database)',
    }),
  ),
  REDIS_URL: optional(
    z.string().regex(/^rediss?:\/\/.+/, {
      error: 'must be a Redis URL (redis://host:6379 or rediss://user:password@host:6380/0)',
    }),
  ),
  DATABASE_POOL_SIZE: optional(
    z.coerce
      .number({ error: 'must be a whole number from 1 to 100' })
      .int({ error: 'must be a whole number from 1 to 100' })
      .min(1, { error: 'must be a whole number from 1 to 100' })
      .max(100, { error: 'must be a whole number from 1 to 100' }),
  ).default(10),
  JWT_SECRET: optional(
    z.string().min(32, { error: 'must be at least 32 characters (use a long random string)' }),
  ),
  ACCESS_TOKEN_TTL_SECONDS: optional(
    z.coerce
      .number({ error: 'must be a whole number of seconds from 30 to 86400' })
      .int({ error: 'must be a whole number of seconds from 30 to 86400' })
      .min(30, { error: 'must be a whole number of seconds from 30 to 86400' })
      .max(86_400, { error: 'must be a whole number of seconds from 30 to 86400' }),
  ).default(900),
  REFRESH_TOKEN_TTL_DAYS: optional(
    z.coerce
      .number({ error: 'must be a whole number of days from 1 to 365' })
      .int({ error: 'must be a whole number of days from 1 to 365' })
      .min(1, { error: 'must be a whole number of days from 1 to 365' })
      .max(365, { error: 'must be a whole number of days from 1 to 365' }),
  ).default(30),
  LOGIN_ATTEMPTS_PER_15_MIN: optional(
    z.coerce
      .number({ error: 'must be a whole number of at least 1' })
      .int({ error: 'must be a whole number of at least 1' })
      .min(1, { error: 'must be a whole number of at least 1' }),
  ).default(10),
  SIGNUPS_PER_HOUR: optional(
    z.coerce
      .number({ error: 'must be a whole number of at least 1' })
      .int({ error: 'must be a whole number of at least 1' })
      .min(1, { error: 'must be a whole number of at least 1' }),
  ).default(5),
  APP_URL: optional(
    z.url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL such as https://studio.example.com',
    }),
  ),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string().min(3)).default('Reelwright <no-reply@reelwright.local>'),
  SUPPORT_EMAIL: optional(
    z.email({ error: 'must be an email address, such as support@example.com' }),
  ).default('support@reelwright.app'),
  SOCIAL_YOUTUBE_URL: socialUrl,
  SOCIAL_INSTAGRAM_URL: socialUrl,
  SOCIAL_TIKTOK_URL: socialUrl,
  SOCIAL_X_URL: socialUrl,
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_\w+$/, {
      error: 'must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)',
    }),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().startsWith('whsec_', { error: 'must start with whsec_' }),
  ),
  STRIPE_PRICE_BOOST_MONTHLY: optional(
    z.string().startsWith('price_', { error: 'must be a Stripe price id (price_…)' }),
  ),
  STRIPE_PRICE_BOOST_YEARLY: optional(
    z.string().startsWith('price_', { error: 'must be a Stripe price id (price_…)' }),
  ),
  STRIPE_PRICE_PRO_MONTHLY: optional(
    z.string().startsWith('price_', { error: 'must be a Stripe price id (price_…)' }),
  ),
  STRIPE_PRICE_PRO_YEARLY: optional(
    z.string().startsWith('price_', { error: 'must be a Stripe price id (price_…)' }),
  ),
  BILLING_PROVIDER: optional(
    z.enum(BILLING_PROVIDERS, {
      error: `must be one of ${BILLING_PROVIDERS.join(', ')} (or unset to choose by STRIPE_SECRET_KEY and NODE_ENV)`,
    }),
  ),
  AI_PROVIDER: optional(
    z.enum(AI_PROVIDERS, {
      error: `must be one of ${AI_PROVIDERS.join(', ')} (or unset for the offline writer)`,
    }),
  ),
  AI_MODEL: optional(z.string().min(1).max(200)),
  AI_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  AI_API_KEY: optional(z.string().min(1)),
  OPENAI_API_KEY: optional(z.string().min(1)),
  ANTHROPIC_API_KEY: optional(z.string().min(1)),
  GOOGLE_GENERATIVE_AI_API_KEY: optional(z.string().min(1)),
  AI_TIMEOUT_SECONDS: optional(
    z.coerce
      .number({ error: 'must be a whole number of seconds from 5 to 600' })
      .int({ error: 'must be a whole number of seconds from 5 to 600' })
      .min(5, { error: 'must be a whole number of seconds from 5 to 600' })
      .max(600, { error: 'must be a whole number of seconds from 5 to 600' }),
  ).default(120),
  ELEVENLABS_API_KEY: optional(z.string().min(1)),
  ELEVENLABS_MODEL: optional(z.string().min(1)).default('eleven_multilingual_v2'),
  OPENAI_TTS_MODEL: optional(z.string().min(1)).default('gpt-4o-mini-tts'),
  GEMINI_API_KEY: optional(z.string().min(1)),
  GEMINI_IMAGE_MODEL: optional(z.string().min(1)).default('gemini-2.5-flash-image'),
  OPENAI_IMAGE_MODEL: optional(z.string().min(1)).default('gpt-image-1'),
  TRANSCRIPTION_PROVIDER: optional(
    z.enum(TRANSCRIPTION_PROVIDERS, {
      error: `must be one of ${TRANSCRIPTION_PROVIDERS.join(', ')} (or unset to choose by TRANSCRIPTION_BASE_URL and OPENAI_API_KEY)`,
    }),
  ),
  TRANSCRIPTION_MODEL: optional(z.string().min(1).max(200)),
  TRANSCRIPTION_BASE_URL: optional(
    z.url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL such as http://localhost:8080/v1',
    }),
  ),
  TRANSCRIPTION_API_KEY: optional(z.string().min(1)),
  SECRETS_KEY: optional(
    z.string().min(32, { error: 'must be at least 32 characters (use a long random string)' }),
  ),
  LOG_LEVEL: optional(
    z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }),
  ).default('info'),
  LOG_FORMAT: optional(
    z.enum(logFormats, {
      error: 'must be json or pretty (or unset: pretty on a terminal, JSON otherwise)',
    }),
  ),
  TRUST_PROXY: optional(
    z.string().transform((raw, context): TrustProxy => {
      const parsed = parseTrustProxy(raw);
      if ('value' in parsed) return parsed.value;
      context.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  ).default(false),
  WEB_DIST_DIR: optional(z.string()),
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens',
    }),
  ),
  S3_ENDPOINT: optional(
    z.url({
      protocol: /^https?$/,
      error:
        'must be an http(s) URL such as http://minio:9000 or https://<account>.r2.cloudflarestorage.com',
    }),
  ),
  S3_REGION: optional(
    z.string().regex(/^[a-z0-9-]+$/, {
      error: 'must be a region name such as us-east-1 (auto for Cloudflare R2)',
    }),
  ).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(booleanFlag),
  S3_PREFIX: optional(
    z.string().regex(/^\/?[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*\/?$/, {
      error: 'must be a key prefix of letters, digits, dots, dashes and slashes such as media/',
    }),
  ),
});

export type Config = {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Shared Redis for rate limits across instances; unset keeps them in memory. */
  redisUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Sign-in attempts allowed per address and per email in 15 minutes. */
  loginAttemptsPer15Min: number;
  /** New accounts allowed per client address in an hour. */
  signUpsPerHour: number;
  /** Public address of the app, used in links sent by email. */
  appUrl: string;
  smtpUrl: string | undefined;
  /**
   * Which checkout sells the paid plans (BILLING_PROVIDER): `stripe`; `test`, the offline
   * TEST MODE checkout that charges nothing (so it upgrades anyone for free); or `none`, billing
   * off. Unset: `stripe` with a Stripe key, else `test` in development and tests, `none` in
   * production: the test checkout never runs in production unless asked for by name.
   */
  billing: BillingProviderName;
  /** Stripe's keys and prices; set exactly when `billing` is `stripe`. */
  stripe:
    | {
        secretKey: string;
        webhookSecret: string | undefined;
        prices: {
          boost_monthly: string;
          boost_yearly: string;
          pro_monthly: string;
          pro_yearly: string;
        };
      }
    | undefined;
  /** Script writing with an LLM; `undefined` uses the built-in offline writer. */
  ai: AiConfig | undefined;
  /** Voice-over vendors besides the built-in voices (each only when its key is set). */
  tts: TtsConfig;
  /** Image models for thumbnails besides the built-in compositor (each only when its key is set). */
  images: ImagesConfig;
  /** Speech to text with word times for captions; `undefined`: none (the editor says so). */
  transcription: TranscriptionConfig | undefined;
  /**
   * Encrypts users' own vendor keys at rest. `undefined`: generated into `$DATA_DIR` in
   * production (never when several instances share a database: then it is required), derived
   * from the JWT secret in development and tests.
   */
  secretsKey: string | undefined;
  mailFrom: string;
  /** Where support mail (call-back requests) goes. */
  supportEmail: string;
  /** The footer's social links; a network without an address is not shown. */
  socialLinks: SocialLinks;
  logLevel: (typeof logLevels)[number];
  /** JSON lines for log collectors, or lines for a person (LOG_FORMAT; unset: pretty on a TTY). */
  logFormat: (typeof logFormats)[number];
  /** Which proxies may name the client's address (see trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Built SPA to serve; `undefined` serves the API only. */
  webDistDir: string | undefined;
  /** Users' files in an S3-compatible bucket; `undefined` keeps them in `$DATA_DIR/files`. */
  s3: S3Config | undefined;
};

export type S3Config = {
  bucket: string;
  /** `undefined` is AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path rather than the host name (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** Prepended to every key: '' or a path ending in '/'. */
  prefix: string;
};

export type AiConfig = {
  provider: AiProviderName;
  model: string;
  apiKey: string | undefined;
  baseUrl: string | undefined;
  timeoutMs: number;
};

export type TtsConfig = {
  elevenlabs: { apiKey: string; model: string } | undefined;
  openai: { apiKey: string; model: string } | undefined;
};

export type ImagesConfig = {
  gemini: { apiKey: string; model: string } | undefined;
  openai: { apiKey: string; model: string } | undefined;
};

export type TranscriptionConfig = {
  provider: TranscriptionProviderName;
  model: string;
  /** `undefined` only for an openai-compatible server that takes no key (a local whisper.cpp). */
  apiKey: string | undefined;
  /** With `/v1`, as the OpenAI SDK takes it; `undefined` is OpenAI itself. */
  baseUrl: string | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A bad value as the error message may show it: secrets hidden, URL passwords masked. */
function shownValue(name: string, raw: string): string {
  if (/SECRET|KEY|TOKEN|PASSWORD/.test(name)) return `${raw.length} characters, hidden`;
  return raw.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@]*@/i, '$1***@');
}

export function loadConfig(
  env: Record<string, string | undefined>,
  defaults: { webDistDir?: string; cwd?: string; stdoutIsTty?: boolean } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const raw = env[name];
      return `${name} ${issue.message}${raw === undefined ? '' : ` (got "${shownValue(name, raw)}")`}`;
    });
    throw new ConfigError(problems);
  }
  const values = parsed.data;
  const mode = values.NODE_ENV ?? 'production';
  const problems = secretProblems(values, mode);
  if (values.TRUST_PROXY === true && mode === 'production') {
    problems.push(`TRUST_PROXY ${TRUST_ALL_IN_PRODUCTION}`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const { billing, stripe } = billingConfigOf(values);
  const ai = aiConfigOf(values);
  const s3 = s3ConfigOf(values);
  const transcription = transcriptionConfigOf(values);
  const cwd = defaults.cwd ?? process.cwd();
  const webDist = values.WEB_DIST_DIR ?? defaults.webDistDir;
  return {
    env: mode,
    host: values.HOST,
    port: values.PORT,
    dataDir: path.resolve(cwd, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    redisUrl: values.REDIS_URL,
    jwtSecret: values.JWT_SECRET,
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: values.REFRESH_TOKEN_TTL_DAYS,
    loginAttemptsPer15Min: values.LOGIN_ATTEMPTS_PER_15_MIN,
    signUpsPerHour: values.SIGNUPS_PER_HOUR,
    appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    smtpUrl: values.SMTP_URL,
    billing,
    stripe,
    ai,
    tts: {
      elevenlabs:
        values.ELEVENLABS_API_KEY === undefined
          ? undefined
          : { apiKey: values.ELEVENLABS_API_KEY, model: values.ELEVENLABS_MODEL },
      openai:
        values.OPENAI_API_KEY === undefined
          ? undefined
          : { apiKey: values.OPENAI_API_KEY, model: values.OPENAI_TTS_MODEL },
    },
    images: {
      gemini:
        values.GEMINI_API_KEY === undefined
          ? undefined
          : { apiKey: values.GEMINI_API_KEY, model: values.GEMINI_IMAGE_MODEL },
      openai:
        values.OPENAI_API_KEY === undefined
          ? undefined
          : { apiKey: values.OPENAI_API_KEY, model: values.OPENAI_IMAGE_MODEL },
    },
    transcription,
    secretsKey: values.SECRETS_KEY,
    mailFrom: values.MAIL_FROM,
    supportEmail: values.SUPPORT_EMAIL,
    socialLinks: socialLinksOf(values),
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT ?? (defaults.stdoutIsTty === true ? 'pretty' : 'json'),
    trustProxy: values.TRUST_PROXY,
    webDistDir: webDist === undefined ? undefined : path.resolve(cwd, webDist),
    s3,
  };
}

/**
 * In production the secrets must be the operator's own: never a published example or a guessable
 * string, and set explicitly when several instances share one database (each would otherwise
 * generate its own, and a token signed by one would be refused by the others).
 */
function secretProblems(
  values: z.infer<typeof envSchema>,
  env: 'production' | 'development' | 'test',
): string[] {
  if (env !== 'production') return [];
  const problems: string[] = [];
  for (const name of ['JWT_SECRET', 'SECRETS_KEY'] as const) {
    const value = values[name];
    if (value === undefined) {
      if (values.DATABASE_URL !== undefined) {
        problems.push(
          `${name} is required in production when DATABASE_URL is set: every instance must use the same value (generate one with \`openssl rand -hex 32\`)`,
        );
      }
      continue;
    }
    const problem = productionSecretProblem(value);
    if (problem !== undefined) problems.push(`${name} ${problem}`);
  }
  return problems;
}

/**
 * The checkout that sells the paid plans. The offline test checkout upgrades anyone without a
 * card, so production gets it only by name (BILLING_PROVIDER=test); unset there means billing off.
 */
function billingConfigOf(values: z.infer<typeof envSchema>): {
  billing: BillingProviderName;
  stripe: Config['stripe'];
} {
  const mode = values.NODE_ENV ?? 'production';
  const billing: BillingProviderName =
    values.BILLING_PROVIDER ??
    (values.STRIPE_SECRET_KEY !== undefined ? 'stripe' : mode === 'production' ? 'none' : 'test');
  if (billing !== 'stripe') return { billing, stripe: undefined };
  const secretKey = values.STRIPE_SECRET_KEY;
  if (secretKey === undefined) {
    throw new ConfigError([
      'STRIPE_SECRET_KEY is required when BILLING_PROVIDER is stripe (sk_live_… or sk_test_…)',
    ]);
  }
  const priceVariables = [
    'STRIPE_PRICE_BOOST_MONTHLY',
    'STRIPE_PRICE_BOOST_YEARLY',
    'STRIPE_PRICE_PRO_MONTHLY',
    'STRIPE_PRICE_PRO_YEARLY',
  ] as const;
  const missing = priceVariables.filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map(
        (name) => `${name} is required when STRIPE_SECRET_KEY is set (the Stripe price id)`,
      ),
    );
  }
  return {
    billing,
    stripe: {
      secretKey,
      webhookSecret: values.STRIPE_WEBHOOK_SECRET,
      prices: {
        boost_monthly: values.STRIPE_PRICE_BOOST_MONTHLY!,
        boost_yearly: values.STRIPE_PRICE_BOOST_YEARLY!,
        pro_monthly: values.STRIPE_PRICE_PRO_MONTHLY!,
        pro_yearly: values.STRIPE_PRICE_PRO_YEARLY!,
      },
    },
  };
}

function socialLinksOf(values: z.infer<typeof envSchema>): SocialLinks {
  const urls: Record<SocialNetwork, string | undefined> = {
    youtube: values.SOCIAL_YOUTUBE_URL,
    instagram: values.SOCIAL_INSTAGRAM_URL,
    tiktok: values.SOCIAL_TIKTOK_URL,
    x: values.SOCIAL_X_URL,
  };
  return Object.fromEntries(Object.entries(urls).filter(([, url]) => url !== undefined));
}

/**
 * Static keys are required with a bucket: every S3-compatible server takes them, and a missing
 * one stops the start here rather than failing the first upload (the SDK's own credential chain
 * would also read AWS_* variables behind this parser's back).
 */
function s3ConfigOf(values: z.infer<typeof envSchema>): S3Config | undefined {
  const bucket = values.S3_BUCKET;
  if (bucket === undefined) {
    const stray = (
      ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const
    ).filter((name) => values[name] !== undefined);
    if (stray.length > 0) {
      throw new ConfigError(
        stray.map((name) => `S3_BUCKET is required when ${name} is set (the bucket's name)`),
      );
    }
    return undefined;
  }
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => values[name] === undefined,
  );
  if (missing.length > 0) {
    throw new ConfigError(missing.map((name) => `${name} is required when S3_BUCKET is set`));
  }
  const prefix = values.S3_PREFIX?.replace(/^\/+|\/+$/g, '');
  if (prefix !== undefined && prefix.split('/').some((part) => part === '.' || part === '..')) {
    throw new ConfigError([
      `S3_PREFIX must not contain . or .. segments (got "${values.S3_PREFIX}")`,
    ]);
  }
  return {
    bucket,
    endpoint: values.S3_ENDPOINT,
    region: values.S3_REGION,
    accessKeyId: values.S3_ACCESS_KEY_ID!,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? values.S3_ENDPOINT !== undefined,
    prefix: prefix ? `${prefix}/` : '',
  };
}

function aiConfigOf(values: z.infer<typeof envSchema>): AiConfig | undefined {
  const provider = values.AI_PROVIDER;
  if (provider === undefined) return undefined;
  const vendorKey = {
    openai: values.OPENAI_API_KEY,
    anthropic: values.ANTHROPIC_API_KEY,
    google: values.GOOGLE_GENERATIVE_AI_API_KEY,
    'openai-compatible': undefined,
  }[provider];
  const apiKey = values.AI_API_KEY ?? vendorKey;
  const problems: string[] = [];
  if (provider === 'openai-compatible') {
    if (values.AI_BASE_URL === undefined) {
      problems.push(
        'AI_BASE_URL is required when AI_PROVIDER is openai-compatible (e.g. http://localhost:11434/v1 for Ollama)',
      );
    }
    if (values.AI_MODEL === undefined) {
      problems.push('AI_MODEL is required when AI_PROVIDER is openai-compatible (e.g. llama3.1)');
    }
  } else if (apiKey === undefined) {
    const name = {
      openai: 'OPENAI_API_KEY',
      anthropic: 'ANTHROPIC_API_KEY',
      google: 'GOOGLE_GENERATIVE_AI_API_KEY',
    }[provider];
    problems.push(`${name} (or AI_API_KEY) is required when AI_PROVIDER is ${provider}`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    provider,
    model: values.AI_MODEL ?? (provider === 'openai-compatible' ? '' : DEFAULT_AI_MODELS[provider]),
    apiKey,
    baseUrl: values.AI_BASE_URL,
    timeoutMs: values.AI_TIMEOUT_SECONDS * 1000,
  };
}

/**
 * Unset TRANSCRIPTION_PROVIDER picks an OpenAI-compatible server when TRANSCRIPTION_BASE_URL
 * names one, else OpenAI when it has a key (OPENAI_API_KEY, as voice-overs and images use it).
 */
function transcriptionConfigOf(values: z.infer<typeof envSchema>): TranscriptionConfig | undefined {
  const provider =
    values.TRANSCRIPTION_PROVIDER ??
    (values.TRANSCRIPTION_BASE_URL !== undefined
      ? 'openai-compatible'
      : values.OPENAI_API_KEY !== undefined || values.TRANSCRIPTION_API_KEY !== undefined
        ? 'openai'
        : 'none');
  if (provider === 'none') return undefined;
  const model = values.TRANSCRIPTION_MODEL ?? DEFAULT_TRANSCRIPTION_MODEL;
  if (provider === 'openai-compatible') {
    if (values.TRANSCRIPTION_BASE_URL === undefined) {
      throw new ConfigError([
        'TRANSCRIPTION_BASE_URL is required when TRANSCRIPTION_PROVIDER is openai-compatible (e.g. http://localhost:8080/v1 for a whisper.cpp server)',
      ]);
    }
    return {
      provider,
      model,
      apiKey: values.TRANSCRIPTION_API_KEY,
      baseUrl: values.TRANSCRIPTION_BASE_URL,
    };
  }
  const apiKey = values.TRANSCRIPTION_API_KEY ?? values.OPENAI_API_KEY;
  if (apiKey === undefined) {
    throw new ConfigError([
      'OPENAI_API_KEY (or TRANSCRIPTION_API_KEY) is required when TRANSCRIPTION_PROVIDER is openai',
    ]);
  }
  return { provider, model, apiKey, baseUrl: values.TRANSCRIPTION_BASE_URL };
}
