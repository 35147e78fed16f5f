import type { QueryClient } from '@tanstack/react-query';
import { toast } from './components/toasts';
import { whenIdle } from './components/when-idle';

/**
 * Registers the service worker (web/sw/service-worker.ts) in built apps (Vite's dev server has none),
 * once the first screen has its data: installing it downloads every screen's files (about 230 KB),
 * which on a slow phone connection would otherwise share the line with the first screen's own
 * requests. A new version waits until the user reloads into it from the toast, so a screen never
 * changes under a half-filled form (docs/decisions.md, "An installable app").
 */
export function registerServiceWorkerWhenSettled(queryClient: QueryClient): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => whenIdle(() => void untilQuiet(queryClient).then(register));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Resolves once no read is in flight. */
function untilQuiet(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

async function register(): Promise<void> {
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    // The page has loaded by now: waiting for its load event would wait forever.
    immediate: true,
    onNeedRefresh: () =>
      toast.info('A new version of Pigskin is ready', {
        id: 'new-version',
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Reload', onClick: () => void update(true) },
      }),
    onRegisterError: (error: unknown) => console.warn('The service worker did not register', error),
  });
}
