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

/** Just under the phone's header bar (h-14), with a margin; and the tab bar's room at the bottom. */
const UNDER_HEADER_PX = 64;
const ABOVE_TAB_BAR_PX = 80;
const MARGIN_PX = 8;
const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';

/**
 * Where on a phone a toast of this height lies over no control: just under the header if nothing
 * there is, else the first control-free band further down, else under the header all the same.
 * Chosen once, as it appears: the page does not move for it (nothing moves under a finger).
 */
function freeTop(height: number, toaster: Element): number {
  const boxes = [...document.querySelectorAll(CONTROLS)]
    .filter((control) => !toaster.contains(control) && control.checkVisibility({ visibilityProperty: true }))
    .map((control) => control.getBoundingClientRect())
    .filter((box) => box.width > 1 && box.height > 1);
  const lowest = window.innerHeight - ABOVE_TAB_BAR_PX - height;
  for (let top = UNDER_HEADER_PX; top <= lowest; top += 4) {
    const bottom = top + height + MARGIN_PX;
    if (!boxes.some((box) => box.bottom > top - MARGIN_PX && box.top < bottom)) return top;
  }
  return UNDER_HEADER_PX;
}

/**
 * On a phone, places each toast as it appears where it covers no control (docs/product.md, Screens),
 * through `--toast-top`: just under the header a page scrolled to its buttons had them under a toast.
 */
function useToastPlacement(onPhone: boolean) {
  const toaster = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const wrapper = toaster.current;
    if (!onPhone || !wrapper) return;
    let placedHeight = 0;
    const place = () => {
      const list = wrapper.querySelector<HTMLElement>('[data-sonner-toaster]');
      const height = Number.parseFloat(list?.style.getPropertyValue('--front-toast-height') ?? '') || 0;
      if (height === placedHeight) return;
      placedHeight = height;
      if (height) root.style.setProperty('--toast-top', `${freeTop(height, wrapper)}px`);
    };
    const observer = new MutationObserver(place);
    observer.observe(wrapper, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style'],
    });
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-top');
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
  // Keyboard users still reach the toasts (Alt+T).
  return (
    <div ref={toaster} onMouseDown={(event) => event.preventDefault()}>
      <loaded.Toaster
        theme={theme}
        richColors
        closeButton
        position={onPhone ? 'top-center' : 'bottom-right'}
        visibleToasts={onPhone ? 1 : 3}
        mobileOffset={{ top: `var(--toast-top, ${UNDER_HEADER_PX}px)` }}
      />
    </div>
  );
}
