import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { ensureInstallation } from './db/installation';
import { loadJwtSecret, loadSecretsKey } from './jwt-secret';
import { defaultWebDistDir, serverRoot } from './paths';
import { prettyLogStream } from './pretty-log';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    // A `.env` beside where the server is started is optional; real environment variables win.
    try {
      process.loadEnvFile();
    } catch {
      /* no .env file */
    }
    return loadConfig(process.env, {
      webDistDir: defaultWebDistDir,
      stdoutIsTty: process.stdout.isTTY === true,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const version = (
    JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { version: string }
  ).version;

  // The app's modules (most of a second of loading) are imported while the embedded database starts on
  // its thread and migrates: esbuild splits `./app` into a chunk of its own (build.mjs).
  const [database, { buildApp }] = await Promise.all([
    openMigratedDatabase(config),
    import('./app'),
  ]);
  const installation = await ensureInstallation(database.db);
  const jwtSecret = await loadJwtSecret(config.dataDir, config.jwtSecret);
  // Production never derives it from the JWT secret (development and tests may).
  const secretsKey =
    config.secretsKey ??
    (config.env === 'production' ? await loadSecretsKey(config.dataDir) : undefined);
  const { redisUrl } = config;
  const redis =
    redisUrl === undefined
      ? undefined
      : await import('./redis').then(({ openRedis }) => openRedis(redisUrl));

  const app = await buildApp({
    database,
    jwtSecret,
    dataDir: config.dataDir,
    appUrl: config.appUrl,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    loginAttemptsPer15Min: config.loginAttemptsPer15Min,
    signUpsPerHour: config.signUpsPerHour,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    supportEmail: config.supportEmail,
    socialLinks: config.socialLinks,
    backgroundJobs: true,
    billing: config.billing,
    stripe: config.stripe,
    ai: config.ai,
    tts: config.tts,
    images: config.images,
    transcription: config.transcription,
    secretsKey,
    webDistDir: config.webDistDir,
    s3: config.s3,
    redis,
    trustProxy: config.trustProxy,
    version,
    logger: {
      level: config.logLevel,
      ...(config.logFormat === 'pretty' ? { stream: prettyLogStream(process.stdout) } : {}),
    },
  });

  // Graceful shutdown: stop accepting connections, let in-flight requests finish (new ones on
  // open connections get 503 SHUTTING_DOWN), then close the pools; give up after 10 s.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    await database.close();
    await redis?.quit();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // Fastify logs "Server listening at …" once per network interface; the ready line says it
  // once, and is the first line a person reads.
  const level = app.log.level;
  app.log.level = 'silent';
  try {
    await app.listen({ host: config.host, port: config.port });
  } finally {
    app.log.level = level;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  app.log.info(
    {
      banner: true,
      version,
      installation: installation.id,
      database: database.driver,
      dataDir: config.dataDir,
      web: config.webDistDir,
    },
    `Reelwright is ready at http://localhost:${port}`,
  );
  logBillingMode(app.log, config);
}

async function openMigratedDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl === undefined
      ? { dataDir: path.join(config.dataDir, 'pg') }
      : { url: config.databaseUrl, poolSize: config.databasePoolSize },
  );
  await database.migrate();
  return database;
}

/** Says at every start when nobody is paying: test checkout in production, or billing off. */
function logBillingMode(log: FastifyBaseLogger, config: Config) {
  if (config.billing === 'test' && config.env === 'production') {
    log.warn(
      { billing: 'test' },
      'BILLING_PROVIDER=test: TEST MODE checkout, no card is charged and anyone can switch to a paid plan for free. Never run a public server like this: set STRIPE_SECRET_KEY and the prices instead (see .env.example)',
    );
  } else if (config.billing === 'none') {
    log.info(
      { billing: 'none' },
      'Billing is off: the plans are listed but cannot be bought (set STRIPE_SECRET_KEY and the prices to sell them, see .env.example)',
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Reelwright failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
