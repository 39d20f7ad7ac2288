import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../../src/modules/mail/smtp-mailer';

type Received = { commands: string[]; data: string };

/** A minimal SMTP server (RFC 5321 happy path) that records what the client sends. */
async function startSmtpServer(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket: Socket) => {
    const session: Received = { commands: [], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 test.local ESMTP ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(session);
            socket.write('250 2.0.0 queued\r\n');
          } else {
            session.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        session.commands.push(line);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') socket.write('250-test.local\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return { server, port: address.port, received };
}

let server: Server | undefined;
afterEach(() => {
  server?.close();
});

describe('SMTP mailer', () => {
  it('delivers the message over SMTP with sender, recipient, subject and body', async () => {
    const smtp = await startSmtpServer();
    server = smtp.server;
    const mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Reelwright <no-reply@reelwright.test>',
    });
    await mailer.send({
      to: 'ann@example.com',
      subject: 'Reset your Reelwright password',
      text: 'Open this link:\nhttp://studio.test/auth/reset?token=abc',
    });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.commands).toContain('MAIL FROM:<no-reply@reelwright.test>');
    expect(message!.commands).toContain('RCPT TO:<ann@example.com>');
    expect(message!.data).toMatch(/^Subject: Reset your Reelwright password$/m);
    expect(message!.data).toMatch(/^To: ann@example\.com$/m);
    expect(message!.data).toContain('http://studio.test/auth/reset?token=abc');
  });

  it('fails loudly when the server refuses the recipient', async () => {
    const refusing = createServer((socket) => {
      socket.write('220 ready\r\n');
      socket.on('data', (chunk) => {
        const line = chunk.toString();
        if (line.startsWith('EHLO')) socket.write('250 test.local\r\n');
        else if (line.startsWith('RCPT')) socket.write('550 5.1.1 no such user\r\n');
        else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      });
    });
    refusing.listen(0, '127.0.0.1');
    await once(refusing, 'listening');
    server = refusing;
    const { port } = refusing.address() as { port: number };
    const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'a@b.test' });
    await expect(mailer.send({ to: 'ghost@example.com', subject: 's', text: 't' })).rejects.toThrow(
      /550|no such user|rejected/i,
    );
  });
});
