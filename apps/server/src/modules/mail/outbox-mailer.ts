import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

const encodeHeader = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;

/**
 * The offline default: each message becomes an RFC 5322 `.eml` file in `$DATA_DIR/outbox`
 * (open it with any mail client) and is logged, so flows like password reset work with no SMTP.
 */
export function createOutboxMailer(options: {
  outboxDir: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  return {
    async send(message: MailMessage) {
      await mkdir(options.outboxDir, { recursive: true });
      const date = new Date();
      const file = path.join(
        options.outboxDir,
        `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      const eml = [
        `From: ${options.from}`,
        `To: ${message.to}`,
        `Subject: ${encodeHeader(message.subject)}`,
        `Date: ${date.toUTCString()}`,
        `Message-ID: <${randomUUID()}@reelwright.local>`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        message.text.replace(/\r?\n/g, '\r\n'),
        '',
      ].join('\r\n');
      await writeFile(file, eml, { mode: 0o600 });
      // With no SMTP the operator needs the links (a password reset, say) from the log.
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.log.info(
        { to: message.to, subject: message.subject, file, links },
        'mail written to outbox',
      );
    },
  };
}
