import { RefreshCw, WifiOff } from 'lucide-react';
import { useConnection } from '../api/connection';

/**
 * Says when Pigskin cannot reach the network, and that the screen will catch up by itself. It floats
 * above the phone's tab bar (and at the bottom on wider screens), covering no control for long.
 */
export function ConnectionBanner() {
  const connection = useConnection();
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 flex justify-center px-4 md:bottom-4"
    >
      {connection !== 'online' && (
        <p className="flex items-center gap-2 rounded-full bg-stone-800 px-4 py-2 text-sm font-medium text-white shadow-lg">
          {connection === 'offline' ? (
            <>
              <WifiOff className="h-4 w-4 shrink-0" aria-hidden />
              You're offline. Pigskin will catch up when you're back.
            </>
          ) : (
            <>
              <RefreshCw className="h-4 w-4 shrink-0 animate-spin" aria-hidden />
              Reconnecting…
            </>
          )}
        </p>
      )}
    </div>
  );
}
