/**
 * The admin console with 1,000 users (each with projects, prompts, AI responses, payments), 10,000 audit rows and
 * a day of system samples: each tab's first page ×100, p50 / p95, and the CSV export of the whole journal.
 * Run by hand: `npx tsx bench/admin.ts` (set DATABASE_URL to measure PostgreSQL). Results: bench/README.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  auditLogs,
  lumiAiResponses,
  lumiPrompts,
  paymentHistory,
  projects,
  supportMessages,
  supportTickets,
  systemMetrics,
  userRoles,
  users,
} from '../server/db/schema.js';
import { loadConfig } from '../server/env.js';
import { startServer } from '../server/server.js';
import { freePort } from '../tests/support/free-port.js';

const USERS = 1000;
const AUDIT_ROWS = 10_000;
const REQUESTS = 100;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

const dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-bench-admin-'));
const config = loadConfig({
  ...process.env,
  PORT: String(await freePort()),
  CONTENT_PORT: String(await freePort()),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  SYSTEM_SAMPLE_INTERVAL_MS: '0',
});
const server = await startServer(config, { rateLimits: { signIn: 10_000, signUp: 10_000 } });
const url = config.publicUrl;
const db = server.deps.database.db;

const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: url },
  body: JSON.stringify({ email: `bench-admin-${Date.now()}@exemple.fr`, password: 'motdepasse-bench', name: 'bench' }),
});
const cookie = signUp.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const { user: admin } = (await signUp.json()) as { user: { id: string } };
await db.insert(userRoles).values({ userId: admin.id, role: 'admin' });

const seedStarted = performance.now();
const DAY = 24 * 3600 * 1000;
const now = Date.now();
const chunk = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
};
const userRows = await (async () => {
  const ids: string[] = [];
  await chunk(
    Array.from({ length: USERS }, (_, i) => ({
      email: `utilisateur-${i}@exemple.fr`,
      name: `Utilisateur ${i}`,
      fullName: i % 3 ? `Prénom Nom ${i}` : null,
      createdAt: new Date(now - (i % 60) * DAY),
    })),
    async (part) => ids.push(...(await db.insert(users).values(part).returning({ id: users.id })).map((row) => row.id)),
  );
  return ids;
})();
await chunk(
  userRows.filter((_, i) => i % 10 === 0).map((userId) => ({ userId, role: 'premium' })),
  (part) => db.insert(userRoles).values(part),
);
await chunk(
  userRows.flatMap((userId, i) =>
    Array.from({ length: 3 }, (_, k) => ({
      userId,
      title: `Projet ${i}-${k}`,
      description: 'Une application de démonstration',
      createdAt: new Date(now - ((i + k) % 30) * DAY),
    })),
  ),
  (part) => db.insert(projects).values(part),
);
const promptIds: string[] = [];
await chunk(
  userRows.flatMap((userId, i) =>
    Array.from({ length: 2 }, (_, k) => ({
      userId,
      promptText: `Crée une application ${i}-${k}`,
      createdAt: new Date(now - ((i + k) % 30) * DAY),
    })),
  ),
  async (part) => promptIds.push(...(await db.insert(lumiPrompts).values(part).returning({ id: lumiPrompts.id })).map((row) => row.id)),
);
await chunk(
  promptIds.map((promptId, i) => ({
    promptId,
    aiProvider: ['offline', 'anthropic', 'openai'][i % 3]!,
    model: ['lumi-offline-1', 'claude-sonnet-4-5', 'gpt-4.1'][i % 3]!,
    responseText: 'x'.repeat(2000),
    responseTimeMs: 500 + (i % 3000),
    qualityScore: (i % 10) / 10,
  })),
  (part) => db.insert(lumiAiResponses).values(part),
);
await chunk(
  userRows
    .filter((_, i) => i % 4 === 0)
    .map((userId, i) => ({ userId, amount: String(5000 + i), status: i % 5 ? 'completed' : 'pending' })),
  (part) => db.insert(paymentHistory).values(part),
);
const actions = ['login', 'logout', 'create', 'update', 'delete', 'signup', 'build.create', 'user.roles.update'];
await chunk(
  Array.from({ length: AUDIT_ROWS }, (_, i) => ({
    userId: userRows[i % USERS]!,
    action: actions[i % actions.length]!,
    resourceType: 'project',
    resourceId: `ressource-${i}`,
    ipAddress: `10.0.${i % 255}.${i % 200}`,
    userAgent: 'Mozilla/5.0 bench',
    createdAt: new Date(now - (i % 40) * DAY - i * 1000),
  })),
  (part) => db.insert(auditLogs).values(part),
);
await chunk(
  Array.from({ length: 2880 }, (_, i) =>
    ['cpu_usage', 'memory_usage', 'disk_usage', 'network_latency', 'health_check'].map((metricName) => ({
      metricName,
      metricValue: metricName === 'health_check' ? 1 : i % 100,
      metricUnit: '%',
      host: 'bench',
      recordedAt: new Date(now - i * 30_000),
    })),
  ).flat(),
  (part) => db.insert(systemMetrics).values(part),
);
const tickets = await db
  .insert(supportTickets)
  .values(
    userRows
      .slice(0, 200)
      .map((userId, i) => ({ userId, email: `utilisateur-${i}@exemple.fr`, subject: `Demande ${i}`, message: 'Bonjour, une question.' })),
  )
  .returning({ id: supportTickets.id });
await db
  .insert(supportMessages)
  .values(tickets.map((ticket, i) => ({ ticketId: ticket.id, authorId: userRows[i]!, message: 'Bonjour, une question.' })));
const seedMs = performance.now() - seedStarted;

const tabs: [string, string][] = [
  ["Vue d'ensemble", '/api/admin/overview'],
  ['Réponses IA', '/api/admin/ai-responses'],
  ['Réponses IA (claude)', '/api/admin/ai-responses?provider=claude'],
  ['Utilisateurs', '/api/admin/users'],
  ['Utilisateurs (recherche)', '/api/admin/users?q=utilisateur-42'],
  ['Fiche utilisateur', `/api/admin/users/${userRows[42]}`],
  ['Projets', '/api/admin/projects'],
  ['Support', '/api/admin/support/tickets'],
  ['Audit (journal)', '/api/admin/audit-logs'],
  ['Audit (statistiques)', '/api/admin/audit-logs/stats'],
  ['Système', '/api/admin/system'],
  ['Paramètres', '/api/admin/settings'],
];

console.log(
  `database: ${config.databaseUrl ? 'postgres' : 'pglite'}; seed ${USERS} users, ${USERS * 3} projects, ${promptIds.length} AI responses, ${AUDIT_ROWS} audit rows, 2,880 samples ×5: ${seedMs.toFixed(0)} ms`,
);
for (const [name, pathname] of tabs) {
  const timings: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(`${url}${pathname}`, { headers: { cookie } });
    const body = await response.arrayBuffer();
    timings.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${pathname}: ${response.status}`);
    bytes = body.byteLength;
  }
  console.log(
    `| ${name} | ${(bytes / 1024).toFixed(0)} KiB | ${percentile(timings, 50).toFixed(1)} | ${percentile(timings, 95).toFixed(1)} |`,
  );
}
const exportStarted = performance.now();
const csv = await fetch(`${url}/api/admin/audit-logs/export`, { headers: { cookie } });
const csvBytes = (await csv.arrayBuffer()).byteLength;
console.log(`CSV export of the whole journal: ${(csvBytes / 1024).toFixed(0)} KiB in ${(performance.now() - exportStarted).toFixed(0)} ms`);
await server.close();
await rm(dataDir, { recursive: true, force: true });
