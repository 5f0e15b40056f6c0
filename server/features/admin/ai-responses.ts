import { desc, eq } from 'drizzle-orm';
import { AI_RESPONSE_LIMIT, type AdminAiResponse } from '../../../common/admin.js';
import type { Database } from '../../db/client.js';
import { lumiAiResponses, lumiPrompts, users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';

/**
 * The spec's provider filters are names users type (gemini, gpt-4, claude); rows store the SDK's provider
 * (google, openai, anthropic) and the model id. A filter matches either, so « claude » finds Anthropic's rows.
 */
const PROVIDER_ALIASES: Record<string, { providers: string[]; modelPrefix?: string }> = {
  gemini: { providers: ['gemini'], modelPrefix: 'gemini' },
  'gpt-4': { providers: [], modelPrefix: 'gpt-4' },
  claude: { providers: ['anthropic'], modelPrefix: 'claude' },
};

const columns = {
  id: lumiAiResponses.id,
  aiProvider: lumiAiResponses.aiProvider,
  model: lumiAiResponses.model,
  responseText: lumiAiResponses.responseText,
  qualityScore: lumiAiResponses.qualityScore,
  responseTimeMs: lumiAiResponses.responseTimeMs,
  tokensUsed: lumiAiResponses.tokensUsed,
  isVerified: lumiAiResponses.isVerified,
  verifiedBy: lumiAiResponses.verifiedBy,
  createdAt: lumiAiResponses.createdAt,
  promptText: lumiPrompts.promptText,
  userId: lumiPrompts.userId,
  userEmail: users.email,
};

type Row = { createdAt: Date } & Omit<AdminAiResponse, 'createdAt'>;
const toDto = (row: Row): AdminAiResponse => ({ ...row, createdAt: row.createdAt.toISOString() });

function matches(row: Pick<AdminAiResponse, 'aiProvider' | 'model'>, provider: string): boolean {
  const wanted = provider.toLowerCase();
  const alias = PROVIDER_ALIASES[wanted];
  const rowProvider = row.aiProvider.toLowerCase();
  if (!alias) return rowProvider === wanted;
  return (
    alias.providers.includes(rowProvider) || (alias.modelPrefix !== undefined && row.model.toLowerCase().startsWith(alias.modelPrefix))
  );
}

/** Newest first, at most 100, optionally of one provider (the filter reads the 100 newest of that provider). */
export async function listAiResponses(db: Database, filter: { provider?: string }): Promise<AdminAiResponse[]> {
  const query = db
    .select(columns)
    .from(lumiAiResponses)
    .innerJoin(lumiPrompts, eq(lumiPrompts.id, lumiAiResponses.promptId))
    .leftJoin(users, eq(users.id, lumiPrompts.userId))
    .orderBy(desc(lumiAiResponses.createdAt), desc(lumiAiResponses.id));
  if (!filter.provider) return (await query.limit(AI_RESPONSE_LIMIT)).map(toDto);
  const provider = filter.provider;
  // Alias matching is on two columns and a prefix: read in pages until 100 match, bounded to 20 pages.
  const found: AdminAiResponse[] = [];
  for (let page = 0; page < 20 && found.length < AI_RESPONSE_LIMIT; page += 1) {
    const rows = await query.limit(500).offset(page * 500);
    for (const row of rows) if (matches(row, provider) && found.length < AI_RESPONSE_LIMIT) found.push(toDto(row));
    if (rows.length < 500) break;
  }
  return found;
}

/** Verify sets verified_by to the admin; unverify clears it (spec §4). */
export async function setAiResponseVerified(
  db: Database,
  input: { adminId: string; responseId: string; verified: boolean; audit: Pick<AuditEntry, 'ipAddress' | 'userAgent'> },
): Promise<AdminAiResponse> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isVerified: lumiAiResponses.isVerified, verifiedBy: lumiAiResponses.verifiedBy })
      .from(lumiAiResponses)
      .where(eq(lumiAiResponses.id, input.responseId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', { userMessage: 'Réponse IA introuvable.' });
    const after = { isVerified: input.verified, verifiedBy: input.verified ? input.adminId : null };
    await tx.update(lumiAiResponses).set(after).where(eq(lumiAiResponses.id, input.responseId));
    await writeAuditLog(tx, {
      userId: input.adminId,
      action: input.verified ? 'ai_response.verify' : 'ai_response.unverify',
      resourceType: 'ai_response',
      resourceId: input.responseId,
      oldValues: before,
      newValues: after,
      ...input.audit,
    });
    const [row] = await tx
      .select(columns)
      .from(lumiAiResponses)
      .innerJoin(lumiPrompts, eq(lumiPrompts.id, lumiAiResponses.promptId))
      .leftJoin(users, eq(users.id, lumiPrompts.userId))
      .where(eq(lumiAiResponses.id, input.responseId));
    return toDto(row!);
  });
}
