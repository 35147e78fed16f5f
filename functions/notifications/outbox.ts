import { appendFile } from 'node:fs/promises';

/** One line of the local outbox file (JSON Lines); the local host serves them at /_local/outbox. */
export interface OutboxEntry {
  channel: 'email' | 'sms' | 'push';
  /** An email address, a phone number, or a push device's name. */
  to: string;
  subject: string | null;
  body: string;
  sentAt: string;
}

/**
 * On a laptop (OUTBOX_FILE set) mail, text messages and push notifications land in a file instead of leaving the machine:
 * the file, or undefined in the cloud.
 */
export const outboxFile = (): string | undefined => process.env.OUTBOX_FILE;

export function appendToOutbox(file: string, entry: Omit<OutboxEntry, 'sentAt'>): Promise<void> {
  return appendFile(file, `${JSON.stringify({ ...entry, sentAt: new Date().toISOString() })}\n`, 'utf8');
}
