/**
 * What the service worker and the app agree on (docs/decisions.md, "An installable app"). Plain
 * values only: the app and the worker compile against different libraries (DOM and WebWorker).
 */

/** The cache of the API's last good answers, read when the network cannot answer. */
export const API_CACHE = 'pigskin-api';

/**
 * Set by the worker on an answer it took from that cache: when the server gave it (its Date header),
 * so the screen can say how old what it shows is.
 */
export const SAVED_COPY_HEADER = 'x-pigskin-saved-copy';

/** The worker's own address, registered by the app (web/src/service-worker.ts). */
export const WORKER_URL = '/service-worker.js';

/** A notification as the server sends it (functions/notifications, the push channel). */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the app: tapping the notification opens it. */
  url: string;
  /** The notice's id: a repeat replaces the notification instead of stacking a second. */
  tag?: string;
}

/** The push's JSON as a message, or undefined when it is not one (nothing is shown for it). */
export function pushMessageOf(data: unknown): PushMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string') return undefined;
  return {
    title,
    body,
    url: typeof url === 'string' ? url : '/',
    ...(typeof tag === 'string' && { tag }),
  };
}

/** Only a path of this app may be opened from a notification; anything else opens Games. */
export function appPath(url: string, origin: string): string {
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}
