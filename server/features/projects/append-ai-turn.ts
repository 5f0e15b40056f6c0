import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { projectMessages, projects, projectVersions } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { appendVersion } from './append-version.js';
import { readRecentMessages } from './generation-lock.js';
import { loadFiles } from './project-files.js';
import { statusAfterGeneration } from './status-after-generation.js';

export interface AiTurn {
  projectId: string;
  /** The version the turn started from, and its files. */
  baseVersion: number | null;
  baseFiles: Record<string, string>;
  /**
   * The turn's files made from the files the project is at now (the base, or newer ones if a save in another tab
   * moved the project on during the turn); null when the turn changed no file.
   */
  makeFiles: ((current: Record<string, string>) => Record<string, string>) | null;
  summary: string;
  /** The request, unless it is already the last message (the studio stores the idea first). */
  request: { role: 'user' | 'system'; content: string };
  /** The reply; `version` is added to its metadata. */
  reply: { content: string; metadata: Record<string, unknown> };
}

/**
 * Writes a generation's turn: the AI version (only if files changed), both chat messages, the status
 * (statusAfterGeneration), and releases the generation lock, all in one transaction. The new version's number, or
 * null when no version was made.
 */
export async function appendAiTurn(db: Database, turn: AiTurn): Promise<number | null> {
  const { projectId } = turn;
  return db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
    if (!project) throw new AppError('NOT_FOUND', { userMessage: "Projet introuvable : le projet demandé n'existe pas." });
    let versionNumber: number | null = null;
    if (turn.makeFiles) {
      let files = turn.baseFiles;
      if (project.versionNumber !== turn.baseVersion) {
        const [latest] = await tx
          .select({ files: projectVersions.files })
          .from(projectVersions)
          .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.number, project.versionNumber)));
        files = await loadFiles(tx, latest?.files ?? {});
      }
      const next = turn.makeFiles(files);
      if (differ(files, next)) {
        const version = await appendVersion(tx, {
          projectId,
          currentNumber: project.versionNumber,
          author: 'ai',
          summary: turn.summary,
          files: next,
        });
        versionNumber = version.number;
      }
    }
    const [lastMessage] = await readRecentMessages(tx, projectId, 1);
    const alreadyStored = lastMessage?.role === 'user' && lastMessage.content === turn.request.content;
    await tx.insert(projectMessages).values([
      ...(alreadyStored ? [] : [{ projectId, role: turn.request.role, content: turn.request.content, createdAt: sql`now()` }]),
      {
        projectId,
        role: 'assistant',
        content: turn.reply.content,
        metadata: { ...turn.reply.metadata, version: versionNumber },
        createdAt: sql`now() + interval '1 millisecond'`,
      },
    ]);
    const status = await statusAfterGeneration(tx, project, versionNumber);
    await tx
      .update(projects)
      .set({ generationStartedAt: null, ...(status ? { status } : {}), ...(versionNumber ? {} : { updatedAt: new Date() }) })
      .where(eq(projects.id, projectId));
    return versionNumber;
  });
}

function differ(before: Record<string, string>, after: Record<string, string>): boolean {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths].some((path) => before[path] !== after[path]);
}
