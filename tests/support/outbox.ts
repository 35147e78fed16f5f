import { readFile } from 'node:fs/promises';
import type { OutboxEntry } from '../../functions/notifications/outbox';

/** What the local outbox holds: every email and text message sent in this test file, oldest first. */
export async function outbox(): Promise<OutboxEntry[]> {
  const text = await readFile(String(process.env.OUTBOX_FILE), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry);
}
