import { and, eq, or, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { Database } from '../../db/client.js';
import { appVisits, buildArtifacts, deployments, users } from '../../db/schema.js';
import { LRUCache } from 'lru-cache';

/** Unzipped builds kept in memory by build id: a build never changes, so there is nothing to invalidate. */
const CACHE_LIMIT = 24;
const cache = new LRUCache<string, Promise<Map<string, Uint8Array> | null>>({ max: CACHE_LIMIT });

async function siteFiles(db: Database, buildId: string): Promise<Map<string, Uint8Array> | null> {
  const known = cache.get(buildId);
  if (known) return known;
  const loading = (async () => {
    const [artifact] = await db.select({ body: buildArtifacts.body }).from(buildArtifacts).where(eq(buildArtifacts.buildId, buildId));
    return artifact ? new Map(Object.entries(unzipSync(new Uint8Array(artifact.body)))) : null;
  })();
  cache.set(buildId, loading);
  loading.catch(() => cache.delete(buildId));
  return loading;
}

export interface PublishedFile {
  body: Uint8Array;
  /** The path inside the site that answered (`index.html` for the app's own routes). */
  path: string;
  deploymentId: string;
}

/**
 * The file a visitor asked for under a published app, or null (unknown, unpublished, made private by an admin,
 * or its owner suspended: all the same 404). The served build is read at each request, so a republish or an
 * unpublish shows at once; a hashed file of the build served before is still found, so a visitor who loaded the
 * old page keeps a whole old version.
 */
export async function findPublishedFile(db: Database, slug: string, path: string): Promise<PublishedFile | null> {
  const [deployment] = await db
    .select({ id: deployments.id, buildId: deployments.buildId, previousBuildId: deployments.previousBuildId })
    .from(deployments)
    .innerJoin(users, eq(users.id, deployments.userId))
    .where(and(eq(deployments.slug, slug), eq(deployments.isPrivate, false), or(eq(users.banned, false), sql`${users.banned} is null`)));
  if (!deployment?.buildId) return null;
  const wanted = path === '' ? 'index.html' : path;
  const current = await siteFiles(db, deployment.buildId);
  if (!current) return null;
  const hit = current.get(wanted);
  if (hit) return { body: hit, path: wanted, deploymentId: deployment.id };
  if (deployment.previousBuildId && wanted.startsWith('assets/')) {
    const previous = await siteFiles(db, deployment.previousBuildId);
    const old = previous?.get(wanted);
    if (old) return { body: old, path: wanted, deploymentId: deployment.id };
  }
  // The app's own routes (/a/recettes/favoris): the page, and the app's router takes it from there.
  const lastSegment = wanted.split('/').pop() ?? '';
  if (!lastSegment.includes('.')) {
    const page = current.get('index.html');
    if (page) return { body: page, path: 'index.html', deploymentId: deployment.id };
  }
  return null;
}

/** One more visit today: a count per app and per day, nothing about the visitor. */
export async function countVisit(db: Database, deploymentId: string, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await db
    .insert(appVisits)
    .values({ deploymentId, day, visits: 1 })
    .onConflictDoUpdate({ target: [appVisits.deploymentId, appVisits.day], set: { visits: sql`${appVisits.visits} + 1` } });
}
