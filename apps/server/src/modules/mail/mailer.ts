export type MailMessage = { to: string; subject: string; text: string };

/** Sends mail: SMTP in production, a folder of .eml files when no server is configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
