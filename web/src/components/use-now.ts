import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`, so what depends on kickoff (betting closes,
 * scores may be entered) changes on screen without a reload.
 */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
