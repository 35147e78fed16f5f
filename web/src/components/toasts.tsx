import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTheme } from './theme';

/**
 * Toasts, with sonner's code loaded apart from the first screen (docs/decisions.md, first-visit
 * budgets): on the first toast, or once the signed-in frame is idle (`preloadToasts`), so that a toast
 * saying "You're offline" can still show when the network is already gone. sonner shows toasts raised
 * before its Toaster mounted, so the first one is not lost.
 */
type Sonner = typeof import('sonner');

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A download that failed (offline) is tried again by the next toast.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const preloadToasts = (): void => void loadSonner().catch(() => undefined);

interface ToastOptions {
  description?: string;
  /** A toast with the id of one still shown replaces it instead of stacking. */
  id?: string;
  /** A button on the toast. */
  action?: { label: string; onClick: () => void };
  /** How long it stays, in ms; Infinity until dismissed. */
  duration?: number;
}

/**
 * Shows a toast; resolves once it is up (or could not be, its code failing to load), for what must
 * wait until it can be read.
 */
export function showToast(
  kind: 'success' | 'error' | 'info' | 'warning',
  title: string,
  options?: ToastOptions,
): Promise<void> {
  return loadSonner().then(
    ({ toast }) => void toast[kind](title, options),
    () => console.warn(`Toast not shown (its code did not load): ${title}`),
  );
}

export const toast = {
  success: (title: string, options?: ToastOptions) => void showToast('success', title, options),
  error: (title: string, options?: ToastOptions) => void showToast('error', title, options),
  info: (title: string, options?: ToastOptions) => void showToast('info', title, options),
  warning: (title: string, options?: ToastOptions) => void showToast('warning', title, options),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** sonner's own breakpoint for its full-width phone layout. */
const phone = window.matchMedia('(max-width: 600px)');
const onPhoneChange = (listener: () => void) => {
  phone.addEventListener('change', listener);
  return () => phone.removeEventListener('change', listener);
};

/** Just under the phone's header bar (h-14), with a margin. */
const UNDER_HEADER_PX = 64;

/**
 * On a phone, places each toast as it appears where it covers no control (docs/product.md, Screens),
 * through `--toast-top`: just under the header a page scrolled to its buttons had them under a toast.
 * The placing code comes with the first toast, like sonner's: a first visit does without it.
 */
function useToastPlacement(onPhone: boolean) {
  const toaster = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrapper = toaster.current;
    if (!onPhone || !wrapper) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./toast-placement').then(({ placeToasts }) => {
      if (!stopped) stop = placeToasts(wrapper, UNDER_HEADER_PX);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [onPhone]);
  return toaster;
}

/**
 * Where toasts appear, once sonner is loaded. On a phone, one at a time, near the top (at the bottom
 * they covered the tab bar, the comment box and a sheet's buttons): just under the header, or lower
 * where the page has controls there. On a wider screen, bottom right, clear of the content's column.
 */
export function Toasts() {
  const loaded = useSyncExternalStore(subscribe, () => sonner);
  const onPhone = useSyncExternalStore(onPhoneChange, () => phone.matches);
  const theme = useTheme();
  const toaster = useToastPlacement(onPhone && loaded !== undefined);
  if (!loaded) return null;
  // A tap on a toast does not move focus into it: sonner hands focus back to where it was before once
  // it leaves the toasts, which after a tap elsewhere would pull focus away from what was tapped.
  // Keyboard users still reach the toasts (Alt+T). The app reads left to right (index.html's lang):
  // left to sonner, it asks the browser for the page's direction, a style recalculation on every render.
  return (
    <div ref={toaster} onMouseDown={(event) => event.preventDefault()}>
      <loaded.Toaster
        theme={theme}
        dir="ltr"
        richColors
        closeButton
        position={onPhone ? 'top-center' : 'bottom-right'}
        visibleToasts={onPhone ? 1 : 3}
        mobileOffset={{ top: `var(--toast-top, ${UNDER_HEADER_PX}px)` }}
      />
    </div>
  );
}
