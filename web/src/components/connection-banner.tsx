import { RefreshCw, WifiOff } from 'lucide-react';
import { useConnection, useSavedCopy } from '../api/connection';

// Made when first shown, not when the app's first file runs: a page's first Intl object loads ICU's
// data, which web/src/main.tsx gives a task of its own (docs/decisions.md, Amounts without Intl).
let time: Intl.DateTimeFormat | undefined;
const clockTime = (instant: number) =>
  (time ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })).format(instant);

/**
 * Says when Pigskin cannot reach the network, and that the screen will catch up by itself; and when
 * what it shows is a saved copy (web/sw/), from when. It floats above the phone's tab bar (and at the
 * bottom on wider screens), covering no control for long.
 */
export function ConnectionBanner() {
  const connection = useConnection();
  const savedCopy = useSavedCopy();
  const saved = savedCopy === null ? '' : ` Showing what Pigskin had at ${clockTime(savedCopy)}.`;
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 flex justify-center px-4 md:bottom-4"
    >
      {(connection !== 'online' || savedCopy !== null) && (
        <p className="flex items-center gap-2 rounded-2xl bg-stone-800 px-4 py-2 text-sm font-medium text-white shadow-lg">
          {connection === 'reconnecting' ? (
            <>
              <RefreshCw className="h-4 w-4 shrink-0 animate-spin" aria-hidden />
              Reconnecting…{saved}
            </>
          ) : (
            <>
              <WifiOff className="h-4 w-4 shrink-0" aria-hidden />
              {connection === 'offline'
                ? `You're offline.${saved} Pigskin will catch up when you're back.`
                : `Pigskin can't be reached.${saved}`}
            </>
          )}
        </p>
      )}
    </div>
  );
}
