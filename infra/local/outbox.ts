import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import type { OutboxEntry } from '../../functions/notifications/outbox';

/** The local outbox: what SES, SNS and push services would have been sent, newest first. */
export async function readOutbox(file: string): Promise<OutboxEntry[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry)
    .reverse();
}

export async function serveOutbox(response: ServerResponse, file: string, asJson: boolean): Promise<void> {
  const entries = await readOutbox(file);
  if (asJson) {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(JSON.stringify(entries));
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(outboxPage(entries));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const linkify = (html: string) => html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const CHANNEL_LABELS: Record<OutboxEntry['channel'], string> = { email: 'Email', sms: 'SMS', push: 'Push' };

export function outboxPage(entries: OutboxEntry[]): string {
  const items = entries
    .map(
      (entry) => `<article>
  <header><span class="channel ${entry.channel}">${CHANNEL_LABELS[entry.channel]}</span>
    <strong>${escapeHtml(entry.to)}</strong><time>${new Date(entry.sentAt).toLocaleString('en-US')}</time></header>
  ${entry.subject ? `<h2>${escapeHtml(entry.subject)}</h2>` : ''}
  <pre>${linkify(escapeHtml(entry.body))}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local outbox · Pigskin</title>
<style>
  body { margin: 0 auto; max-width: 760px; padding: 24px 16px; font: 15px/1.5 system-ui, sans-serif; color: #1c2b22; background: #f4f6f3; }
  h1 { font-size: 22px; margin: 0 0 4px; } .lead { color: #5b6b61; margin: 0 0 20px; }
  article { background: #fff; border-radius: 10px; padding: 16px; margin-bottom: 12px; box-shadow: 0 1px 3px rgb(0 0 0 / .08); }
  header { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; } time { margin-left: auto; color: #5b6b61; font-size: 13px; }
  h2 { font-size: 16px; margin: 10px 0 0; } pre { white-space: pre-wrap; font: inherit; margin: 8px 0 0; }
  .channel { font-size: 12px; font-weight: 700; padding: 2px 8px; border-radius: 999px; background: #dcfce7; color: #166534; }
  .channel.sms { background: #dbeafe; color: #1e40af; }
  .channel.push { background: #fef3c7; color: #92400e; }
</style></head>
<body><h1>Local outbox</h1>
<p class="lead">Email, SMS and push notifications that Pigskin would have sent through SES, SNS and the browsers' push services (to the device named). Newest first; <a href="/_local/outbox.json">as JSON</a>.</p>
${items || '<p>Nothing has been sent yet.</p>'}
</body></html>`;
}
