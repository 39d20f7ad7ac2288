import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

const RESET_LINK = /https?:\/\/\S+\/auth\/reset\?token=[\w-]+/;

/**
 * Waits for the newest mail to `email` in the server's outbox (`$DATA_DIR/outbox/*.eml`, written
 * when no SMTP server is configured) and returns the password-reset link in it. The server sends
 * the mail after answering, so it may take a moment to appear.
 */
export async function waitForResetLink(
  dataDir: string,
  email: string,
  timeoutMs = 15_000,
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    // Names start with an ISO timestamp, so the newest sorts last.
    for (const file of files
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse()) {
      const mail = await readFile(path.join(outbox, file), 'utf8');
      const blankLine = /\r?\n\r?\n/.exec(mail);
      const headers = blankLine === null ? mail : mail.slice(0, blankLine.index);
      const body = blankLine === null ? '' : mail.slice(blankLine.index);
      const to = /^To:\s*(.+)$/im.exec(headers)?.[1]?.trim().toLowerCase();
      const link = RESET_LINK.exec(body)?.[0];
      if (to === email.toLowerCase() && link !== undefined) return link;
    }
    if (Date.now() > deadline) throw new Error(`no reset mail to ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
