// The Join button opens 15 minutes before a session and closes at its end (decision 136): a
// screen showing it re-renders each minute so it opens without a reload. The server decides
// (409 outside the window); this clock only keeps the button honest.
import { useEffect, useState } from 'react';

export const CLOCK_TICK_MS = 60_000;

export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Inside [join_opens_at, ends_at]. */
export function joinIsOpen(session: { join_opens_at: string; ends_at: string }, now: number): boolean {
  return now >= Date.parse(session.join_opens_at) && now <= Date.parse(session.ends_at);
}
