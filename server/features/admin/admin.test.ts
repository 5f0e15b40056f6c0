import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOverview, AdminSystem, AdminUserRow, Ticket } from '../../../common/admin.js';
import type { AuditLog } from '../../../common/audit.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { startSmtpCapture } from '../../../tests/support/smtp-capture.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';
import {
  auditLogs,
  builds,
  deployments,
  lumiAiResponses,
  lumiPrompts,
  paymentHistory,
  projects,
  sessions,
  systemMetrics,
  userRoles,
  users,
} from '../../db/schema.js';
import { HEALTH_METRIC } from '../system/sample-system.js';

type Client = ReturnType<typeof createHttpClient>;
let server: TestServer;
let admin: Client;
let alice: Client;
let adminId: string;
let aliceId: string;
const stamp = Date.now();
const aliceEmail = `alice-${stamp}@exemple.fr`;
const db = () => server.server.deps.database.db;

async function signUp(email: string, password: string): Promise<{ client: Client; id: string }> {
  const client = createHttpClient(server.url);
  expect((await client.signUp(email, password)).status).toBe(200);
  const id = ((await client.get('/api/me')).json!.user as { id: string }).id;
  return { client, id };
}

const auditRowsFor = (resourceId: string, action: string) =>
  db()
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resourceId, resourceId), eq(auditLogs.action, action)));

