import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when `SMTP_URL` is set, otherwise the `.eml` outbox in `$DATA_DIR/outbox`. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  dataDir: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  return options.smtpUrl === undefined
    ? createOutboxMailer({
        outboxDir: path.join(options.dataDir, 'outbox'),
        from: options.from,
        log: options.log,
      })
    : createSmtpMailer({ smtpUrl: options.smtpUrl, from: options.from });
}
