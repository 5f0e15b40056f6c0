import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { buildArtifacts, builds, projects } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toBuildDto } from './build-dto.js';

const buildNotFound = () => new AppError('NOT_FOUND', { userMessage: 'Build introuvable.' });

/** The caller's builds, newest first, with their project's title (« Projet inconnu » is the page's word for none). */
export async function listBuilds(db: Database, userId: string) {
  const rows = await db
    .select({ build: builds, title: projects.title })
    .from(builds)
    .leftJoin(projects, eq(projects.id, builds.projectId))
    .where(eq(builds.userId, userId))
    .orderBy(desc(builds.createdAt))
    .limit(200);
  return rows.map((row) => toBuildDto(row.build, row.title));
}

/** One build of the caller's (an admin reaches every build); another user's is a 404, like a missing one. */
export async function readBuild(db: Database, input: { userId: string; isAdmin: boolean; buildId: string }) {
  const [row] = await db
    .select({ build: builds, title: projects.title })
    .from(builds)
    .leftJoin(projects, eq(projects.id, builds.projectId))
    .where(input.isAdmin ? eq(builds.id, input.buildId) : and(eq(builds.id, input.buildId), eq(builds.userId, input.userId)));
  if (!row) throw buildNotFound();
  return toBuildDto(row.build, row.title);
}

/** The file a completed build made. */
export async function readBuildArtifact(db: Database, input: { userId: string; isAdmin: boolean; buildId: string }) {
  await readBuild(db, input);
  const [artifact] = await db.select().from(buildArtifacts).where(eq(buildArtifacts.buildId, input.buildId));
  if (!artifact) throw new AppError('NOT_FOUND', { userMessage: "Ce build n'a pas encore de fichier à télécharger." });
  return artifact;
}
