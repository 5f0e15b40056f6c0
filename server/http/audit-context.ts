import type { Context } from 'hono';
import type { AppEnv } from './context.js';

/** Who is asking, from where: the part of an audit row that comes from the request. */
export function auditContextOf(c: Context<AppEnv>) {
  return { ipAddress: c.get('clientIp') ?? null, userAgent: c.req.header('user-agent') ?? null };
}
