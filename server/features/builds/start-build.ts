import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { BuildPlatform, createBuildSchema } from '../../../common/builds.js';
import type { RoleSet } from '../../../common/auth.js';
import type { Database } from '../../db/client.js';
import { builds, projectVersions } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { BUILD_QUEUE, type JobQueue } from '../../jobs/job-queue.js';
import { writeAuditLog } from '../audit/index.js';
import { findOwnProject } from '../projects/index.js';
import { toBuildDto } from './build-dto.js';

export type Audit = { ipAddress: string | null; userAgent: string | null };

/**
 * Records a build of one version of the caller's project for one platform, and queues it. The free plan's limit
 * per project is checked under a lock on the project row, so two quick clicks cannot both pass it.
 */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Inserts a build row for one version of a project the caller owns, already locked by the caller's transaction,
 * after the free plan's limit per project: two quick clicks cannot both pass it.
 */
export async function insertBuild(
  tx: Transaction,
  input: {
    userId: string;
    roles: RoleSet;
    freeBuildsPerProject: number;
    project: { id: string; versionNumber: number };
    versionNumber?: number;
    platform: BuildPlatform;
    publishSlug?: string;
    audit: Audit;
  },
) {
  const versionNumber = input.versionNumber ?? input.project.versionNumber;
  const [version] = await tx
    .select({ number: projectVersions.number })
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, input.project.id), eq(projectVersions.number, versionNumber)));
  if (!version) throw new AppError('NOT_FOUND', { userMessage: `La version ${versionNumber} de ce projet n'existe pas.` });
  if (!(input.roles.isAdmin || input.roles.isPremium || input.roles.isDeveloper)) {
    const [made] = await tx.select({ value: count() }).from(builds).where(eq(builds.projectId, input.project.id));
    if ((made?.value ?? 0) >= input.freeBuildsPerProject) {
      throw new AppError('PLAN_LIMIT', {
        userMessage: `Vous avez atteint la limite de ${input.freeBuildsPerProject} builds pour ce projet avec l'offre Gratuite (chaque publication est un build web). Passez à l'offre Pro pour des builds illimités.`,
      });
    }
  }
  const [created] = await tx
    .insert(builds)
    .values({
      projectId: input.project.id,
      userId: input.userId,
      buildPlatform: input.platform,
      buildStatus: 'pending',
      versionNumber,
      stage: 'En attente',
      publishSlug: input.publishSlug ?? null,
      log: `${new Date().toISOString()} ${input.publishSlug ? 'Publication demandée' : 'Build demandé'} : version ${versionNumber}, plateforme ${input.platform}\n`,
    })
    .returning();
  await writeAuditLog(tx, {
    userId: input.userId,
    action: 'build.create',
    resourceType: 'build',
    resourceId: created!.id,
    ipAddress: input.audit.ipAddress,
    userAgent: input.audit.userAgent,
    newValues: {
      projectId: input.project.id,
      versionNumber,
      platform: input.platform,
      ...(input.publishSlug ? { publishSlug: input.publishSlug } : {}),
    },
  });
  return created!;
}

/** Queued once the row is committed; the job's id is the build's, so sending it again changes nothing. */
export async function queueBuild(jobs: JobQueue, buildId: string) {
  // The queue has its own connection on PostgreSQL: a server that stops between the commit and this call leaves a
  // « pending » row, which queueOrphanBuilds sends again at the next start.
  await jobs.send(BUILD_QUEUE, { buildId }, { id: buildId });
}

/** Records a build of one version of the caller's project for one platform, and queues it. */
export async function startBuild(
  deps: { db: Database; jobs: JobQueue },
  input: { userId: string; roles: RoleSet; freeBuildsPerProject: number; data: z.output<typeof createBuildSchema>; audit: Audit },
) {
  const row = await deps.db.transaction(async (tx) => {
    const project = await findOwnProject(tx, input.userId, input.data.projectId, { forUpdate: true });
    const build = await insertBuild(tx, { ...input, project, versionNumber: input.data.versionNumber, platform: input.data.platform });
    return { build, title: project.title };
  });
  await queueBuild(deps.jobs, row.build.id);
  return toBuildDto(row.build, row.title);
}

/** Builds left « pending » without a job (the server stopped between the row and the queue) are queued again. */
export async function queueOrphanBuilds(deps: { db: Database; jobs: JobQueue }) {
  const pending = await deps.db.select({ id: builds.id }).from(builds).where(eq(builds.buildStatus, 'pending'));
  // A build whose job exists is left alone: the job's id is the build's, and pg-boss keeps the first.
  for (const { id } of pending) await deps.jobs.send(BUILD_QUEUE, { buildId: id }, { id });
  return pending.length;
}
