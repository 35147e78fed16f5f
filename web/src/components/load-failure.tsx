import { RotateCw, WifiOff } from 'lucide-react';
import { useConnection } from '../api/connection';
import { Button } from './ui/button';

/**
 * What a screen shows when its code could not be downloaded (the network went away before it was
 * needed). The browser remembers a failed download, so trying again means reloading the page.
 */
export function LoadFailure() {
  const connection = useConnection();
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <WifiOff className="mx-auto h-10 w-10 text-stone-500" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">This screen didn't load</h1>
      <p className="mt-2 text-stone-600">
        {connection === 'offline'
          ? "You're offline. Reload once you're back."
          : 'The connection dropped while it was loading.'}
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RotateCw className="h-4 w-4" aria-hidden />
        Reload
      </Button>
    </div>
  );
}
