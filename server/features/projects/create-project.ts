import { count, eq, sql } from 'drizzle-orm';
import type { RoleSet } from '../../../common/auth.js';
import type { createProjectSchema } from '../../../common/projects.js';
import type { Database } from '../../db/client.js';
import { projectMessages, projects, projectVersions, users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';
import { checkAiQuota } from '../../lib/check-ai-quota.js';
import { assertAcceptableFiles, storeFiles } from './project-files.js';
import { toProjectDto } from './project-dto.js';
import type { z } from 'zod';

type CreateProject = z.output<typeof createProjectSchema>;

export function hasUnlimitedProjects(roles: RoleSet): boolean {
  return roles.isAdmin || roles.isPremium || roles.isDeveloper;
}

/** A project with an idea is opened by a first generation: it is only worth creating if that generation can run. */
function asksForGeneration(data: CreateProject): boolean {
  return data.status === 'generating' || Boolean(data.prompt) || Boolean(data.firstMessage);
}

/**
 * Creates a project with its version 1 (and the idea as first chat message). The free-plan limit is
 * checked under a lock on the user's row, so two simultaneous creations cannot both pass it.
 */
export async function createProject(
  db: Database,
  input: {
    userId: string;
    roles: RoleSet;
    freePlanMaxProjects: number;
    freeDailyAiRequests: number;
    data: CreateProject;
    audit: Pick<AuditEntry, 'ipAddress' | 'userAgent'>;
    /** Where the files came from when not typed here (an imported zip): version 1's summary and the audit row say so. */
    source?: { summary: string; auditNote: Record<string, unknown> };
  },
) {
  const files = input.data.files ?? {};
  assertAcceptableFiles(files);
  // A spent quota refuses the project (429 with the reset time) instead of leaving an empty one in a free slot.
  if (asksForGeneration(input.data)) await checkAiQuota(db, { userId: input.userId, roles: input.roles, limit: input.freeDailyAiRequests });
  return db.transaction(async (database) => {
    if (!hasUnlimitedProjects(input.roles)) {
      await database.execute(sql`select id from ${users} where ${users.id} = ${input.userId} for update`);
      const [owned] = await database.select({ value: count() }).from(projects).where(eq(projects.userId, input.userId));
      if ((owned?.value ?? 0) >= input.freePlanMaxProjects) {
        throw new AppError('PLAN_LIMIT', {
          userMessage: `Vous avez atteint la limite de ${input.freePlanMaxProjects} projets de l'offre Gratuite. Passez à l'offre Pro pour des projets illimités.`,
        });
      }
    }
    const [project] = await database
      .insert(projects)
      .values({
        userId: input.userId,
        title: input.data.title,
        description: input.data.description ?? null,
        prompt: input.data.prompt ?? null,
        projectType: input.data.projectType,
        framework: input.data.framework,
        status: input.data.status,
      })
      .returning();
    const manifest = await storeFiles(database, files);
    await database.insert(projectVersions).values({
      projectId: project!.id,
      number: 1,
      author: 'user',
      summary: input.source?.summary ?? 'Création du projet',
      files: manifest,
    });
    if (input.data.firstMessage) {
      await database.insert(projectMessages).values({ projectId: project!.id, role: 'user', content: input.data.firstMessage });
    }
    await writeAuditLog(database, {
      userId: input.userId,
      action: 'create',
      resourceType: 'project',
      resourceId: project!.id,
      newValues: {
        title: project!.title,
        projectType: project!.projectType,
        framework: project!.framework,
        status: project!.status,
        ...(input.source ? { source: input.source.summary, ...input.source.auditNote } : {}),
      },
      ...input.audit,
    });
    return toProjectDto(project!);
  });
}
