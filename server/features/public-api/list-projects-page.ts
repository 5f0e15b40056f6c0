import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { V1Project } from '../../../common/public-api.js';
import { publishedUrl } from '../../../common/publishing.js';
import type { Database } from '../../db/client.js';
import { deployments, projects } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toV1Project } from './v1-project.js';

const BAD_CURSOR = 'Curseur invalide : reprenez la valeur « nextCursor » de la page précédente.';

// Milliseconds, as the cursor carries them: PostgreSQL keeps microseconds, which JSON dates lose.
const updatedMs = sql`date_trunc('milliseconds', ${projects.updatedAt})`;

const cursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

function readCursor(cursor: string): { updatedAt: Date; id: string } {
  // Only what writeCursor writes: an ISO instant of years 0000–9999 (PostgreSQL takes them all) and a uuid.
  const parsed = cursorSchema.safeParse(Buffer.from(cursor, 'base64url').toString('utf8').split('|'));
  if (!parsed.success) throw new AppError('VALIDATION', { userMessage: BAD_CURSOR });
  return { updatedAt: new Date(parsed.data[0]), id: parsed.data[1] };
}

const writeCursor = (project: { updatedAt: Date; id: string }) =>
  Buffer.from(`${project.updatedAt.toISOString()}|${project.id}`, 'utf8').toString('base64url');

/** The key owner's projects, last modified first, a page at a time; `updatedSince` for a sync. */
export async function listProjectsPage(
  db: Database,
  input: {
    userId: string;
    limit: number;
    cursor?: string;
    updatedSince?: string;
    publishing: { contentUrl: string; publishUrlTemplate: string | null };
  },
): Promise<{ projects: V1Project[]; nextCursor: string | null }> {
  const after = input.cursor ? readCursor(input.cursor) : null;
  const rows = await db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.userId, input.userId),
        input.updatedSince ? gte(projects.updatedAt, new Date(input.updatedSince)) : undefined,
        after ? sql`(${updatedMs}, ${projects.id}) < (${after.updatedAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(updatedMs), desc(projects.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const online = page.length
    ? await db
        .select({ projectId: deployments.projectId, slug: deployments.slug })
        .from(deployments)
        .where(and(eq(deployments.userId, input.userId), sql`${deployments.buildId} is not null`, eq(deployments.isPrivate, false)))
    : [];
  const slugs = new Map(online.map((row) => [row.projectId, row.slug]));
  return {
    projects: page.map((row) => toV1Project(row, slugs.has(row.id) ? publishedUrl(input.publishing, slugs.get(row.id)!) : null)),
    nextCursor: rows.length > input.limit ? writeCursor(page.at(-1)!) : null,
  };
}
