import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { lumiAiResponses } from '../../db/schema.js';

const PENALTY_PER_ERROR = 0.25;

/**
 * The preview reports runtime errors of the files a generation wrote: each lowers that generation's
 * measured quality score (a result that compiles but crashes is not a good result).
 */
export async function lowerQualityScore(db: Database, generationId: string | null, errorCount: number): Promise<void> {
  const id = z.uuid().safeParse(generationId);
  if (!id.success || errorCount <= 0) return;
  const penalty = PENALTY_PER_ERROR * Math.min(errorCount, 4);
  await db
    .update(lumiAiResponses)
    .set({ qualityScore: sql`greatest(0, coalesce(${lumiAiResponses.qualityScore}, 1) - ${penalty})` })
    .where(eq(lumiAiResponses.promptId, id.data));
}
