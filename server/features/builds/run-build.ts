import { and, eq, sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { BuildPlatform } from '../../../common/builds.js';
import type { ProjectFiles } from '../../../common/projects.js';
import { slugify } from '../../../common/slug.js';
import type { Database } from '../../db/client.js';
import { buildArtifacts, builds, projects, projectVersions } from '../../db/schema.js';
import type { Logger } from '../../logger.js';
import { loadFiles } from '../projects/index.js';
import { makeNativeProject } from './make-native-project.js';
import { makeSourceArchive } from './make-source-archive.js';
import { makeWebBuild, WebBuildRefused, type WebBuildPackages } from './make-web-build.js';
import { servePublishedBuild } from './publish-app.js';

/** A build that no new try can fix (its project or version is gone, its code does not build): failed at once. */
class BuildImpossible extends Error {}

/** How often a running build says it is alive; a build silent for HEARTBEAT_LOST_MS is taken up again. */
export const HEARTBEAT_MS = 5_000;
export const HEARTBEAT_LOST_MS = 45_000;

const line = (text: string) => `${new Date().toISOString()} ${text}\n`;

async function advance(db: Database, buildId: string, stage: string, progress: number) {
  await db
    .update(builds)
    .set({ stage, progress, heartbeatAt: new Date(), log: sql`${builds.log} || ${line(`${stage} (${progress} %)`)}` })
    .where(eq(builds.id, buildId));
}

interface Artifact {
  fileName: string;
  contentType: string;
  body: Uint8Array;
  /** What the tool said (Capacitor, Gradle), kept in the build's log. */
  log?: string[];
}

export interface BuildTools {
  /** The Android SDK for an APK (ANDROID_HOME); null: an Android Studio project. */
  androidHome: string | null;
  /** The preview's package cache and registry: a build bundles the same packages the preview ran. */
  packages: WebBuildPackages | null;
}

async function makeArtifact(
  platform: BuildPlatform,
  input: {
    title: string;
    versionNumber: number;
    files: ProjectFiles;
    tools: BuildTools;
    stopping?: AbortSignal;
    progress: (stage: string, progress: number) => Promise<void>;
  },
): Promise<Artifact> {
  const slug = slugify(input.title);
  if (platform === 'source') {
    await input.progress('Assemblage du projet Vite', 50);
    const archive = makeSourceArchive({ title: input.title, versionNumber: input.versionNumber, files: input.files });
    return { fileName: archive.fileName, contentType: 'application/zip', body: archive.body };
  }
  let web;
  try {
    web = await makeWebBuild({ title: input.title, files: input.files, packages: input.tools.packages, onProgress: input.progress });
  } catch (error) {
    if (error instanceof WebBuildRefused) throw new BuildImpossible(error.message);
    throw error;
  }
  if (platform === 'web') {
    await input.progress('Compression', 90);
    return {
      fileName: `${slug}-web.zip`,
      contentType: 'application/zip',
      body: zipSync(Object.fromEntries(web.files), { level: 9 }),
      log: web.warnings,
    };
  }
  const native = await makeNativeProject({
    platform,
    title: input.title,
    slug,
    web: web.files,
    androidHome: input.tools.androidHome,
    onProgress: (stage) => input.progress(stage, 85),
    signal: input.stopping,
  });
  return {
    fileName: native.fileName,
    contentType: native.produced === 'apk' ? 'application/vnd.android.package-archive' : 'application/zip',
    body: native.body,
    log: [...web.warnings, ...native.log],
  };
}

/**
 * Runs one build: the worker's job handler. A build already ended (a job sent twice) is left alone; a build found
 * « building » was cut off (a worker killed, a time-out) and starts again from the beginning. A failure is thrown
 * back to the queue, which tries again; the last try writes « failed » with the reason.
 */
export async function runBuild(
  deps: { db: Database; logger: Logger; tools: BuildTools; stopping?: AbortSignal },
  job: { buildId: string; lastTry: boolean },
): Promise<void> {
  const { db } = deps;
  const [build] = await db.select().from(builds).where(eq(builds.id, job.buildId));
  if (!build || build.buildStatus === 'completed' || build.buildStatus === 'failed') return;
  const started = new Date();
  await db
    .update(builds)
    .set({
      buildStatus: 'building',
      startedAt: started,
      heartbeatAt: started,
      progress: 0,
      stage: 'Démarrage',
      error: null,
      log: sql`${builds.log} || ${line(build.buildStatus === 'building' ? 'Reprise du build interrompu' : 'Build démarré')}`,
    })
    .where(eq(builds.id, build.id));
  // A long step (Gradle) writes no progress: the heartbeat says the worker is still there.
  const heartbeat = setInterval(() => {
    db.update(builds)
      .set({ heartbeatAt: new Date() })
      .where(eq(builds.id, build.id))
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  try {
    if (!build.projectId || build.versionNumber === null) throw new BuildImpossible('Le projet de ce build a été supprimé.');
    const [project] = await db.select({ title: projects.title }).from(projects).where(eq(projects.id, build.projectId));
    const [version] = await db
      .select({ files: projectVersions.files })
      .from(projectVersions)
      .where(and(eq(projectVersions.projectId, build.projectId), eq(projectVersions.number, build.versionNumber)));
    if (!project || !version) throw new BuildImpossible(`La version ${build.versionNumber} du projet est introuvable.`);
    await advance(db, build.id, 'Lecture des fichiers', 10);
    const files = await loadFiles(db, version.files);
    const artifact = await makeArtifact(build.buildPlatform as BuildPlatform, {
      title: project.title,
      versionNumber: build.versionNumber,
      files,
      tools: deps.tools,
      stopping: deps.stopping,
      progress: (stage, progress) => {
        // A server that stops does not wait for a long build: the build stops at its next step and is taken up again.
        deps.stopping?.throwIfAborted();
        return advance(db, build.id, stage, progress);
      },
    });
    if (artifact.log?.length) {
      await db
        .update(builds)
        .set({ log: sql`${builds.log} || ${artifact.log.map((text) => line(text)).join('')}` })
        .where(eq(builds.id, build.id));
    }
    // A finished artifact is kept even when the server is stopping: saving it takes milliseconds.
    await advance(db, build.id, 'Enregistrement du fichier', 95);
    const finished = new Date();
    await db.transaction(async (tx) => {
      await tx
        .insert(buildArtifacts)
        .values({ buildId: build.id, fileName: artifact.fileName, contentType: artifact.contentType, body: artifact.body })
        .onConflictDoUpdate({
          target: buildArtifacts.buildId,
          set: { fileName: artifact.fileName, contentType: artifact.contentType, body: artifact.body, createdAt: finished },
        });
      const served = build.publishSlug
        ? await servePublishedBuild(tx, {
            buildId: build.id,
            projectId: build.projectId!,
            slug: build.publishSlug,
            versionNumber: build.versionNumber!,
          })
        : false;
      await tx
        .update(builds)
        .set({
          buildStatus: 'completed',
          stage: 'Terminé',
          progress: 100,
          fileSize: artifact.body.byteLength,
          // The file's name says what it is (.apk or .zip): the page names it from there.
          buildUrl: artifact.fileName,
          buildDuration: Math.max(0, Math.round((finished.getTime() - started.getTime()) / 1000)),
          finishedAt: finished,
          log: sql`${builds.log} || ${line(`Terminé : ${artifact.fileName}, ${artifact.body.byteLength} octets`)}${served ? sql` || ${line(`Publié à l'adresse /${build.publishSlug}`)}` : sql``}`,
        })
        .where(eq(builds.id, build.id));
    });
  } catch (error) {
    if (deps.stopping?.aborted) {
      await db
        .update(builds)
        .set({
          stage: 'Reprise après interruption',
          log: sql`${builds.log} || ${line(job.lastTry ? 'Serveur arrêté pendant le dernier essai du build' : 'Serveur arrêté pendant le build : il reprendra')}`,
        })
        .where(eq(builds.id, build.id));
      throw new Error('serveur arrêté pendant le build', { cause: error });
    }
    const reason = error instanceof Error ? error.message : String(error);
    const final = job.lastTry || error instanceof BuildImpossible;
    deps.logger.warn(`Build ${build.id} en échec${final ? '' : ' (nouvel essai à venir)'} : ${reason.split('\n')[0]}`);
    await db
      .update(builds)
      .set({
        ...(final ? { buildStatus: 'failed', stage: 'Échec', finishedAt: new Date(), error: reason } : { stage: 'Nouvel essai à venir' }),
        log: sql`${builds.log} || ${line(`Erreur : ${reason}`)}`,
      })
      .where(eq(builds.id, build.id));
    // Thrown back, the queue tries again; a build that cannot be made is done with.
    if (!(error instanceof BuildImpossible)) throw error;
  } finally {
    clearInterval(heartbeat);
  }
}
