/**
 * What this browser can do about push notifications, and its subscription (docs/product.md,
 * Notifications). The subscription lives with the service worker (web/sw/), which shows what arrives.
 */

export type PushSupport =
  | 'supported'
  /** An iPhone or iPad in Safari: push comes only to Pigskin added to the Home Screen. */
  | 'add-to-home-screen'
  /** No service worker (Vite's dev server) or no Push API at all. */
  | 'unsupported';

const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  // iPadOS says it is a Mac, with a touch screen.
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

/** Opened from the Home Screen (or installed on a computer), not in a browser tab. */
export const isInstalled = (): boolean =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function pushSupport(): PushSupport {
  const canPush = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isAppleMobile() && !isInstalled()) return 'add-to-home-screen';
  return canPush && import.meta.env.PROD ? 'supported' : 'unsupported';
}

/** "Chrome on Android", "Safari on iPhone": how the devices list names this browser. */
export function browserName(userAgent = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|CriOS\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(userAgent)
            ? 'Mac'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : 'this device';
  return `${browser} on ${system}`;
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/**
 * Asks for permission (the browser's own prompt, once) and subscribes with the server's key. Throws
 * a sentence for the screen when the user or the browser says no.
 */
export async function subscribe(publicKey: string): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new Error(
      permission === 'denied'
        ? "Notifications are blocked for Pigskin in this browser's settings. Allow them there, then try again."
        : 'Notifications were not allowed.',
    );
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
}
