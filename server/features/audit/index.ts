// The audit feature's public surface: the only file of server/features/audit that code outside it imports.
export { exportAuditCsv } from './export-audit-csv.js';
export { getAuditStats, listAuditLogs } from './list-audit-logs.js';
export { type AuditEntry, writeAuditLog } from './write-audit-log.js';
