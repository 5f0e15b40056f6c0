import { asc, eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { lumiPrompts, users } from '../../server/db/schema.js';
import type { TestServer } from '../support/test-server.js';

/** Spends the free plan's AI requests of the profile's user through the real API (one conversation turn each). */
export async function spendAiQuota(context: BrowserContext, server: TestServer, requests: number) {
  for (let i = 0; i < requests; i++) {
    const response = await context.request.post('/api/generate', {
      data: { mode: 'conversation', message: `Question pour épuiser le quota ${i}` },
      headers: { origin: server.url },
    });
    expect(response.status()).toBe(200);
  }
  const refused = await context.request.post('/api/generate', {
    data: { mode: 'conversation', message: 'Encore une' },
    headers: { origin: server.url },
  });
  expect(refused.status()).toBe(429);
}

/**
 * What the page must say, computed from the database: the oldest request of the window turns 24 hours old, shown
 * rounded up to the minute in the browser's time zone (the same as this process's), « demain » when it is tomorrow.
 */
export async function expectedNextRequest(server: TestServer, email: string): Promise<string> {
  const db = server.server.deps.database.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [oldest] = await db
    .select({ at: lumiPrompts.createdAt })
    .from(lumiPrompts)
    .where(eq(lumiPrompts.userId, user!.id))
    .orderBy(asc(lumiPrompts.createdAt))
    .limit(1);
  const at = new Date(Math.ceil((oldest!.at.getTime() + 24 * 60 * 60 * 1000) / 60_000) * 60_000);
  const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' }).format(at);
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  return at.toDateString() === tomorrow.toDateString()
    ? `Prochaine requête possible demain à ${time}.`
    : `Prochaine requête possible à ${time}.`;
}
