import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { ADMIN_PROJECTS_LIMIT, type AdminProjectRow } from '../../../common/admin.js';
import type { Database } from '../../db/client.js';
import { deployments, projects, users } from '../../db/schema.js';
import { containsPattern } from '../../db/contains-pattern.js';
import { AppError } from '../../http/app-error.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';

const columns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  framework: projects.framework,
  createdAt: projects.createdAt,
  ownerId: users.id,
  ownerName: sql<string | null>`coalesce(${users.fullName}, nullif(${users.name}, ''))`,
  ownerEmail: users.email,
  deploymentId: deployments.id,
  isPublished: sql<boolean>`(${deployments.buildId} is not null)`,
  isPrivate: deployments.isPrivate,
  lastBuildId: sql<
    string | null
  >`(select b.id from builds b where b.project_id = "projects"."id" and b.build_status = 'completed' and exists (select 1 from build_artifacts a where a.build_id = b.id) order by b.created_at desc limit 1)`,
};

function baseQuery(db: Database) {
  return db
    .select(columns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoin(deployments, eq(deployments.projectId, projects.id));
}
type Row = Awaited<ReturnType<typeof baseQuery>>[number];

function toDto(row: Row): AdminProjectRow {
  const isPublished = row.isPublished === true;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    framework: row.framework,
    isPublished,
    isPublic: isPublished && row.isPrivate === false,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    downloadUrl: row.lastBuildId ? `/api/builds/${row.lastBuildId}/artifact` : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every user's projects, newest first; the search reads the title, the description and the owner's name or email. */
export async function listAdminProjects(db: Database, input: { q?: string }): Promise<{ projects: AdminProjectRow[]; total: number }> {
  const search = input.q ? containsPattern(input.q) : undefined;
  const where = search
    ? or(
        ilike(projects.title, search),
        ilike(projects.description, search),
        ilike(users.fullName, search),
        ilike(users.name, search),
        ilike(users.email, search),
      )
    : undefined;
  const [rows, total] = await Promise.all([
    baseQuery(db).where(where).orderBy(desc(projects.createdAt), projects.id).limit(ADMIN_PROJECTS_LIMIT),
    db
      .select({ value: sql<number>`count(*)` })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.userId))
      .where(where),
  ]);
  return { projects: rows.map(toDto), total: Number(total[0]?.value ?? 0) };
}

/**
 * « Public » is a published app anyone can open; « rendre privé » makes it answer 404 until made public again
 * (deployments.is_private, read by published-site.ts). A project never published has nothing to hide or show.
 */
export async function setProjectVisibility(
  db: Database,
  input: { adminId: string; projectId: string; isPublic: boolean; audit: Pick<AuditEntry, 'ipAddress' | 'userAgent'> },
): Promise<AdminProjectRow> {
  return db.transaction(async (tx) => {
    const [before] = await baseQuery(tx).where(eq(projects.id, input.projectId));
    if (!before) throw new AppError('NOT_FOUND', { userMessage: 'Projet introuvable.' });
    if (!before.deploymentId || !before.isPublished) {
      throw new AppError('CONFLICT', { userMessage: "Ce projet n'est pas publié : il n'a pas de version publique à montrer ou à cacher." });
    }
    await tx.update(deployments).set({ isPrivate: !input.isPublic, updatedAt: new Date() }).where(eq(deployments.id, before.deploymentId));
    // The project remembers it: unpublishing and publishing again must not lift what an administrator decided.
    await tx.update(projects).set({ isPublic: input.isPublic, hiddenByAdmin: !input.isPublic }).where(eq(projects.id, input.projectId));
    const oldDto = toDto(before);
    await writeAuditLog(tx, {
      userId: input.adminId,
      action: 'project.visibility.update',
      resourceType: 'project',
      resourceId: input.projectId,
      oldValues: { isPublic: oldDto.isPublic },
      newValues: { isPublic: input.isPublic },
      ...input.audit,
    });
    const [after] = await baseQuery(tx).where(eq(projects.id, input.projectId));
    return toDto(after!);
  });
}

/** Deletes any user's project (versions, chat and published copy cascade), with the owner in the audit row. */
/** Answers the owner, whose preview data for the project the caller removes. */
export async function deleteAnyProject(
  db: Database,
  input: { adminId: string; projectId: string; audit: Pick<AuditEntry, 'ipAddress' | 'userAgent'> },
): Promise<{ ownerId: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: projects.id, title: projects.title, userId: projects.userId, versionNumber: projects.versionNumber })
      .from(projects)
      .where(eq(projects.id, input.projectId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', { userMessage: 'Projet introuvable.' });
    await tx.delete(projects).where(eq(projects.id, row.id));
    await writeAuditLog(tx, {
      userId: input.adminId,
      action: 'project.delete',
      resourceType: 'project',
      resourceId: row.id,
      oldValues: { title: row.title, ownerId: row.userId, versionNumber: row.versionNumber },
      ...input.audit,
    });
    return { ownerId: row.userId };
  });
}
