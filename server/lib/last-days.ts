export const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` days as YYYY-MM-DD in UTC, oldest first: the charts' x axis, days without rows included. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}
