import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const FROM = 'EQMP Portal <no-reply@eqmp.local>';

/**
 * Real mail: through SMTP when `smtpUrl` is set, otherwise each message is written as an `.eml`
 * file to `outboxDir`, so password reset works with no mail server.
 */
export function createMailer({
  smtpUrl,
  outboxDir,
}: {
  smtpUrl: string | undefined;
  outboxDir: string;
}): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: FROM, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: FROM, ...message });
      mkdirSync(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      writeFileSync(join(outboxDir, name), info.message as Buffer);
    },
  };
}
