import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** When the current hour's window ends. */
  resetAt: Date;
  allowed: boolean;
}

/**
 * Counts this request in the key's current clock hour, in the database so that every process shares the count.
 * The upsert is one statement: two requests at once both count.
 */
export async function countApiRequest(db: Database, input: { keyId: string; limit: number }): Promise<RateLimitState> {
  const result = await db.execute<{ count: number; window_start: string | Date }>(sql`
    insert into api_rate_limits (key_id, window_start, count)
    values (${input.keyId}, date_trunc('hour', now()), 1)
    on conflict (key_id, window_start) do update set count = api_rate_limits.count + 1
    returning count, window_start`);
  const row = (result as unknown as { rows: { count: number; window_start: string | Date }[] }).rows[0]!;
  const count = Number(row.count);
  if (count === 1) {
    // A new hour: the key's older windows are no use any more.
    await db.execute(sql`delete from api_rate_limits where key_id = ${input.keyId} and window_start < date_trunc('hour', now())`);
  }
  const resetAt = new Date(new Date(row.window_start).getTime() + 3_600_000);
  return { limit: input.limit, remaining: Math.max(0, input.limit - count), resetAt, allowed: count <= input.limit };
}
