import { useEffect, useState } from 'react';
import { ApiRequestError } from './api-error';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
// setTimeout fires at once beyond this delay (about 24.8 days).
const MAX_TIMER_MS = 2 ** 31 - 1;
const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long' });

/** The reset time rounded up to the minute, so that a request made at the time shown is accepted. */
export function nextRequestTime(retryAt: Date): Date {
  return new Date(Math.ceil(retryAt.getTime() / MINUTE_MS) * MINUTE_MS);
}

function calendarDaysBetween(from: Date, to: Date): number {
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.round((day(to) - day(from)) / DAY_MS);
}

/** « à 14:05 », « demain à 14:05 », or « le jeudi 26 novembre à 14:05 », in the browser's time zone. */
export function formatNextRequest(retryAt: Date, now: Date = new Date()): string {
  const at = nextRequestTime(retryAt);
  const time = timeFormat.format(at);
  const days = calendarDaysBetween(now, at);
  if (days <= 0) return `à ${time}`;
  if (days === 1) return `demain à ${time}`;
  return `le ${dayFormat.format(at)} à ${time}`;
}

/** What every surface that calls the AI says when the free plan's quota is spent. */
export function quotaMessage(retryAt: Date, now: Date = new Date()): string {
  return `Vous avez utilisé toutes vos requêtes IA gratuites des dernières 24 heures. Prochaine requête possible ${formatNextRequest(retryAt, now)}.`;
}

export const QUOTA_TITLE = 'Quota IA atteint';

/** The reset time carried by a 429 QUOTA_EXCEEDED answer, or null for any other failure. */
export function quotaRetryAt(error: unknown): Date | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'QUOTA_EXCEEDED' || !error.retryAt) return null;
  const at = new Date(error.retryAt);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** True once `at` (rounded up to the minute, as shown) has passed; re-renders at that moment. */
export function useTimePassed(at: Date | null): boolean {
  const target = at ? nextRequestTime(at).getTime() : null;
  const [passedTarget, setPassedTarget] = useState<number | null>(null);
  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => setPassedTarget(target), Math.min(Math.max(0, target - Date.now()), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [target]);
  return target === null || passedTarget === target;
}

/**
 * A surface's wait after a spent quota: `wait(retryAt)` starts it, `message` says until when, and it ends by
 * itself at that time (the buttons that would call the AI come back then).
 */
export function useQuotaWait() {
  const [until, setUntil] = useState<Date | null>(null);
  const passed = useTimePassed(until);
  const active = until !== null && !passed;
  return { waiting: active, message: active ? quotaMessage(until) : null, wait: setUntil, clear: () => setUntil(null) };
}
