import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { API_KEY_PREFIX, MAX_ACTIVE_API_KEYS, type ApiKey } from '../../../common/api-keys.js';
import type { Database } from '../../db/client.js';
import { apiKeys, users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';

type Audit = Pick<AuditEntry, 'ipAddress' | 'userAgent'>;
type ApiKeyRow = typeof apiKeys.$inferSelect;

/** 32 random bytes: a plain SHA-256 is enough to store it (nothing to guess, unlike a password). */
export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

export async function listApiKeys(db: Database, userId: string): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(toApiKey);
}

/** A new key, returned in full this once; only its hash and first characters are kept. */
export async function createApiKey(db: Database, input: { userId: string; name: string; expiresInDays: number | null; audit: Audit }) {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    // The user row lock makes the limit hold when two keys are asked for at once.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    const [active] = await tx
      .select({ value: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, input.userId), isNull(apiKeys.revokedAt)));
    if ((active?.value ?? 0) >= MAX_ACTIVE_API_KEYS) {
      throw new AppError('PLAN_LIMIT', {
        userMessage: `Vous avez déjà ${MAX_ACTIVE_API_KEYS} clés d'API actives : révoquez-en une avant d'en créer une autre.`,
      });
    }
    const [created] = await tx
      .insert(apiKeys)
      .values({
        userId: input.userId,
        name: input.name,
        prefix: key.slice(0, API_KEY_PREFIX.length + 6),
        keyHash: hashApiKey(key),
        expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null,
      })
      .returning();
    await writeAuditLog(tx, {
      userId: input.userId,
      action: 'api_key.created',
      resourceType: 'api_key',
      resourceId: created!.id,
      newValues: { name: created!.name, prefix: created!.prefix, expiresAt: created!.expiresAt?.toISOString() ?? null },
      ...input.audit,
    });
    return created!;
  });
  return { key, apiKey: toApiKey(row) };
}

/** Revoked at once: the next request with it gets 401. Another user's key id is a 404. */
export async function revokeApiKey(db: Database, input: { userId: string; keyId: string; audit: Audit }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, input.keyId), eq(apiKeys.userId, input.userId), isNull(apiKeys.revokedAt)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', { userMessage: "Cette clé d'API n'existe pas ou a déjà été révoquée." });
    await writeAuditLog(tx, {
      userId: input.userId,
      action: 'api_key.revoked',
      resourceType: 'api_key',
      resourceId: row.id,
      oldValues: { name: row.name, prefix: row.prefix },
      ...input.audit,
    });
  });
}

/**
 * The account behind a Bearer key, or null: unknown, revoked, expired, or its owner suspended. The last use is
 * written at most once a minute, so a busy key does not write on every request.
 */
export async function authenticateApiKey(db: Database, key: string) {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, hashApiKey(key)))
    .limit(1);
  if (!row || row.key.revokedAt || (row.key.expiresAt && row.key.expiresAt.getTime() <= Date.now()) || row.user.banned) return null;
  if (!row.key.lastUsedAt || Date.now() - row.key.lastUsedAt.getTime() > 60_000) {
    await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, row.key.id));
  }
  return { keyId: row.key.id, user: row.user };
}
