import { asc, eq } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Profile } from '../../../common/profile.js';
import { slugify } from '../../../common/slug.js';
import type { Database } from '../../db/client.js';
import { projectMessages, projects } from '../../db/schema.js';
import { type AuditEntry, writeAuditLog } from '../audit/index.js';
import { listConversations } from '../conversations/index.js';
import { listVersions, readVersion, toProjectDto } from '../projects/index.js';

type Audit = Pick<AuditEntry, 'ipAddress' | 'userAgent'>;

export interface AccountExport {
  fileName: string;
  body: Uint8Array<ArrayBuffer>;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Everything the account holds, as the right of access asks: `profile.json`, `conversations.json`, and per project
 * `projects/{slug}/` with `project.json`, `versions.json` (the versions list), `messages.json` (the studio chat) and
 * `files/` (the current version's files as they are).
 */
export async function exportAccount(db: Database, input: { profile: Profile; audit: Audit; now?: Date }): Promise<AccountExport> {
  const userId = input.profile.id;
  const now = input.now ?? new Date();
  const [conversations, ownProjects] = await Promise.all([
    listConversations(db, userId),
    db.select().from(projects).where(eq(projects.userId, userId)).orderBy(asc(projects.createdAt)),
  ]);
  const zip: Zippable = {
    'profile.json': json({ ...input.profile, exportedAt: now.toISOString() }),
    'conversations.json': json(conversations),
  };
  const folders = new Set<string>();
  for (const project of ownProjects) {
    let folder = slugify(project.title);
    if (folders.has(folder)) folder = `${folder}-${project.id.slice(0, 8)}`;
    folders.add(folder);
    const [versions, current, messages] = await Promise.all([
      listVersions(db, userId, project.id),
      readVersion(db, userId, project.id, project.versionNumber),
      db.select().from(projectMessages).where(eq(projectMessages.projectId, project.id)).orderBy(asc(projectMessages.createdAt)),
    ]);
    const files: Zippable = {};
    for (const [file, content] of Object.entries(current.files)) files[file] = strToU8(content);
    zip[`projects/${folder}`] = {
      'project.json': json(toProjectDto(project)),
      'versions.json': json(versions),
      'messages.json': json(
        messages.map(({ role, content, metadata, createdAt }) => ({ role, content, metadata, createdAt: createdAt.toISOString() })),
      ),
      files,
    };
  }
  const body = zipSync(zip, { level: 6, mtime: now });
  await writeAuditLog(db, {
    userId,
    action: 'account.export',
    resourceType: 'user',
    resourceId: userId,
    newValues: { projects: ownProjects.length, conversations: conversations.length, bytes: body.length },
    ...input.audit,
  });
  return { fileName: `lumi-export-${now.toISOString().slice(0, 10)}.zip`, body: body as Uint8Array<ArrayBuffer> };
}
