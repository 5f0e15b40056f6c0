import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { streamSSE } from 'hono/streaming';
import { buildSchema } from '../../../common/builds.js';
import type { GenerationEvent } from '../../../common/generation.js';
import { publishedUrl } from '../../../common/publishing.js';
import {
  v1BuildResponseSchema,
  v1CreateBuildSchema,
  v1CreateProjectSchema,
  v1ErrorSchema,
  v1FilesQuerySchema,
  v1FilesSchema,
  v1GenerationQuerySchema,
  v1GenerationRequestSchema,
  v1GenerationResultSchema,
  v1ListProjectsQuerySchema,
  v1ProjectListSchema,
  v1ProjectResponseSchema,
  v1SavedVersionSchema,
  v1SaveFilesSchema,
  v1UpdateProjectSchema,
  v1VersionListSchema,
} from '../../../common/public-api.js';
import { deployments, projects, projectVersions } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { AppDeps } from '../../http/context.js';
import { validationError } from '../../http/validate.js';
import { readBuild, readBuildArtifact, startBuild } from '../builds/index.js';
import { prepareGeneration, streamGeneration } from '../generation/index.js';
import {
  createProject,
  deleteProject,
  findOwnProject,
  listVersions,
  loadFiles,
  saveVersion,
  setFavorite,
  updateProject,
} from '../projects/index.js';
import { apiKeyRequired, type V1Env } from './authenticate.js';
import { listProjectsPage } from './list-projects-page.js';
import { toV1Project } from './v1-project.js';

export const V1_INFO = {
  title: 'API Lumi',
  version: '1.0.0',
  description:
    "L'API REST de Lumi : vos projets, leurs fichiers et versions, les générations de l'assistant et les builds, avec une clé créée dans « Mon Profil ». Chaque erreur répond `{ error: { code, message } }` avec un message en français.",
};

const idParam = z.object({ id: z.uuid('Identifiant de projet invalide') });
const buildIdParam = z.object({ id: z.uuid('Identifiant de build invalide') });
const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const ERROR_TEXTS: Record<number, string> = {
  400: 'Données invalides (message en français, détail par champ)',
  401: "Clé d'API manquante, invalide, révoquée ou expirée, ou compte suspendu",
  403: "Limite de l'offre atteinte",
  404: "Introuvable : n'existe pas, ou appartient à un autre compte",
  409: 'Conflit : la version de base est dépassée, ou une génération est déjà en cours',
  413: 'Trop volumineux',
  429: 'Limite de requêtes par heure atteinte (en-têtes RateLimit-* et Retry-After), ou quota IA du jour',
  502: "La génération a échoué avant sa fin (avec ?wait=true) : le projet n'a pas changé",
};
const errors = (...statuses: number[]) =>
  Object.fromEntries([400, 401, 429, ...statuses].map((status) => [status, json(v1ErrorSchema, ERROR_TEXTS[status]!)]));
const rateHeaders = {
  'RateLimit-Limit': { description: 'Requêtes permises par heure pour cette clé', schema: { type: 'integer' as const } },
  'RateLimit-Remaining': { description: "Requêtes restantes dans l'heure", schema: { type: 'integer' as const } },
  'RateLimit-Reset': { description: 'Secondes avant la prochaine heure (remise à zéro)', schema: { type: 'integer' as const } },
};
const ok = <T extends z.ZodType>(schema: T, description: string) => ({ ...json(schema, description), headers: rateHeaders });

