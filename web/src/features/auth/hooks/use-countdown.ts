import { useEffect, useReducer } from 'react';

const secondsLeft = (until: number | null): number =>
  until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * Whole seconds left until `until` (a time in ms since the epoch), updated every second, 0 when
 * passed. Counting against a fixed end time (not by decrementing) keeps it right after the tab was
 * in the background, where timers are slowed; reading it at each render keeps it right from the
 * first render after `until` changes.
 */
export function useCountdown(until: number | null): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const seconds = secondsLeft(until);

  useEffect(() => {
    if (secondsLeft(until) === 0) return undefined;
    const timer = window.setInterval(() => {
      tick();
      if (secondsLeft(until) === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  return seconds;
}
