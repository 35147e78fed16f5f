import { Logger, type LogItem } from '@aws-lambda-powertools/logger';
import { SERVICE } from './names';
import { withOriginalStack } from './original-stack';

/**
 * What a log line must never hold, whatever a message or an error says: email addresses, phone
 * numbers, tokens (JWTs, and the refresh tokens Cognito issues in the same shape), push subscription
 * endpoints (a URL with a long token in it: whoever has it can push to that browser) and long
 * base64url keys (a subscription's P-256 key, a VAPID key) are replaced by what they are
 * (docs/decisions.md, Logs, metrics and traces). Function names and ARNs stay under 64 characters
 * between separators, ids and hashes under 80.
 */
const SECRETS: readonly [RegExp, string][] = [
  [/\beyJ[\w-]+\.[\w-]+(\.[\w-]*)*/g, '[token]'],
  [/https?:\/\/[^\s"'<>]*[\w:%=-]{40,}[^\s"'<>]*/g, '[push endpoint]'],
  [/[\w-]{80,}/g, '[key]'],
  [/[^\s@"'<>()[\],;:/]+@[^\s@"'<>()[\],;:/]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\+\d[\d\s().-]{6,}\d/g, '[phone]'],
  [/\(\d{3}\)\s*\d{3}-\d{4}/g, '[phone]'],
];

export function redact(text: string): string {
  return SECRETS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/**
 * Every string redacted. An error comes here before Powertools formats it: its stack is put back to
 * our sources first, so the `location` Powertools takes from it names a source file too.
 */
const redactStrings = (_key: string, value: unknown) =>
  value instanceof Error ? withOriginalStack(value) : typeof value === 'string' ? redact(value) : value;

/** Keys Powertools adds to every line; the readable format leaves them out. */
const CONTEXT_KEYS = new Set([
  'level',
  'message',
  'timestamp',
  'service',
  'sampling_rate',
  'xray_trace_id',
  'cold_start',
  'function_name',
  'function_memory_size',
  'function_arn',
  'function_request_id',
]);

/**
 * The same logger, printing one readable line per entry for a person at a terminal (the local host's
 * default): the local time, the level unless it is INFO, the message, then the other fields. A request's
 * line reads "GET /api/bets/my 200 12 ms user <id>"; an error's stack follows on its own lines.
 */
class ReadableLogger extends Logger {
  protected override printLog(_logLevel: number, log: LogItem): void {
    log.prepareForPrint();
    const attributes = JSON.parse(JSON.stringify(log.getAttributes(), this.getJsonReplacer())) as Record<
      string,
      unknown
    >;
    const { level, message, timestamp, durationMs, userId, error, ...rest } = attributes;
    const at = new Date(String(timestamp));
    const parts = [`${at.toTimeString().slice(0, 8)}.${String(at.getMilliseconds()).padStart(3, '0')}`];
    if (level !== 'INFO') parts.push(String(level));
    parts.push(String(message));
    if (typeof durationMs === 'number') parts.push(`${durationMs} ms`);
    if (typeof userId === 'string') parts.push(`user ${userId}`);
    for (const [key, value] of Object.entries(rest)) {
      if (!CONTEXT_KEYS.has(key) && !REQUEST_KEYS.has(key))
        parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
    }
    const stack = (error as { stack?: string } | undefined)?.stack;
    const line = `${parts.join('  ')}${stack ? `\n${stack.replace(/^/gm, '    ')}` : ''}\n`;
    (level === 'ERROR' || level === 'CRITICAL' ? process.stderr : process.stdout).write(line);
  }
}

/** Fields of a request's line that its message already says (method, path, status) or that only JSON needs. */
const REQUEST_KEYS = new Set(['requestId', 'routeKey', 'method', 'path', 'status']);

const options = { serviceName: SERVICE, jsonReplacerFn: redactStrings };

/**
 * The one logger of every function: JSON lines in Lambda (CloudWatch Logs Insights reads their
 * fields), readable lines when LOG_FORMAT is `text` (the local host's default). The level comes from
 * POWERTOOLS_LOG_LEVEL (INFO by default).
 */
export const logger = newLogger();

/** Another logger like `logger`, with no function's context on it (the local gateway's own lines). */
export function newLogger(): Logger {
  return process.env.LOG_FORMAT === 'text' ? new ReadableLogger(options) : new Logger(options);
}
