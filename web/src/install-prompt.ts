import { useSyncExternalStore } from 'react';

/** Chromium's install prompt (not in TypeScript's DOM library). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let waiting: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Keeps Chromium's offer to install Pigskin for Settings' "Add to Home Screen" button instead of its
 * own bar over the first screen (docs/product.md, Settings). Listened for from the start: the browser
 * makes the offer once, early.
 */
export function keepInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    waiting = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    waiting = null;
    notify();
  });
}

/** The browser's install prompt, when it offers one; null after it was used. */
export function useInstallPrompt(): (() => Promise<void>) | null {
  const event = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting,
  );
  if (!event) return null;
  return async () => {
    await event.prompt();
    await event.userChoice;
    waiting = null;
    notify();
  };
}
