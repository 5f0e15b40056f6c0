import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RoleSet } from '../../../common/auth.js';
import { publishedUrl, type Publication, type publishSchema } from '../../../common/publishing.js';
import type { Database } from '../../db/client.js';
import { builds, deployments, projectVersions } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { writeAuditLog } from '../audit/index.js';
import { countVisits, findOwnProject, loadFiles } from '../projects/index.js';
import { scanForSecrets } from './scan-for-secrets.js';
import { insertBuild, queueBuild, type Audit } from './start-build.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * « Publier »: checks the version for secrets and `http:` resources (a finding blocks it, with its file and line),
 * takes the address (unique; the app's previous address stops at once, its version keeps being served at the new
 * one until the new build is ready), and starts the web build that will be served there.
 */
export async function publishProject(
  deps: { db: Database; jobs: JobQueue },
  input: {
    userId: string;
    roles: RoleSet;
    freeBuildsPerProject: number;
    projectId: string;
    data: z.output<typeof publishSchema>;
    audit: Audit;
  },
) {
  const { db } = deps;
  const project = await findOwnProject(db, input.userId, input.projectId);
  const versionNumber = input.data.versionNumber ?? project.versionNumber;
  const [version] = await db
    .select({ files: projectVersions.files })
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, project.id), eq(projectVersions.number, versionNumber)));
  if (!version) throw new AppError('NOT_FOUND', { userMessage: `La version ${versionNumber} de ce projet n'existe pas.` });
  const findings = await scanForSecrets(await loadFiles(db, version.files));
  if (findings.length > 0) {
    throw new AppError('PUBLISH_BLOCKED', {
      userMessage: `Publication bloquée : ${findings.length === 1 ? 'un problème trouvé' : `${findings.length} problèmes trouvés`} dans le code. Une application publiée est lisible par tous.`,
      details: findings.map((finding) => ({ path: `${finding.file}:${finding.line}`, message: finding.message })),
    });
  }
  try {
    const build = await db.transaction(async (tx) => {
      const locked = await findOwnProject(tx, input.userId, input.projectId, { forUpdate: true });
      const [existing] = await tx.select().from(deployments).where(eq(deployments.projectId, locked.id));
      if (existing && existing.slug !== input.data.slug) {
        await tx.update(deployments).set({ slug: input.data.slug, updatedAt: new Date() }).where(eq(deployments.id, existing.id));
      } else if (!existing) {
        await tx
          .insert(deployments)
          .values({ projectId: locked.id, userId: input.userId, slug: input.data.slug, versionNumber, isPrivate: locked.hiddenByAdmin });
      }
      const created = await insertBuild(tx, { ...input, project: locked, versionNumber, platform: 'web', publishSlug: input.data.slug });
      await writeAuditLog(tx, {
        userId: input.userId,
        action: existing ? 'app.republish' : 'app.publish',
        resourceType: 'project',
        resourceId: locked.id,
        ipAddress: input.audit.ipAddress,
        userAgent: input.audit.userAgent,
        oldValues: existing ? { slug: existing.slug, versionNumber: existing.versionNumber } : null,
        newValues: { slug: input.data.slug, versionNumber, buildId: created.id },
      });
      return created;
    });
    await queueBuild(deps.jobs, build.id);
    return build;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', { userMessage: `L'adresse « ${input.data.slug} » est déjà prise : choisissez-en une autre.` });
    throw error;
  }
}

/** « Dépublier »: the address answers 404 at once; the builds stay in /builds. */
export async function unpublishProject(db: Database, input: { userId: string; projectId: string; audit: Audit }) {
  await db.transaction(async (tx) => {
    const project = await findOwnProject(tx, input.userId, input.projectId, { forUpdate: true });
    const [removed] = await tx.delete(deployments).where(eq(deployments.projectId, project.id)).returning();
    if (!removed) throw new AppError('NOT_FOUND', { userMessage: "Ce projet n'est pas publié." });
    await writeAuditLog(tx, {
      userId: input.userId,
      action: 'app.unpublish',
      resourceType: 'project',
      resourceId: project.id,
      ipAddress: input.audit.ipAddress,
      userAgent: input.audit.userAgent,
      oldValues: { slug: removed.slug, versionNumber: removed.versionNumber },
    });
  });
}

/**
 * Called by the worker in the transaction that completes a web build started by « Publier »: the address serves
 * it in one UPDATE, so a visitor gets either the old version or the new one. A build older than the one served
 * (two publishes in a row finishing out of order) or for an address the app no longer has changes nothing.
 */
export async function servePublishedBuild(
  tx: Transaction,
  input: { buildId: string; projectId: string; slug: string; versionNumber: number },
): Promise<boolean> {
  const updated = await tx
    .update(deployments)
    .set({
      previousBuildId: sql`${deployments.buildId}`,
      buildId: input.buildId,
      versionNumber: input.versionNumber,
      publishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(deployments.projectId, input.projectId),
        eq(deployments.slug, input.slug),
        sql`(${deployments.buildId} is null or (select created_at from builds where id = ${deployments.buildId}) < (select created_at from builds where id = ${input.buildId}))`,
      ),
    )
    .returning({ id: deployments.id });
  return updated.length > 0;
}

/**
 * The project's publication as the studio and the project list show it; null when it is not published. Its reads
 * share one snapshot: read one after the other, a build finishing between them (its build and the address change in
 * one transaction) was seen as « finished » beside the old version, and the studio stopped waiting with the wrong
 * version shown (seen on PGlite once its queries took turns, decision 038; possible on PostgreSQL too).
 */
export function readPublication(
  db: Database,
  config: { contentUrl: string; publishUrlTemplate: string | null },
  input: { userId: string; projectId: string },
): Promise<Publication | null> {
  return db.transaction((tx) => readPublicationIn(tx, config, input), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function readPublicationIn(
  db: Transaction,
  config: { contentUrl: string; publishUrlTemplate: string | null },
  input: { userId: string; projectId: string },
): Promise<Publication | null> {
  const project = await findOwnProject(db, input.userId, input.projectId);
  const [deployment] = await db.select().from(deployments).where(eq(deployments.projectId, project.id));
  if (!deployment) return null;
  const [latest] = await db
    .select({ id: builds.id, status: builds.buildStatus, error: builds.error, createdAt: builds.createdAt })
    .from(builds)
    .where(and(eq(builds.projectId, project.id), sql`${builds.publishSlug} is not null`))
    .orderBy(desc(builds.createdAt))
    .limit(1);
  const visits = await countVisits(db, [deployment.id]);
  const running = latest && (latest.status === 'pending' || latest.status === 'building');
  const failedLast = latest?.status === 'failed' && latest.id !== deployment.buildId;
  return {
    slug: deployment.slug,
    url: publishedUrl(config, deployment.slug),
    state: deployment.buildId ? 'published' : failedLast ? 'failed' : 'publishing',
    versionNumber: deployment.buildId ? deployment.versionNumber : null,
    publishedAt: deployment.publishedAt?.toISOString() ?? null,
    pendingBuildId: running ? latest.id : null,
    lastError: failedLast ? latest.error : null,
    visits30d: visits.get(deployment.id) ?? 0,
  };
}
