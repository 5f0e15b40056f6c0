import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request comes from: the socket's, or with TRUST_PROXY the address our own proxy
 * appended last to X-Forwarded-For (earlier entries are whatever the client chose to send).
 */
export function getClientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? undefined;
  } catch {
    // Requests built in-process (app.request in tests) have no socket.
    return undefined;
  }
}
