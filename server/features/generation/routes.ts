import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { generateRequestSchema } from '../../../common/generation.js';
import { requireUser, rolesOf, userRequired } from '../../auth/guards.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { prepareGeneration, streamGeneration, type GenerationDeps } from './run-generation.js';

/** POST /api/generate: checks (JSON errors) first, then the turn as Server-Sent Events. */
export function generationRoutes(deps: AppDeps, generation: GenerationDeps) {
  return new Hono<AppEnv>().use('*', userRequired).post('/', validate('json', generateRequestSchema), async (c) => {
    const user = requireUser(c);
    const prepared = await prepareGeneration(generation, {
      userId: user.id,
      roles: await rolesOf(deps, user),
      request: c.req.valid('json'),
    });
    const cancel = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => cancel.abort(), { once: true });
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => cancel.abort());
      for await (const event of streamGeneration(generation, prepared, cancel.signal)) {
        if (stream.aborted) cancel.abort();
        await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
      }
    });
  });
}
