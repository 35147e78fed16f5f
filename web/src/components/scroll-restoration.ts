import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'pigskin-scroll';

/** Scroll positions by history entry (location.key), kept across reloads for the tab's life. */
const positions = new Map<string, number>(readSaved());

function readSaved(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
  } catch {
    return [];
  }
}

/** Gives up restoring after this long: the page never grew tall enough, or the user moved first. */
const RESTORE_FOR_MS = 1500;

/**
 * A new page starts at the top; Back and Forward return to where that page was left. Changes of the
 * query string alone (a tab, a week) keep the position. The page may still be loading when Back
 * lands on it, so the position is re-applied each frame until the page is tall enough, for a moment
 * at most, and never once the user scrolls or touches.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(currentKey.current, window.scrollY);
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const loaded = previousPath.current === null;
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (navigationType !== NavigationType.Pop) {
      if (!samePage) window.scrollTo(0, 0);
      return;
    }
    const saved = positions.get(location.key);
    // A page just loaded with no position kept for it is at the top already: scrolling there and
    // reading scrollY would lay the whole page out inside the app's first render.
    if (loaded && saved === undefined) return;
    const target = saved ?? 0;
    const until = performance.now() + RESTORE_FOR_MS;
    let frame = 0;
    const stop = () => cancelAnimationFrame(frame);
    const apply = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && performance.now() < until) {
        frame = requestAnimationFrame(apply);
      }
    };
    apply();
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
  }, [location.key, location.pathname, navigationType]);
}
