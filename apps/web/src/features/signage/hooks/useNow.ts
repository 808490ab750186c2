import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`, so "last updated" and the stale banner keep up. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
