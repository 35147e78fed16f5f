import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach the API: the browser's own offline flag, and whether the last poll of
 * /api/bets/my got an answer (it runs every 5 s while signed in, so it notices a dead connection
 * that the browser still calls online).
 */
export type Connection = 'online' | 'offline' | 'reconnecting';

const listeners = new Set<() => void>();
let pollFailing = false;
/**
 * The server answered since the browser last said it went offline: the browser's flag can lag behind
 * (or stay wrong on a flaky link), and the app must not say "You're offline" beside what the server
 * just did (docs/product.md, Live refresh).
 */
let answeredSinceOffline = false;
if (typeof window !== 'undefined')
  window.addEventListener('offline', () => {
    answeredSinceOffline = false;
  });

function notify() {
  for (const listener of listeners) listener();
}

/** Called by the poll after each attempt. */
export function reportPoll(answered: boolean): void {
  if (pollFailing === !answered) return;
  pollFailing = !answered;
  notify();
}

/** Called with every answer from the server itself (not a saved copy), and every request that got none. */
export function reportAnswered(answered: boolean): void {
  const before = current();
  answeredSinceOffline = answered && !navigator.onLine;
  if (current() !== before) notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

function current(): Connection {
  if (!navigator.onLine && !answeredSinceOffline) return 'offline';
  return pollFailing ? 'reconnecting' : 'online';
}

export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, current);
}

let savedCopyAt: number | null = null;

/**
 * Called with every answer to a read: when it was the service worker's saved copy (web/sw/), the time
 * the server gave it; null for a fresh answer. Screens then say what they show is a saved copy.
 */
export function reportSavedCopy(at: number | null): void {
  if (savedCopyAt === at) return;
  savedCopyAt = at;
  notify();
}

/** When the saved copy the screen shows was fresh, or null while the answers are live. */
export function useSavedCopy(): number | null {
  return useSyncExternalStore(subscribe, () => savedCopyAt);
}