const routes = {
  listProjects: createRoute({
    method: 'get',
    path: '/projects',
    tags: ['Projets'],
    summary: 'Lister mes projets',
    request: { query: v1ListProjectsQuerySchema },
    responses: { 200: ok(v1ProjectListSchema, 'Une page de projets, les derniers modifiés en premier'), ...errors() },
  }),
  createProject: createRoute({
    method: 'post',
    path: '/projects',
    tags: ['Projets'],
    summary: 'Créer un projet',
    request: { body: body(v1CreateProjectSchema) },
    responses: { 201: ok(v1ProjectResponseSchema, 'Le projet créé (version 1 avec les fichiers donnés)'), ...errors(403, 413) },
  }),
  getProject: createRoute({
    method: 'get',
    path: '/projects/{id}',
    tags: ['Projets'],
    summary: 'Lire un projet',
    request: { params: idParam },
    responses: { 200: ok(v1ProjectResponseSchema, 'Le projet'), ...errors(404) },
  }),
  updateProject: createRoute({
    method: 'put',
    path: '/projects/{id}',
    tags: ['Projets'],
    summary: 'Modifier un projet',
    request: { params: idParam, body: body(v1UpdateProjectSchema) },
    responses: { 200: ok(v1ProjectResponseSchema, 'Le projet modifié'), ...errors(404) },
  }),
  deleteProject: createRoute({
    method: 'delete',
    path: '/projects/{id}',
    tags: ['Projets'],
    summary: 'Supprimer un projet',
    request: { params: idParam },
    responses: { 204: { description: 'Supprimé, avec ses versions, builds et publication', headers: rateHeaders }, ...errors(404) },
  }),
  getFiles: createRoute({
    method: 'get',
    path: '/projects/{id}/files',
    tags: ['Fichiers'],
    summary: "Lire les fichiers d'une version",
    request: { params: idParam, query: v1FilesQuerySchema },
    responses: { 200: ok(v1FilesSchema, 'Les fichiers de la version actuelle, ou de `version`'), ...errors(404) },
  }),
  saveFiles: createRoute({
    method: 'put',
    path: '/projects/{id}/files',
    tags: ['Fichiers'],
    summary: 'Enregistrer une nouvelle version',
    request: { params: idParam, body: body(v1SaveFilesSchema) },
    responses: { 201: ok(v1SavedVersionSchema, 'La nouvelle version'), ...errors(404, 409, 413) },
  }),
  listVersions: createRoute({
    method: 'get',
    path: '/projects/{id}/versions',
    tags: ['Fichiers'],
    summary: 'Lister les versions',
    request: { params: idParam },
    responses: { 200: ok(v1VersionListSchema, 'Les versions, la plus récente en premier'), ...errors(404) },
  }),
  generate: createRoute({
    method: 'post',
    path: '/projects/{id}/generations',
    tags: ['Générations'],
    summary: "Demander une modification à l'assistant",
    description:
      'Le même moteur que le studio, quota compris. Répond en Server-Sent Events (`start`, `text`, `file-done`, `done`… comme le studio), ou en JSON à la fin avec `?wait=true`.',
    request: { params: idParam, query: v1GenerationQuerySchema, body: body(v1GenerationRequestSchema) },
    responses: {
      200: {
        description: 'Les événements (text/event-stream), ou le résultat avec `?wait=true`',
        headers: rateHeaders,
        content: { 'application/json': { schema: v1GenerationResultSchema }, 'text/event-stream': { schema: z.string() } },
      },
      ...errors(404, 409, 502),
    },
  }),
  startBuild: createRoute({
    method: 'post',
    path: '/projects/{id}/builds',
    tags: ['Builds'],
    summary: 'Lancer un build',
    request: { params: idParam, body: body(v1CreateBuildSchema) },
    responses: { 201: ok(v1BuildResponseSchema, 'Le build, en attente'), ...errors(403, 404) },
  }),
  getBuild: createRoute({
    method: 'get',
    path: '/builds/{id}',
    tags: ['Builds'],
    summary: 'Lire un build',
    request: { params: buildIdParam },
    responses: { 200: ok(z.object({ build: buildSchema }), 'Le build et sa progression'), ...errors(404) },
  }),
  getArtifact: createRoute({
    method: 'get',
    path: '/builds/{id}/artifact',
    tags: ['Builds'],
    summary: "Télécharger le fichier d'un build",
    request: { params: buildIdParam },
    responses: {
      200: {
        description: 'Le fichier produit (zip, APK…)',
        headers: rateHeaders,
        content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
      },
      ...errors(404, 409),
    },
  }),
};

