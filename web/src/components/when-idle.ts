/**
 * Runs `task` once the browser has nothing better to do: for code a screen needs only when someone
 * taps (its dialogs), loaded after the screen is shown so the tap still works if the network has
 * gone by then. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 2_000);
  return () => clearTimeout(timer);
}
