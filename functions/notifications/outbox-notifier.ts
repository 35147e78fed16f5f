import { appendFile } from 'node:fs/promises';
import type { EmailMessage, Notifier, SmsMessage } from './notifier';

/** One line of the local outbox file (JSON Lines); the local host serves them at /_local/outbox. */
export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  sentAt: string;
}

/** On a laptop, mail and text messages land in a file instead of leaving the machine. */
export class OutboxNotifier implements Notifier {
  constructor(private readonly file: string) {}

  sendEmail({ to, subject, body }: EmailMessage): Promise<void> {
    return this.append({ channel: 'email', to, subject, body, sentAt: new Date().toISOString() });
  }

  sendSms({ to, body }: SmsMessage): Promise<void> {
    return this.append({ channel: 'sms', to, subject: null, body, sentAt: new Date().toISOString() });
  }

  private append(entry: OutboxEntry): Promise<void> {
    return appendFile(this.file, `${JSON.stringify(entry)}\n`, 'utf8');
  }
}
