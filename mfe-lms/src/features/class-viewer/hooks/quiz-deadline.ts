// A timed attempt's clock (decision 130: the server's deadline is the authority). The deadline
// is turned into a moment on this device's clock once, when the attempt arrives: for a fresh
// start, the server's own started_at..deadline_at span from the moment of receipt, so a device
// clock that is minutes off neither ends the attempt early nor lets it run past the server's
// deadline; for a resumed attempt, whose start is in the past, the deadline as sent.
import { useEffect, useEffectEvent, useState } from 'react';
import type { QuizAttemptSummary } from '@sap-academy/contracts/quizzes';

/** The device-clock millisecond at which the attempt ends, counted from now (its receipt); null when it is not timed. */
export function attemptEndsAt(attempt: QuizAttemptSummary, fresh: boolean, receivedAt = Date.now()): number | null {
  if (!attempt.deadline_at) return null;
  const deadline = Date.parse(attempt.deadline_at);
  return fresh ? receivedAt + (deadline - Date.parse(attempt.started_at)) : deadline;
}

const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/** The whole seconds left, ticking once a second; `onExpire` runs once when they reach zero. */
export function useSecondsLeft(endsAt: number | null, stopped: boolean, onExpire: () => void): number | null {
  const [left, setLeft] = useState(() => (endsAt === null ? null : secondsUntil(endsAt)));
  const expire = useEffectEvent(onExpire);
  useEffect(() => {
    if (endsAt === null || stopped) return undefined;
    const tick = () => {
      const now = secondsUntil(endsAt);
      setLeft(now);
      if (now === 0) {
        window.clearInterval(timer);
        expire();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [endsAt, stopped]);
  return left;
}

/** The moments the live region speaks (seconds left): a few, never every second. */
export const ANNOUNCE_AT_SECONDS = [600, 300, 120, 60, 30, 10] as const;

/** The latest threshold reached, or null before the first: what the live region says. */
export function announcedThreshold(secondsLeft: number): number | null {
  let reached: number | null = null;
  for (const threshold of ANNOUNCE_AT_SECONDS) if (secondsLeft <= threshold) reached = threshold;
  return reached;
}

/** 605 → "10:05", 3725 → "1:02:05". */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