beforeAll(async () => {
  server = await startTestServer({ AI_OFFLINE_DELAY_MS: '0' }, { rateLimits: { signUp: 100, signIn: 100 } });
  const first = await signUp(`admin-${stamp}@exemple.fr`, 'motdepasse-admin-1');
  admin = first.client;
  adminId = first.id;
  await db().insert(userRoles).values({ userId: adminId, role: 'admin' });
  const second = await signUp(aliceEmail, 'motdepasse-alice-1');
  alice = second.client;
  aliceId = second.id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("la console d'administration, côté serveur", () => {
  it("la vue d'ensemble compte ce qui est dans la base : utilisateurs, actifs, projets, builds, revenus payés, temps de réponse du jour, disponibilité mesurée et croissance", async () => {
    const before = (await admin.get('/api/admin/overview')).json as unknown as AdminOverview;
    // An old user (not active: created 40 days ago) and this month's new ones.
    const [old] = await db()
      .insert(users)
      .values({ email: `ancien-${stamp}@exemple.fr`, createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
      .returning({ id: users.id });
    await db()
      .insert(projects)
      .values([
        { userId: aliceId, title: 'Projet un' },
        { userId: aliceId, title: 'Projet deux' },
        { userId: old!.id, title: 'Projet ancien' },
      ]);
    await db().insert(builds).values({ userId: aliceId, buildPlatform: 'web', buildStatus: 'completed' });
    await db()
      .insert(paymentHistory)
      .values([
        { userId: aliceId, amount: '15000', status: 'completed' },
        { userId: aliceId, amount: '5000', status: 'completed' },
        { userId: aliceId, amount: '99999', status: 'pending' },
        { userId: aliceId, amount: '777', status: 'failed' },
      ]);
    const [prompt] = await db()
      .insert(lumiPrompts)
      .values({ userId: aliceId, promptText: 'Une liste de courses' })
      .returning({ id: lumiPrompts.id });
    await db()
      .insert(lumiAiResponses)
      .values([
        {
          promptId: prompt!.id,
          aiProvider: 'anthropic',
          model: 'claude-sonnet-4-5',
          responseText: 'a',
          responseTimeMs: 1000,
          qualityScore: 0.9,
        },
        { promptId: prompt!.id, aiProvider: 'openai', model: 'gpt-4.1', responseText: 'b', responseTimeMs: 3000, qualityScore: 0.3 },
      ]);
    await db()
      .insert(systemMetrics)
      .values([1, 1, 1, 0].map((value) => ({ metricName: HEALTH_METRIC, metricValue: value, metricUnit: 'ok', host: 'test' })));

    const response = await admin.get('/api/admin/overview');
    expect(response.status).toBe(200);
    const overview = response.json as unknown as AdminOverview;
    expect(overview.totalUsers).toBe(before.totalUsers + 1);
    expect(overview.activeUsers).toBe(before.activeUsers);
    expect(overview.totalProjects).toBe(before.totalProjects + 3);
    expect(overview.totalBuilds).toBe(before.totalBuilds + 1);
    expect(overview.revenue).toBe(before.revenue + 20000);
    // No other response today in this fresh database (the AI is never called above): (1000 + 3000) / 2.
    expect(overview.averageResponseMsToday).toBe(2000);
    expect(overview.availability).toBe(75);
    expect(overview.availabilitySamples).toBe(4);
    expect(overview.growth.thisMonth).toBeGreaterThanOrEqual(2);
    expect(overview.daily).toHaveLength(30);
    expect(overview.daily.at(-1)!.users).toBeGreaterThanOrEqual(2);
    expect(overview.daily.at(-1)!.generations).toBe(before.daily.at(-1)!.generations + 1);
    expect(overview.projectsByUser.find((row) => row.userId === aliceId)?.projects).toBe(2);
  });

  it('les réponses IA se filtrent par fournisseur (claude trouve Anthropic) ; vérifier pose verified_by, retirer l’efface, et chaque changement est audité', async () => {
    const claude = (await admin.get('/api/admin/ai-responses?provider=claude')).json!.responses as {
      id: string;
      aiProvider: string;
      promptText: string;
    }[];
    expect(claude.length).toBeGreaterThan(0);
    expect(claude.every((row) => row.aiProvider === 'anthropic')).toBe(true);
    expect(claude[0]!.promptText).toBe('Une liste de courses');
    const id = claude[0]!.id;
    const verify = await admin.request('PUT', `/api/admin/ai-responses/${id}/verification`, { verified: true });
    expect(verify.status).toBe(200);
    expect(verify.json!.response).toMatchObject({ isVerified: true, verifiedBy: adminId });
    const unverify = await admin.request('PUT', `/api/admin/ai-responses/${id}/verification`, { verified: false });
    expect(unverify.json!.response).toMatchObject({ isVerified: false, verifiedBy: null });
    const [verified] = await auditRowsFor(id, 'ai_response.verify');
    expect(verified).toMatchObject({
      userId: adminId,
      oldValues: { isVerified: false, verifiedBy: null },
      newValues: { isVerified: true, verifiedBy: adminId },
    });
    expect((await auditRowsFor(id, 'ai_response.unverify'))[0]!.newValues).toEqual({ isVerified: false, verifiedBy: null });
    expect(
      (await admin.request('PUT', '/api/admin/ai-responses/00000000-0000-4000-8000-000000000000/verification', { verified: true })).status,
    ).toBe(404);
    expect((await admin.request('PUT', `/api/admin/ai-responses/${id}/verification`, { verified: 'oui' })).status).toBe(400);
  });

  it('la liste des utilisateurs donne les chiffres de chacun, filtre par rôle, cherche par email et pagine', async () => {
    const found = await admin.get(`/api/admin/users?q=${encodeURIComponent(`alice-${stamp}`)}`);
    expect(found.status).toBe(200);
    const [row] = found.json!.users as AdminUserRow[];
    expect(row).toMatchObject({
      id: aliceId,
      projectsCount: 2,
      aiRequestsCount: 1,
      totalSpent: 20000,
      subscriptionStatus: 'premium',
      primaryRole: 'user',
      suspended: false,
    });
    const admins = (await admin.get('/api/admin/users?role=admin')).json!.users as AdminUserRow[];
    expect(admins.map((user) => user.id)).toEqual([adminId]);
    const plain = (await admin.get('/api/admin/users?role=user')).json!.users as AdminUserRow[];
    expect(plain.map((user) => user.id)).toContain(aliceId);
    expect(plain.map((user) => user.id)).not.toContain(adminId);
    // Paging past the first page: 60 more users, the second page holds the rest.
    await db()
      .insert(users)
      .values(Array.from({ length: 60 }, (_, index) => ({ email: `page-${stamp}-${index}@exemple.fr` })));
    const first = (await admin.get(`/api/admin/users?q=page-${stamp}`)).json!;
    const second = (await admin.get(`/api/admin/users?q=page-${stamp}&page=2`)).json!;
    expect(first.total).toBe(60);
    expect((first.users as unknown[]).length).toBe(50);
    expect((second.users as unknown[]).length).toBe(10);
    expect((await admin.get('/api/admin/users?role=pirate')).status).toBe(400);
  });

  it('donner puis retirer un rôle est audité avec les anciennes et nouvelles valeurs ; le dernier administrateur ne peut être retiré, ni se suspendre, ni supprimer son compte', async () => {
    const given = await admin.request('PUT', `/api/admin/users/${aliceId}/roles`, { roles: ['premium', 'developer'] });
    expect(given.status).toBe(200);
    expect((given.json!.user as AdminUserRow).roles.sort()).toEqual(['developer', 'premium']);
    const [row] = await auditRowsFor(aliceId, 'user.roles.update');
    expect(row).toMatchObject({ userId: adminId, oldValues: { roles: ['user'] } });
    expect((row!.newValues as { roles: string[] }).roles.sort()).toEqual(['developer', 'premium']);

    const selfDemote = await admin.request('PUT', `/api/admin/users/${adminId}/roles`, { roles: [] });
    expect(selfDemote.status).toBe(409);
    expect(selfDemote.json!.message).toBe('Vous ne pouvez pas retirer votre propre rôle administrateur.');
    const selfSuspend = await admin.post(`/api/admin/users/${adminId}/suspension`, {});
    expect(selfSuspend.status).toBe(409);

    // A second admin cannot take the first one's role if that leaves nobody: here, two admins, then one demotes the other.
    const second = await signUp(`admin-deux-${stamp}@exemple.fr`, 'motdepasse-admin-2');
    await admin.request('PUT', `/api/admin/users/${second.id}/roles`, { roles: ['admin'] });
    expect((await second.client.request('PUT', `/api/admin/users/${adminId}/roles`, { roles: [] })).status).toBe(200);
    // Now the second is the last admin, and the first (no longer admin) gets 403 on the console.
    expect((await admin.get('/api/admin/overview')).status).toBe(403);
    const lastOne = await second.client.request('PUT', `/api/admin/users/${second.id}/roles`, { roles: [] });
    expect(lastOne.status).toBe(409);
    // Give the role back so the next tests run as before.
    expect((await second.client.request('PUT', `/api/admin/users/${adminId}/roles`, { roles: ['admin'] })).status).toBe(200);
    expect((await admin.request('PUT', `/api/admin/users/${second.id}/roles`, { roles: [] })).status).toBe(200);
    expect((await admin.request('PUT', `/api/admin/users/${adminId}/roles`, { roles: ['superpouvoir'] })).status).toBe(400);
    // Nor can the last admin delete their own account from « Mon Profil ».
    const deletion = await admin.post('/api/profile/delete', { email: `admin-${stamp}@exemple.fr` });
    expect(deletion.status).toBe(409);
    expect(deletion.json!.message).toBe('Vous êtes le dernier administrateur : nommez-en un autre avant de supprimer votre compte.');
  });

  it('suspendre coupe la session de l’utilisateur à l’instant, refuse sa connexion en français ; réactiver lui rend l’accès (son application publiée : publish.test.ts)', async () => {
    const victim = await signUp(`suspendu-${stamp}@exemple.fr`, 'motdepasse-suspendu-1');
    expect((await victim.client.get('/api/projects')).status).toBe(200);
    const suspended = await admin.post(`/api/admin/users/${victim.id}/suspension`, { reason: 'Spam' });
    expect(suspended.status).toBe(200);
    expect(suspended.json!.user).toMatchObject({ suspended: true });
    // The cookie the user holds stops working at once: its session row is gone.
    expect((await victim.client.get('/api/projects')).status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, victim.id))).toEqual([]);
    const signIn = await createHttpClient(server.url).signIn(`suspendu-${stamp}@exemple.fr`, 'motdepasse-suspendu-1');
    expect(signIn.status).toBe(403);
    expect(signIn.json).toMatchObject({ code: 'BANNED_USER', message: 'Ce compte est suspendu. Contactez le support.' });
    const [audit] = await auditRowsFor(victim.id, 'user.suspend');
    expect(audit).toMatchObject({
      userId: adminId,
      oldValues: { suspended: false, reason: null },
      newValues: { suspended: true, reason: 'Spam', sessionsRevoked: 1 },
    });

    const back = await admin.request('DELETE', `/api/admin/users/${victim.id}/suspension`);
    expect(back.json!.user).toMatchObject({ suspended: false });
    expect((await createHttpClient(server.url).signIn(`suspendu-${stamp}@exemple.fr`, 'motdepasse-suspendu-1')).status).toBe(200);
    expect((await auditRowsFor(victim.id, 'user.unsuspend'))[0]!.newValues).toEqual({ suspended: false });
  });

  it('la fiche utilisateur montre ses projets, son usage IA sur 30 jours et ses sessions ; révoquer une session la coupe et l’audite', async () => {
    const detail = await admin.get(`/api/admin/users/${aliceId}`);
    expect(detail.status).toBe(200);
    const body = detail.json as { projects: unknown[]; aiUsage: { requests: number }[]; sessions: { id: string }[] };
    expect(body.projects).toHaveLength(2);
    expect(body.aiUsage).toHaveLength(30);
    expect(body.aiUsage.reduce((total, day) => total + day.requests, 0)).toBe(1);
    expect(body.sessions).toHaveLength(1);
    const revoke = await admin.request('DELETE', `/api/admin/users/${aliceId}/sessions/${body.sessions[0]!.id}`);
    expect(revoke.status).toBe(200);
    expect((await alice.get('/api/projects')).status).toBe(401);
    expect((await auditRowsFor(body.sessions[0]!.id, 'session.delete'))[0]).toMatchObject({
      userId: adminId,
      oldValues: { userId: aliceId },
    });
    expect((await admin.get('/api/admin/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    alice = createHttpClient(server.url);
    expect((await alice.signIn(aliceEmail, 'motdepasse-alice-1')).status).toBe(200);
  });

  it('rendre privé un projet publié fait répondre 404 à son application, le rendre public la rouvre ; un projet jamais publié répond 409 ; supprimer est audité', async () => {
    const [project] = await db().insert(projects).values({ userId: aliceId, title: 'Vitrine publiée' }).returning({ id: projects.id });
    const [build] = await db()
      .insert(builds)
      .values({ userId: aliceId, projectId: project!.id, buildPlatform: 'web', buildStatus: 'completed' })
      .returning({ id: builds.id });
    await db()
      .insert(deployments)
      .values({ projectId: project!.id, userId: aliceId, slug: `vitrine-${stamp}`, versionNumber: 1, buildId: build!.id });
    const listed = (await admin.get('/api/admin/projects?q=Vitrine')).json!;
    expect(listed.projects).toEqual([
      expect.objectContaining({ id: project!.id, isPublic: true, isPublished: true, ownerEmail: aliceEmail }),
    ]);
    const hidden = await admin.request('PUT', `/api/admin/projects/${project!.id}/visibility`, { isPublic: false });
    expect(hidden.status).toBe(200);
    expect(hidden.json!.project).toMatchObject({ isPublic: false });
    expect((await db().select().from(deployments).where(eq(deployments.projectId, project!.id)))[0]!.isPrivate).toBe(true);
    expect((await auditRowsFor(project!.id, 'project.visibility.update'))[0]).toMatchObject({
      oldValues: { isPublic: true },
      newValues: { isPublic: false },
    });
    expect((await admin.request('PUT', `/api/admin/projects/${project!.id}/visibility`, { isPublic: true })).json!.project).toMatchObject({
      isPublic: true,
    });

    const [draft] = await db().insert(projects).values({ userId: aliceId, title: 'Brouillon' }).returning({ id: projects.id });
    expect((await admin.request('PUT', `/api/admin/projects/${draft!.id}/visibility`, { isPublic: true })).status).toBe(409);
    expect((await admin.request('DELETE', `/api/admin/projects/${draft!.id}`)).status).toBe(200);
    expect(await db().select().from(projects).where(eq(projects.id, draft!.id))).toEqual([]);
    expect((await auditRowsFor(draft!.id, 'project.delete'))[0]).toMatchObject({
      userId: adminId,
      oldValues: { title: 'Brouillon', ownerId: aliceId },
    });
    expect((await admin.request('DELETE', `/api/admin/projects/${draft!.id}`)).status).toBe(404);
  });

  it('une demande de support ouverte par un utilisateur reçoit la réponse de l’équipe, qu’il lit dans « Mes demandes » ; un autre ne peut pas y répondre, et dix demandes par jour au plus', async () => {
    const created = await alice.post('/api/support/tickets', {
      subject: 'Export en panne',
      message: 'Le téléchargement du zip échoue depuis hier.',
    });
    expect(created.status).toBe(201);
    const ticket = created.json!.ticket as Ticket;
    expect(ticket).toMatchObject({ status: 'open', email: aliceEmail, messages: [expect.objectContaining({ author: 'user' })] });
    const adminList = (await admin.get('/api/admin/support/tickets?status=open')).json!.tickets as Ticket[];
    expect(adminList.map((row) => row.id)).toContain(ticket.id);
    const reply = await admin.post(`/api/admin/support/tickets/${ticket.id}/replies`, { message: 'Corrigé, réessayez.' });
    expect(reply.status).toBe(200);
    expect(reply.json!.ticket).toMatchObject({ status: 'in_progress' });
    const mine = (await alice.get('/api/support/tickets')).json!.tickets as Ticket[];
    expect(mine[0]!.messages.map((message) => [message.author, message.message])).toEqual([
      ['user', 'Le téléchargement du zip échoue depuis hier.'],
      ['staff', 'Corrigé, réessayez.'],
    ]);
    expect(mine[0]!.messages[1]!.authorName).toBe('Équipe Lumi');
    const resolved = await admin.request('PUT', `/api/admin/support/tickets/${ticket.id}/status`, { status: 'resolved' });
    expect(resolved.json!.ticket).toMatchObject({ status: 'resolved' });
    expect((await auditRowsFor(ticket.id, 'support.status.update'))[0]).toMatchObject({
      oldValues: { status: 'in_progress' },
      newValues: { status: 'resolved' },
    });
    const stranger = await signUp(`curieux-${stamp}@exemple.fr`, 'motdepasse-curieux-1');
    expect((await stranger.client.post(`/api/support/tickets/${ticket.id}/replies`, { message: 'Moi aussi' })).status).toBe(404);
    expect(((await stranger.client.get('/api/support/tickets')).json!.tickets as unknown[]).length).toBe(0);
    expect((await alice.post('/api/support/tickets', { subject: 'x', message: 'court' })).status).toBe(400);
    // Ten requests a day at most: nobody can bury the others' requests in the admin list.
    for (let index = 1; index < 10; index += 1)
      expect((await alice.post('/api/support/tickets', { subject: `Demande ${index}`, message: 'Un message assez long.' })).status).toBe(
        201,
      );
    const eleventh = await alice.post('/api/support/tickets', { subject: 'Encore une', message: 'Un message assez long.' });
    expect(eleventh.status).toBe(429);
    expect(eleventh.json!.message).toContain('10 demandes en 24 heures');
  });

  it('le journal se filtre par action, utilisateur et dates ; l’export CSV de trois lignes connues est exact à l’octet', async () => {
    const at = (iso: string) => new Date(iso);
    await db()
      .insert(auditLogs)
      .values([
        {
          userId: aliceId,
          action: 'csv.essai',
          resourceType: 'project',
          resourceId: 'p-1',
          ipAddress: '10.0.0.1',
          createdAt: at('2026-03-01T10:00:00.000Z'),
        },
        {
          userId: null,
          action: 'csv.essai',
          resourceType: 'system',
          resourceId: null,
          ipAddress: null,
          createdAt: at('2026-03-02T11:30:00.000Z'),
        },
        {
          userId: aliceId,
          action: 'csv.essai',
          resourceType: 'note',
          resourceId: 'a,"b"',
          ipAddress: '=1+2',
          createdAt: at('2026-03-03T12:45:30.500Z'),
        },
      ]);
    const csv = await fetch(`${server.url}/api/admin/audit-logs/export?action=csv.essai`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: server.url },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-logs-\d{4}-\d{2}-\d{2}\.csv"$/);
    // Read as bytes: Response.text() would drop the BOM the file starts with.
    expect(Buffer.from(await csv.arrayBuffer()).toString('utf8')).toBe(
      '\ufeffDate,Utilisateur,Action,Ressource,IP\r\n' +
        `2026-03-03T12:45:30.500Z,${aliceId},csv.essai,"note:a,""b""",'=1+2\r\n` +
        '2026-03-02T11:30:00.000Z,Système,csv.essai,system,N/A\r\n' +
        `2026-03-01T10:00:00.000Z,${aliceId},csv.essai,project:p-1,10.0.0.1\r\n`,
    );
    const filtered = (
      await admin.get(`/api/admin/audit-logs?action=csv.essai&user=${encodeURIComponent(aliceEmail)}&from=2026-03-02&to=2026-03-03`)
    ).json!.logs as AuditLog[];
    expect(filtered.map((row) => row.resourceId)).toEqual(['a,"b"']);
    expect(((await admin.get(`/api/admin/audit-logs?action=csv.essai&user=${aliceId}`)).json!.logs as AuditLog[]).length).toBe(2);
    expect((await admin.get('/api/admin/audit-logs?from=hier')).status).toBe(400);
    // Days that do not exist, or that PostgreSQL cannot take, are refused rather than rolled over or answered 500.
    for (const query of ['from=2026-02-31', 'from=2026-13-01', 'from=0000-01-01', 'to=9999-12-31', 'user=%00', 'action=%00']) {
      const refused = await admin.get(`/api/admin/audit-logs?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.json!.message, query).toBeTruthy();
    }
    for (const path of ['/api/admin/users?q=%00', '/api/admin/projects?q=%00', '/api/admin/ai-responses?provider=%00'])
      expect((await admin.get(path)).status, path).toBe(400);
    const stats = (await admin.get('/api/admin/audit-logs/stats')).json as {
      totalActions: number;
      topActions: { action: string }[];
      daily: unknown[];
    };
    expect(stats.totalActions).toBeGreaterThan(5);
    expect(stats.topActions.length).toBeLessThanOrEqual(6);
    expect(stats.daily).toHaveLength(30);
  });

  it('« Générer métriques » enregistre un vrai échantillon (CPU, mémoire, disque, latence) avec le nom de la machine ; le statut suit les règles de la spécification', async () => {
    const sampled = await admin.post('/api/admin/system/samples', {});
    expect(sampled.status).toBe(200);
    const system = sampled.json as unknown as AdminSystem;
    for (const name of ['cpu_usage', 'memory_usage', 'disk_usage'] as const) {
      expect(system.latest[name]).toBeGreaterThanOrEqual(0);
      expect(system.latest[name]).toBeLessThanOrEqual(100);
    }
    expect(system.latest.network_latency).toBeGreaterThanOrEqual(0);
    expect(system.recent.length).toBeGreaterThanOrEqual(4);
    expect(system.recent[0]!.host).toBeTruthy();
    expect(system.processUptimeSeconds).toBeGreaterThanOrEqual(0);
    // The latest memory above 90 makes it critical, whatever the CPU.
    await db()
      .insert(systemMetrics)
      .values([
        { metricName: 'cpu_usage', metricValue: 85, metricUnit: '%', host: 'autre', recordedAt: new Date(Date.now() + 1000) },
        { metricName: 'memory_usage', metricValue: 95, metricUnit: '%', host: 'autre', recordedAt: new Date(Date.now() + 1000) },
      ]);
    expect(((await admin.get('/api/admin/system')).json as unknown as AdminSystem).status).toBe('critical');
  });

  it('les paramètres affichés sont ceux du serveur qui tourne', async () => {
    const settings = (await admin.get('/api/admin/settings')).json!;
    expect(settings).toMatchObject({
      aiProvider: 'offline',
      aiModel: 'lumi-offline-1',
      freeProjects: 3,
      freeAiRequestsPerDay: 10,
      buildsPerProject: 5,
      targetResponseMs: 3000,
      smtp: false,
    });
  });
});

describe('la console, avec SMTP et un échantillonneur qui tourne', () => {
  let mailServer: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    mailServer = await startTestServer(
      { SMTP_URL: smtp.url, SYSTEM_SAMPLE_INTERVAL_MS: '200' },
      { rateLimits: { signUp: 100, signIn: 100 } },
    );
  }, 60_000);
  afterAll(async () => {
    await mailServer?.close();
    await smtp?.close();
  });

  it('réinitialiser le mot de passe envoie le vrai email, dont le lien mène à /auth/reset-password', async () => {
    const mdb = mailServer.server.deps.database.db;
    const email = `reset-${stamp}@exemple.fr`;
    const target = createHttpClient(mailServer.url);
    await target.signUp(email, 'motdepasse-reset-1');
    const adminClient = createHttpClient(mailServer.url);
    await adminClient.signUp(`admin-mail-${stamp}@exemple.fr`, 'motdepasse-admin-mail');
    // Sign-up with SMTP waits for the address to be confirmed: confirmed here, as the link in the mail would.
    await mdb.update(users).set({ emailVerified: true });
    const [adminRow] = await mdb
      .select()
      .from(users)
      .where(eq(users.email, `admin-mail-${stamp}@exemple.fr`));
    await mdb.insert(userRoles).values({ userId: adminRow!.id, role: 'admin' });
    expect((await adminClient.signIn(`admin-mail-${stamp}@exemple.fr`, 'motdepasse-admin-mail')).status).toBe(200);
    const [targetRow] = await mdb.select().from(users).where(eq(users.email, email));
    const sent = await adminClient.post(`/api/admin/users/${targetRow!.id}/password-reset`, {});
    expect(sent.status).toBe(200);
    const mail = await smtp.waitFor(email, /Réinitialisation/);
    expect(mail.text).toMatch(/\/api\/auth\/reset-password\/[^\s]+\?callbackURL=[^\s]*%2Fauth%2Freset-password/);
    expect(
      (
        await mdb
          .select()
          .from(auditLogs)
          .where(and(eq(auditLogs.action, 'user.password_reset'), eq(auditLogs.resourceId, targetRow!.id)))
      ).length,
    ).toBe(1);
  });

  it('l’échantillonneur enregistre seul, à son rythme, les quatre mesures et la sonde de santé', async () => {
    const mdb = mailServer.server.deps.database.db;
    await vi.waitFor(
      async () => {
        const rows = await mdb.select({ name: systemMetrics.metricName }).from(systemMetrics);
        expect(new Set(rows.map((row) => row.name))).toEqual(
          new Set(['cpu_usage', 'memory_usage', 'disk_usage', 'network_latency', HEALTH_METRIC]),
        );
      },
      { timeout: 5000, interval: 100 },
    );
  });
});
