import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import { AppError } from '../http/app-error.js';
import { frenchAuthMessage } from './auth-messages.js';
import { CLIENT_IP_HEADER } from './auth.js';

/**
 * Mounts better-auth at /api/auth/*. The client address comes from the socket (set by the app),
 * replacing any header the client sent; better-auth's English error bodies (429 included) come back in French.
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
    const body = hasBody ? await incoming.text() : undefined;
    if (body && headers.get('content-type')?.includes('json') && !isJson(body)) {
      throw new AppError('BAD_REQUEST', { userMessage: "Le corps de la requête n'est pas un JSON valide." });
    }
    const request = new Request(incoming.url, {
      method: incoming.method,
      headers,
      body,
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
    if (response.status >= 400 && response.headers.get('content-type')?.includes('json')) return inFrench(response);
    return response;
  });
  return app;
}

/** better-auth's English error body, with the message a person reads in French (code and headers kept). */
async function inFrench(response: Response): Promise<Response> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (!body || typeof body !== 'object' || Array.isArray(body)) return new Response(text, { status: response.status, headers });
  const { code, message } = body as { code?: unknown; message?: unknown };
  return new Response(JSON.stringify({ ...body, message: frenchAuthMessage(code, message, response.status) }), {
    status: response.status,
    headers,
  });
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
