import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { buildArtifacts, builds, projects, projectVersions } from '../../db/schema.js';
import type { Logger } from '../../logger.js';
import { loadFiles } from '../projects/project-files.js';
import { makeSourceArchive } from './make-source-archive.js';

/** A build that no new try can fix (its project or version is gone): failed at once, not retried. */
class BuildImpossible extends Error {}

const line = (text: string) => `${new Date().toISOString()} ${text}\n`;

async function advance(db: Database, buildId: string, stage: string, progress: number) {
  await db
    .update(builds)
    .set({ stage, progress, log: sql`${builds.log} || ${line(`${stage} (${progress} %)`)}` })
    .where(eq(builds.id, buildId));
}

/**
 * Runs one build: the worker's job handler. A build already ended (a job sent twice) is left alone; a build found
 * « building » was cut off (a worker killed, a time-out) and starts again from the beginning. A failure is thrown
 * back to the queue, which tries again; the last try writes « failed » with the reason.
 */
export async function runBuild(deps: { db: Database; logger: Logger }, job: { buildId: string; lastTry: boolean }): Promise<void> {
  const { db } = deps;
  const [build] = await db.select().from(builds).where(eq(builds.id, job.buildId));
  if (!build || build.buildStatus === 'completed' || build.buildStatus === 'failed') return;
  const started = new Date();
  await db
    .update(builds)
    .set({
      buildStatus: 'building',
      startedAt: started,
      progress: 0,
      stage: 'Démarrage',
      error: null,
      log: sql`${builds.log} || ${line(build.buildStatus === 'building' ? 'Reprise du build interrompu' : 'Build démarré')}`,
    })
    .where(eq(builds.id, build.id));
  try {
    if (!build.projectId || build.versionNumber === null) throw new BuildImpossible('Le projet de ce build a été supprimé.');
    const [project] = await db.select({ title: projects.title }).from(projects).where(eq(projects.id, build.projectId));
    const [version] = await db
      .select({ files: projectVersions.files })
      .from(projectVersions)
      .where(and(eq(projectVersions.projectId, build.projectId), eq(projectVersions.number, build.versionNumber)));
    if (!project || !version) throw new BuildImpossible(`La version ${build.versionNumber} du projet est introuvable.`);
    await advance(db, build.id, 'Lecture des fichiers', 20);
    const files = await loadFiles(db, version.files);
    await advance(db, build.id, 'Assemblage du projet Vite', 50);
    const archive = makeSourceArchive({ title: project.title, versionNumber: build.versionNumber, files });
    await advance(db, build.id, 'Enregistrement de l’archive', 80);
    const finished = new Date();
    await db.transaction(async (tx) => {
      await tx
        .insert(buildArtifacts)
        .values({ buildId: build.id, fileName: archive.fileName, contentType: 'application/zip', body: archive.body })
        .onConflictDoUpdate({ target: buildArtifacts.buildId, set: { fileName: archive.fileName, body: archive.body, createdAt: finished } });
      await tx
        .update(builds)
        .set({
          buildStatus: 'completed',
          stage: 'Terminé',
          progress: 100,
          fileSize: archive.body.byteLength,
          buildDuration: Math.max(0, Math.round((finished.getTime() - started.getTime()) / 1000)),
          finishedAt: finished,
          log: sql`${builds.log} || ${line(`Terminé : ${archive.fileName}, ${archive.body.byteLength} octets`)}`,
        })
        .where(eq(builds.id, build.id));
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const final = job.lastTry || error instanceof BuildImpossible;
    deps.logger.warn(`Build ${build.id} en échec${final ? '' : ' (nouvel essai à venir)'} : ${reason}`);
    await db
      .update(builds)
      .set({
        ...(final ? { buildStatus: 'failed', stage: 'Échec', finishedAt: new Date(), error: reason } : { stage: 'Nouvel essai à venir' }),
        log: sql`${builds.log} || ${line(`Erreur : ${reason}`)}`,
      })
      .where(eq(builds.id, build.id));
    // Thrown back, the queue tries again; a build that cannot be made is done with.
    if (!(error instanceof BuildImpossible)) throw error;
  }
}
