import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };
/** Where a message went: a file of the local outbox, or the SMTP server. */
export type MailDelivery = { kind: 'outbox'; path: string } | { kind: 'smtp' };

export type Mailer = { kind: MailDelivery['kind']; send(message: MailMessage, now: Date): Promise<MailDelivery> };

function outboxFileName(to: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const safe = to
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, '_')
    .slice(0, 120);
  return `${stamp}-${safe}.eml`;
}

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/**
 * A message as a person reads it in a text editor: UTF-8 headers (RFC 6532) and an 8-bit body, so
 * that the link stays whole on its line. Mail programs open it as well.
 */
function outboxMessage(mail: { from: string; to: string; subject: string; text: string; date: Date }): string {
  return [
    `From: ${oneLine(mail.from)}`,
    `To: ${oneLine(mail.to)}`,
    `Date: ${mail.date.toUTCString()}`,
    `Subject: ${oneLine(mail.subject)}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.text,
    '',
  ].join('\n');
}

/**
 * Sends the provider's mail (password-reset links). With SMTP_URL it goes through nodemailer to
 * that server; without one (the embedded default) each message is written as an .eml file to
 * DATA_DIR/outbox, readable only by the server's user.
 */
export function createMailer(options: { smtpUrl: string | null; outboxDir: string; from: string }): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  return {
    kind: smtp ? 'smtp' : 'outbox',
    async send(message, now) {
      const mail = { from: options.from, to: message.to, subject: message.subject, text: message.text, date: now };
      if (smtp) {
        await smtp.sendMail(mail);
        return { kind: 'smtp' };
      }
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(options.outboxDir, outboxFileName(message.to, now));
      await fs.writeFile(file, outboxMessage(mail), { mode: 0o600 });
      return { kind: 'outbox', path: file };
    },
  };
}
