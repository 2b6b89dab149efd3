import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

/** Just enough of an SMTP server to accept one message and keep what was sent. */
function fakeSmtpServer(): Promise<{ port: number; received: Promise<string>; close: () => void }> {
  let deliver: (data: string) => void = () => {};
  const received = new Promise<string>((resolve) => {
    deliver = resolve;
  });
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let newline = buffer.indexOf('\r\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            deliver(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
        newline = buffer.indexOf('\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        received,
        close: () => server.close(),
      });
    });
  });
}

describe('the built-in provider’s mailer', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  const message = {
    to: 'singer@example.com',
    subject: 'Cantara ID 새 비밀번호 정하기',
    text: 'Open this link:\n\nhttp://localhost:8080/idp/password-reset?token=AB12cd&uid=x&lang=ko\n',
  };

  it('writes a readable .eml file to the outbox when no SMTP server is configured', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-outbox-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const mailer = createMailer({
      smtpUrl: null,
      outboxDir: path.join(dir, 'outbox'),
      from: 'Cantara ID <no-reply@localhost>',
    });
    expect(mailer.kind).toBe('outbox');
    const delivery = await mailer.send(message, new Date('2026-01-02T03:04:05.678Z'));
    expect(delivery).toEqual({
      kind: 'outbox',
      path: path.join(dir, 'outbox', '2026-01-02T03-04-05-678Z-singer@example.com.eml'),
    });
    const file = await fs.readFile(path.join(dir, 'outbox', '2026-01-02T03-04-05-678Z-singer@example.com.eml'), 'utf8');
    expect(file).toMatch(/^To: singer@example\.com$/m);
    expect(file).toMatch(/^Subject: Cantara ID 새 비밀번호 정하기$/m);
    // The link stays whole on its own line.
    expect(file).toContain('\nhttp://localhost:8080/idp/password-reset?token=AB12cd&uid=x&lang=ko\n');
    expect((await fs.stat(path.join(dir, 'outbox'))).mode & 0o077).toBe(0);
  });

  it('mails through SMTP_URL with nodemailer and writes nothing to the outbox', async () => {
    const smtp = await fakeSmtpServer();
    cleanups.push(smtp.close);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-outbox-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      outboxDir: path.join(dir, 'outbox'),
      from: 'Cantara ID <no-reply@cantara.test>',
    });
    expect(mailer.kind).toBe('smtp');
    expect(await mailer.send(message, new Date())).toEqual({ kind: 'smtp' });
    const data = await smtp.received;
    expect(data).toMatch(/^To: singer@example\.com$/m);
    expect(data.replace(/=\n/g, '').replace(/=3D/g, '=')).toContain('token=AB12cd');
    await expect(fs.readdir(path.join(dir, 'outbox'))).rejects.toThrow();
  });
});
