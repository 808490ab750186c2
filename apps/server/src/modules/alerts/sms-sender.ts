import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A text message to a phone number. */
export interface SmsMessage {
  readonly to: string;
  readonly text: string;
}

/**
 * Sends SMS. Pluggable: a deployment passes a gateway client; the default writes each message to
 * `DATA_DIR/sms-outbox/*.txt`, like the mailer's `.eml` outbox, so alerts work with no gateway.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The file outbox sender. */
export function createFileSmsSender(outboxDir: string): SmsSender {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.txt`;
      await writeFile(join(outboxDir, name), `To: ${message.to}\n\n${message.text}\n`);
    },
  };
}
