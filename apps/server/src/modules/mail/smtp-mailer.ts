import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Real delivery through any SMTP server, e.g. `smtps://user:pass@smtp.example.com:465`. */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
