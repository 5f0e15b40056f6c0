import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import { CLIENT_IP_HEADER } from './auth.js';

/**
 * Mounts better-auth at /api/auth/*. The client address comes from the socket (set by the app),
 * replacing any header the client sent; better-auth's English 429 body becomes our French one.
 */
export function authRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.on(['GET', 'POST'], '/*', async (c) => {
    const incoming = c.req.raw;
    const headers = new Headers(incoming.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = c.get('clientIp');
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    const request = new Request(incoming.url, {
      method: incoming.method,
      headers,
      body: hasBody ? await incoming.arrayBuffer() : undefined,
      redirect: 'manual',
    });
    const response = await deps.auth.handler(request);
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('x-retry-after') ?? '10');
      return c.json(
        {
          code: 'RATE_LIMITED',
          message: `Trop de tentatives. Réessayez dans ${retryAfter} seconde${retryAfter > 1 ? 's' : ''}.`,
        },
        429,
        { 'Retry-After': String(retryAfter) },
      );
    }
    return response;
  });
  return app;
}
