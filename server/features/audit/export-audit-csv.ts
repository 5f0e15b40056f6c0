import { and, desc, sql } from 'drizzle-orm';
import type { AuditFilter } from '../../../common/audit.js';
import type { Database } from '../../db/client.js';
import { auditLogs } from '../../db/schema.js';
import { auditWhere } from './list-audit-logs.js';

const BATCH = 1000;
export const AUDIT_CSV_HEADER = ['Date', 'Utilisateur', 'Action', 'Ressource', 'IP'] as const;

/**
 * RFC 4180: a field with a comma, a quote or a line break is quoted, quotes doubled. A field starting with = + - @
 * (or a tab / carriage return) is prefixed with ' so a spreadsheet shows it instead of running it as a formula:
 * user agents and resource ids come from requests.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

interface ExportRow {
  id: string;
  createdAt: Date;
  userId: string | null;
  action: string;
  resourceType: string;
  resourceId: string | null;
  ipAddress: string | null;
}

export function auditCsvLine(row: ExportRow): string {
  return csvLine([
    row.createdAt.toISOString(),
    row.userId ?? 'Système',
    row.action,
    row.resourceId ? `${row.resourceType}:${row.resourceId}` : row.resourceType,
    row.ipAddress ?? 'N/A',
  ]);
}

/**
 * The journal as CSV, newest first, read in pages of 1000 by (created_at, id) so 100,000 rows never sit in memory:
 * each page is written out before the next is read. Starts with a UTF-8 BOM so spreadsheets read the accents.
 */
export async function* exportAuditCsv(db: Database, filter: AuditFilter): AsyncGenerator<string> {
  yield `\ufeff${csvLine(AUDIT_CSV_HEADER)}`;
  // The cursor keeps the database's microseconds: a Date would round them to milliseconds and skip rows.
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const cursor: { at: string; id: string } | null = after;
    const rows: (ExportRow & { at: string })[] = await db
      .select({
        id: auditLogs.id,
        createdAt: auditLogs.createdAt,
        userId: auditLogs.userId,
        action: auditLogs.action,
        resourceType: auditLogs.resourceType,
        resourceId: auditLogs.resourceId,
        ipAddress: auditLogs.ipAddress,
        at: sql<string>`${auditLogs.createdAt}::text`,
      })
      .from(auditLogs)
      .where(
        and(
          auditWhere(filter),
          cursor ? sql`(${auditLogs.createdAt}, ${auditLogs.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(BATCH);
    if (rows.length > 0) yield rows.map(auditCsvLine).join('');
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}