/** `/v1`: the public REST API, documented by the same zod schemas at `/v1/openapi.json`. */
export function publicApiRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const publishing = { contentUrl: deps.config.contentUrl, publishUrlTemplate: deps.config.publishUrlTemplate };
  const audit = (c: Context<V1Env>) => ({ ipAddress: c.get('clientIp') ?? null, userAgent: c.req.header('user-agent') ?? null });
  const owner = (c: Context<V1Env>) => c.get('apiUserId');

  async function withPublishedUrl(row: typeof projects.$inferSelect) {
    const [online] = await db
      .select({ slug: deployments.slug })
      .from(deployments)
      .where(and(eq(deployments.projectId, row.id), isNotNull(deployments.buildId), eq(deployments.isPrivate, false)))
      .limit(1);
    return toV1Project(row, online ? publishedUrl(publishing, online.slug) : null);
  }

  const app = new OpenAPIHono<V1Env>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });

  app.onError((error, c) => {
    const known =
      error instanceof AppError
        ? error
        : error instanceof HTTPException
          ? new AppError(error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST')
          : null;
    if (!known) {
      deps.logger.error(`Erreur non gérée sur ${c.req.method} ${c.req.path}`, error instanceof Error ? error.message : String(error));
      return c.json({ error: new AppError('INTERNAL').toBody() }, 500);
    }
    return c.json({ error: known.toBody() }, known.status);
  });

  // Keys are sent by programs, from any origin: no cookie is read here, so no request can ride on a session.
  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: ['Authorization', 'Content-Type'],
      exposeHeaders: ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After'],
      maxAge: 600,
    }),
  );
  app.use(
    '*',
    bodyLimit({
      maxSize: 12 * 1024 * 1024,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE');
      },
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'private, no-store');
  });

  app.openAPIRegistry.registerComponent('securitySchemes', 'cleApi', {
    type: 'http',
    scheme: 'bearer',
    description: "Une clé créée dans « Mon Profil » › « Clés d'API » (elle commence par lumi_).",
  });
  app.doc31('/openapi.json', () => ({
    openapi: '3.1.0',
    info: V1_INFO,
    // PUBLIC_URL, not the request's Host: behind a proxy the document must name the public address.
    servers: [{ url: `${deps.config.publicUrl}/v1` }],
    security: [{ cleApi: [] }],
  }));

  // `/projects/*` also matches `/projects`.
  app.use('/projects/*', apiKeyRequired(deps));
  app.use('/builds/*', apiKeyRequired(deps));

  app.openapi(routes.listProjects, async (c) => {
    const query = c.req.valid('query');
    return c.json(
      await listProjectsPage(db, {
        userId: owner(c),
        limit: query.limit,
        cursor: query.cursor,
        updatedSince: query.updated_since,
        publishing,
      }),
      200,
    );
  });

  app.openapi(routes.createProject, async (c) => {
    const data = c.req.valid('json');
    const created = await createProject(db, {
      userId: owner(c),
      roles: c.get('apiRoles'),
      freePlanMaxProjects: deps.config.limits.freePlanMaxProjects,
      freeDailyAiRequests: deps.config.limits.freeDailyAiRequests,
      data: { ...data, status: 'draft', prompt: undefined, firstMessage: undefined },
      source: { summary: "Création par l'API", auditNote: { via: 'api', apiKeyId: c.get('apiKeyId') } },
      audit: audit(c),
    });
    return c.json({ project: await withPublishedUrl(await findOwnProject(db, owner(c), created.id)) }, 201);
  });

  app.openapi(routes.getProject, async (c) =>
    c.json({ project: await withPublishedUrl(await findOwnProject(db, owner(c), c.req.valid('param').id)) }, 200),
  );

  app.openapi(routes.updateProject, async (c) => {
    const projectId = c.req.valid('param').id;
    const { isFavorite, ...changes } = c.req.valid('json');
    // Found first: another user's id is a 404 even when only the favourite is asked for.
    await findOwnProject(db, owner(c), projectId);
    if (Object.values(changes).some((value) => value !== undefined))
      await updateProject(db, { userId: owner(c), projectId, changes, audit: audit(c) });
    if (isFavorite !== undefined) await setFavorite(db, { userId: owner(c), projectId, isFavorite });
    return c.json({ project: await withPublishedUrl(await findOwnProject(db, owner(c), projectId)) }, 200);
  });

  app.openapi(routes.deleteProject, async (c) => {
    await deleteProject(db, { userId: owner(c), projectId: c.req.valid('param').id, audit: audit(c) });
    deps.preview.storage.forget(owner(c), [c.req.valid('param').id]);
    return c.body(null, 204);
  });

  app.openapi(routes.getFiles, async (c) => {
    const project = await findOwnProject(db, owner(c), c.req.valid('param').id);
    const number = c.req.valid('query').version ?? project.versionNumber;
    const [version] = await db
      .select({ files: projectVersions.files })
      .from(projectVersions)
      .where(and(eq(projectVersions.projectId, project.id), eq(projectVersions.number, number)));
    if (!version) throw new AppError('NOT_FOUND', { userMessage: `La version ${number} de ce projet n'existe pas.` });
    return c.json({ version: number, files: await loadFiles(db, version.files) }, 200);
  });

  app.openapi(routes.saveFiles, async (c) => {
    const input = c.req.valid('json');
    const version = await saveVersion(db, {
      userId: owner(c),
      projectId: c.req.valid('param').id,
      baseVersion: input.baseVersion,
      files: input.files,
      summary: input.summary,
      audit: audit(c),
    });
    return c.json({ version: { number: version.number, createdAt: version.createdAt, fileCount: version.fileCount } }, 201);
  });

  app.openapi(routes.listVersions, async (c) => c.json({ versions: await listVersions(db, owner(c), c.req.valid('param').id) }, 200));

  app.openapi(routes.generate, async (c) => {
    const projectId = c.req.valid('param').id;
    const prepared = await prepareGeneration(deps.generation, {
      userId: owner(c),
      roles: c.get('apiRoles'),
      request: { mode: 'code', projectId, message: c.req.valid('json').message },
    });
    const cancel = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => cancel.abort(), { once: true });
    if (c.req.valid('query').wait === 'true') {
      const events: GenerationEvent[] = [];
      for await (const event of streamGeneration(deps.generation, prepared, cancel.signal)) events.push(event);
      const done = events.findLast((event) => event.type === 'done');
      const failure = events.findLast((event) => event.type === 'error');
      if (!done && failure?.type === 'error') throw new AppError('GENERATION_FAILED', { userMessage: failure.message });
      const start = events.find((event) => event.type === 'start');
      return c.json(
        {
          generationId: start?.type === 'start' ? start.generationId : null,
          versionNumber: done?.type === 'done' ? done.versionNumber : null,
          filesChanged: done?.type === 'done' ? done.filesChanged : [],
          reply: done?.type === 'done' ? done.reply : '',
          events: events.filter((event) => event.type !== 'file-chunk'),
        },
        200,
      );
    }
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => cancel.abort());
      for await (const event of streamGeneration(deps.generation, prepared, cancel.signal)) {
        if (stream.aborted) cancel.abort();
        await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
      }
    }) as never;
  });

  app.openapi(routes.startBuild, async (c) => {
    const input = c.req.valid('json');
    const build = await startBuild(
      { db, jobs: deps.jobs },
      {
        userId: owner(c),
        roles: c.get('apiRoles'),
        freeBuildsPerProject: deps.config.limits.freePlanBuildsPerProject,
        data: { projectId: c.req.valid('param').id, platform: input.platform, versionNumber: input.versionNumber },
        audit: audit(c),
      },
    );
    return c.json({ build }, 201);
  });

  app.openapi(routes.getBuild, async (c) =>
    c.json({ build: await readBuild(db, { userId: owner(c), isAdmin: false, buildId: c.req.valid('param').id }) }, 200),
  );

  app.openapi(routes.getArtifact, async (c) => {
    const artifact = await readBuildArtifact(db, { userId: owner(c), isAdmin: false, buildId: c.req.valid('param').id });
    return new Response(new Uint8Array(artifact.body), {
      headers: {
        'content-type': artifact.contentType,
        'content-disposition': `attachment; filename="${artifact.fileName}"`,
        'cache-control': 'private, no-store',
        ...Object.fromEntries(
          ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'].flatMap((name) =>
            c.res.headers.get(name) ? [[name, c.res.headers.get(name)!]] : [],
          ),
        ),
      },
    }) as never;
  });

  app.all('*', () => {
    throw new AppError('NOT_FOUND', { userMessage: "Cette adresse de l'API n'existe pas : la liste est dans /v1/openapi.json." });
  });
  return app;
}
