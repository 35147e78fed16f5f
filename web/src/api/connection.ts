import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach the API: the browser's own offline flag, and whether the last poll of
 * /api/bets/my got an answer (it runs every 5 s while signed in, so it notices a dead connection
 * that the browser still calls online).
 */
export type Connection = 'online' | 'offline' | 'reconnecting';

const listeners = new Set<() => void>();
let pollFailing = false;

function notify() {
  for (const listener of listeners) listener();
}

/** Called by the poll after each attempt. */
export function reportPoll(answered: boolean): void {
  if (pollFailing === !answered) return;
  pollFailing = !answered;
  notify();
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
  if (!navigator.onLine) return 'offline';
  return pollFailing ? 'reconnecting' : 'online';
}

export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, current);
}
