import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createBuildSchema } from '../../../common/builds.js';
import type { RoleSet } from '../../../common/auth.js';
import type { Database } from '../../db/client.js';
import { builds, projectVersions } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { BUILD_QUEUE, type JobQueue } from '../../jobs/job-queue.js';
import { writeAuditLog } from '../audit/write-audit-log.js';
import { findOwnProject } from '../projects/find-own-project.js';
import { toBuildDto } from './build-dto.js';

type Audit = { ipAddress: string | null; userAgent: string | null };

/**
 * Records a build of one version of the caller's project for one platform, and queues it. The free plan's limit
 * per project is checked under a lock on the project row, so two quick clicks cannot both pass it.
 */
export async function startBuild(
  deps: { db: Database; jobs: JobQueue },
  input: { userId: string; roles: RoleSet; freeBuildsPerProject: number; data: z.output<typeof createBuildSchema>; audit: Audit },
) {
  const { db } = deps;
  const row = await db.transaction(async (tx) => {
    const project = await findOwnProject(tx, input.userId, input.data.projectId, { forUpdate: true });
    const versionNumber = input.data.versionNumber ?? project.versionNumber;
    const [version] = await tx
      .select({ number: projectVersions.number })
      .from(projectVersions)
      .where(and(eq(projectVersions.projectId, project.id), eq(projectVersions.number, versionNumber)));
    if (!version) throw new AppError('NOT_FOUND', { userMessage: `La version ${versionNumber} de ce projet n'existe pas.` });
    if (!(input.roles.isAdmin || input.roles.isPremium || input.roles.isDeveloper)) {
      const [made] = await tx.select({ value: count() }).from(builds).where(eq(builds.projectId, project.id));
      if ((made?.value ?? 0) >= input.freeBuildsPerProject) {
        throw new AppError('PLAN_LIMIT', {
          userMessage: `Vous avez atteint la limite de ${input.freeBuildsPerProject} builds pour ce projet avec l'offre Gratuite. Passez à l'offre Pro pour des builds illimités.`,
        });
      }
    }
    const [created] = await tx
      .insert(builds)
      .values({
        projectId: project.id,
        userId: input.userId,
        buildPlatform: input.data.platform,
        buildStatus: 'pending',
        versionNumber,
        stage: 'En attente',
        log: `${new Date().toISOString()} Build demandé : version ${versionNumber}, plateforme ${input.data.platform}\n`,
      })
      .returning();
    await writeAuditLog(tx, {
      userId: input.userId,
      action: 'build.create',
      resourceType: 'build',
      resourceId: created!.id,
      ipAddress: input.audit.ipAddress,
      userAgent: input.audit.userAgent,
      newValues: { projectId: project.id, versionNumber, platform: input.data.platform },
    });
    return { build: created!, title: project.title };
  });
  // Queued once the row is committed (the queue has its own connection on PostgreSQL): a server that stops in
  // between leaves a « pending » row, which queueOrphanBuilds sends again at the next start.
  // The job's id is the build's: a build never has two jobs at once, and sending it again changes nothing.
  await deps.jobs.send(BUILD_QUEUE, { buildId: row.build.id }, { id: row.build.id });
  return toBuildDto(row.build, row.title);
}

/** Builds left « pending » without a job (the server stopped between the row and the queue) are queued again. */
export async function queueOrphanBuilds(deps: { db: Database; jobs: JobQueue }) {
  const pending = await deps.db.select({ id: builds.id }).from(builds).where(eq(builds.buildStatus, 'pending'));
  // A build whose job exists is left alone: the job's id is the build's, and pg-boss keeps the first.
  for (const { id } of pending) await deps.jobs.send(BUILD_QUEUE, { buildId: id }, { id });
  return pending.length;
}
