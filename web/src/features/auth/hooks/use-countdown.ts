import { useEffect, useState } from 'react';

const secondsLeft = (until: number | null): number =>
  until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * Whole seconds left until `until` (a time in ms since the epoch), updated every second, 0 when
 * passed. Counting against a fixed end time (not by decrementing) keeps it right after the tab was
 * in the background, where timers are slowed.
 */
export function useCountdown(until: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(until));

  useEffect(() => {
    setSeconds(secondsLeft(until));
    if (secondsLeft(until) === 0) return undefined;
    const timer = window.setInterval(() => {
      const next = secondsLeft(until);
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  return seconds;
}
