import { useEffect, useState } from 'react';

/**
 * The time, refreshed every `intervalMs` while `active`: for countdowns that run locally between
 * the server's answers. Never earlier than `notBefore` (the latest answer's arrival), so a fresh
 * answer is not counted from a clock reading taken before it arrived.
 */
export function useNow(intervalMs: number, active = true, notBefore = 0): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
  return Math.max(now, notBefore);
}
