import { useSyncExternalStore } from 'react';

/**
 * Light, Dark or System (docs/product.md, Settings): a preference of this device, kept in its
 * localStorage, never sent to the server. System is no attribute at all, styles.css following the
 * device's prefers-color-scheme by itself (before any script, and as it changes); Light and Dark are
 * data-theme on <html>, which styles.css lets win over the device.
 */
export type Theme = 'light' | 'dark' | 'system';

const STORAGE_KEY = 'pigskin-theme';
const listeners = new Set<() => void>();

function storedTheme(): Theme {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    // Storage turned off (some private windows): the device's setting.
    return 'system';
  }
}

let current = storedTheme();

function apply(theme: Theme) {
  current = theme;
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  for (const listener of listeners) listener();
}

/** Applies this device's choice, as early as the app's script runs (index.html may hold none: CSP). */
export function applyStoredTheme(): void {
  apply(storedTheme());
  // Chosen in another tab: this one follows.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) apply(storedTheme());
  });
}

export function chooseTheme(theme: Theme): void {
  try {
    if (theme === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Not kept without storage, but still applied to this page.
  }
  apply(theme);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The choice, not what it resolves to: System is for styles.css (and sonner) to follow. */
export const useTheme = (): Theme => useSyncExternalStore(subscribe, () => current);
