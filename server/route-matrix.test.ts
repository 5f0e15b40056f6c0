import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GenerationEvent } from '../common/generation.js';
import { startFakeGithub, type FakeGithub } from '../tests/support/fake-github-server.js';
import { createHttpClient } from '../tests/support/http-client.js';
import { authRouteKeys, footprintOf, routeKeys, snapshotDatabase } from '../tests/support/route-matrix.js';
import { readGenerationEvents } from '../tests/support/sse-client.js';
import { startTestServer, type TestServer } from '../tests/support/test-server.js';
import { createApp } from './app.js';
import { createContentApp } from './content-app.js';
import { accounts, sessions, userRoles } from './db/schema.js';

/**
 * Every route of both origins, read from the routers, tried as a visitor, as another user and as a normal
 * user on admin routes. A route the routers have and this table lacks fails the test: classify it here.
 *
 * - public: anyone; never shows someone else's data.
 * - signed-in: 401 without a session; with one, only the caller's own data.
 * - owner: about one resource (in the path or the body); 401 without a session, 403/404 for anyone but its owner.
 * - admin: 401 without a session, 403 for a user without the admin role.
 * - closed: 404 for everyone, admins included (better-auth's admin plugin: see server/auth/guard-auth-requests.ts).
 *
 * better-auth's endpoints are listed one by one from the auth instance (AUTH_ROUTES), not as its /api/auth/* mount.
 */
type Access = 'public' | 'signed-in' | 'owner' | 'admin' | 'closed';

interface Sample {
  path: string;
  body?: unknown;
  /** Sent as multipart/form-data instead of JSON. */
  form?: FormData;
  /** Sent as is, with this content type (a zip to import). */
  raw?: { bytes: Uint8Array; type: string };
}

interface Ids {
  userId: string;
  /** A's session token, as in A's sign-in cookie (before the signature). */
  sessionToken: string;
  /** A's password account: its row id and its account id (the user id, for a password account). */
  accountRowId: string;
  accountId: string;
  projectId: string;
  apiKeyId: string;
  conversationId: string;
  ticketId: string;
  /** A's session row (the admin console revokes sessions by id). */
  sessionId: string;
  previewId: string;
  generationId: string;
  buildId: string;
  version: number;
  email: string;
  bridgeFile: string;
  vendorFile: string;
}

interface Rule {
  access: Access;
  samples: (a: Ids) => Sample[];
  /** Only mounted when dist/web exists (the built web app). */
  webBuildOnly?: boolean;
  /** What a visitor gets when it is not 401, and why (a feature better-auth has switched off answers 404 first). */
  anonymousStatus?: number;
  /**
   * What another signed-in user gets when it is not 2xx, and why: a request refused on purpose because it would
   * harm that user (the sample must not delete the test's « other » account).
   */
  otherStatus?: number;
  /** The request may end the caller's session (sign-out, revoke-sessions): the caller signs in again after it. */
  endsSession?: boolean;
}

const files = { 'src/App.tsx': 'export default function App() { return <h1>Bonjour</h1>; }' };
const runtimeError = { kind: 'runtime-error', message: 'boum', file: null, line: null, column: null, stack: null };

const APP_ROUTES: Record<string, Rule> = {
  // The mount of better-auth's router: each endpoint behind it has its own row in AUTH_ROUTES. Here, only an
  // address better-auth does not serve.
  'GET /api/auth/*': { access: 'public', samples: () => [{ path: '/api/auth/adresse-inconnue' }] },
  'POST /api/auth/*': { access: 'public', samples: () => [{ path: '/api/auth/adresse-inconnue' }] },
  'GET /api/health': { access: 'public', samples: () => [{ path: '/api/health' }] },
  'GET /api/me': { access: 'public', samples: () => [{ path: '/api/me' }] },
  'GET /api/public-config': { access: 'public', samples: () => [{ path: '/api/public-config' }] },
  'GET /api/projects': {
    access: 'signed-in',
    samples: () => [{ path: '/api/projects' }, { path: '/api/projects?q=Projet&sort=name&favorites=false&limit=100' }],
  },
  'GET /api/projects/names': { access: 'signed-in', samples: () => [{ path: '/api/projects/names' }] },
  'POST /api/projects': { access: 'signed-in', samples: () => [{ path: '/api/projects', body: { title: 'Projet de B', files } }] },
  'POST /api/projects/import': {
    access: 'signed-in',
    samples: () => [{ path: '/api/projects/import?title=Import%20de%20B', raw: { bytes: projectZip(), type: 'application/zip' } }],
  },
  'GET /api/builds': { access: 'signed-in', samples: () => [{ path: '/api/builds' }] },
  'POST /api/builds': { access: 'owner', samples: (a) => [{ path: '/api/builds', body: { projectId: a.projectId, platform: 'source' } }] },
  'GET /api/builds/events': { access: 'signed-in', samples: () => [{ path: '/api/builds/events' }] },
  'GET /api/projects/:id/publication': { access: 'owner', samples: (a) => [{ path: `/api/projects/${a.projectId}/publication` }] },
  'POST /api/projects/:id/publication': {
    access: 'owner',
    samples: (a) => [{ path: `/api/projects/${a.projectId}/publication`, body: { slug: 'pris-par-b' } }],
  },
  'DELETE /api/projects/:id/publication': { access: 'owner', samples: (a) => [{ path: `/api/projects/${a.projectId}/publication` }] },
  'GET /api/builds/:id': { access: 'owner', samples: (a) => [{ path: `/api/builds/${a.buildId}` }] },
  'GET /api/builds/:id/artifact': { access: 'owner', samples: (a) => [{ path: `/api/builds/${a.buildId}/artifact` }] },
  'POST /api/exports/source': {
    access: 'signed-in',
    samples: () => [{ path: '/api/exports/source', body: { title: 'Export de B', files } }],
  },
  'GET /api/projects/:id': { access: 'owner', samples: (a) => [{ path: `/api/projects/${a.projectId}` }] },
  'PATCH /api/projects/:id': {
    access: 'owner',
    samples: (a) => [{ path: `/api/projects/${a.projectId}`, body: { title: 'Pris par B', status: 'archived' } }],
  },
  'PUT /api/projects/:id/favorite': {
    access: 'owner',
    samples: (a) => [{ path: `/api/projects/${a.projectId}/favorite`, body: { isFavorite: true } }],
  },
  'DELETE /api/projects/:id': { access: 'owner', samples: (a) => [{ path: `/api/projects/${a.projectId}` }] },
  'GET /api/projects/:id/versions': { access: 'owner', samples: (a) => [{ path: `/api/projects/${a.projectId}/versions` }] },
  'POST /api/projects/:id/versions': {
    access: 'owner',
    samples: (a) => [{ path: `/api/projects/${a.projectId}/versions`, body: { baseVersion: a.version, files, summary: 'Écrit par B' } }],
  },
  'GET /api/projects/:id/versions/:number': { access: 'owner', samples: (a) => [{ path: `/api/projects/${a.projectId}/versions/1` }] },
  'GET /api/projects/:id/export': {
    access: 'owner',
    samples: (a) => [{ path: `/api/projects/${a.projectId}/export` }, { path: `/api/projects/${a.projectId}/export?version=1` }],
  },
  'POST /api/projects/:id/versions/:number/restore': {
    access: 'owner',
    samples: (a) => [{ path: `/api/projects/${a.projectId}/versions/1/restore`, body: { baseVersion: a.version } }],
  },
  'POST /api/projects/:id/versions/:number/outcome': {
    access: 'owner',
    samples: (a) => [{ path: `/api/projects/${a.projectId}/versions/1/outcome`, body: { works: false } }],
  },
  'GET /api/dashboard': { access: 'signed-in', samples: () => [{ path: '/api/dashboard' }] },
  'GET /api/api-keys': { access: 'signed-in', samples: () => [{ path: '/api/api-keys' }] },
  'POST /api/api-keys': {
    access: 'signed-in',
    samples: () => [{ path: '/api/api-keys', body: { name: 'Clé de B', expiresInDays: null } }],
  },
  'DELETE /api/api-keys/:id': { access: 'owner', samples: (a) => [{ path: `/api/api-keys/${a.apiKeyId}` }] },
  // The public API: each client sends its own Bearer key (see send()); a visitor sends none.
  'GET /v1/openapi.json': { access: 'public', samples: () => [{ path: '/v1/openapi.json' }] },
  'ALL /v1/*': { access: 'public', samples: () => [{ path: '/v1/adresse-inconnue' }] },
  'GET /v1/projects': { access: 'signed-in', samples: () => [{ path: '/v1/projects' }, { path: '/v1/projects?limit=1' }] },
  'POST /v1/projects': { access: 'signed-in', samples: () => [{ path: '/v1/projects', body: { title: 'Projet API de B', files } }] },
  'GET /v1/projects/:id': { access: 'owner', samples: (a) => [{ path: `/v1/projects/${a.projectId}` }] },
  'PUT /v1/projects/:id': {
    access: 'owner',
    samples: (a) => [{ path: `/v1/projects/${a.projectId}`, body: { title: 'Pris par B', isFavorite: true } }],
  },
  'DELETE /v1/projects/:id': { access: 'owner', samples: (a) => [{ path: `/v1/projects/${a.projectId}` }] },
  'GET /v1/projects/:id/files': {
    access: 'owner',
    samples: (a) => [{ path: `/v1/projects/${a.projectId}/files` }, { path: `/v1/projects/${a.projectId}/files?version=1` }],
  },
  'PUT /v1/projects/:id/files': {
    access: 'owner',
    samples: (a) => [{ path: `/v1/projects/${a.projectId}/files`, body: { baseVersion: a.version, files } }],
  },
  'GET /v1/projects/:id/versions': { access: 'owner', samples: (a) => [{ path: `/v1/projects/${a.projectId}/versions` }] },
  'POST /v1/projects/:id/generations': {
    access: 'owner',
    samples: (a) => [{ path: `/v1/projects/${a.projectId}/generations?wait=true`, body: { message: 'Ajoute une page de B' } }],
  },
  'POST /v1/projects/:id/builds': {
    access: 'owner',
    samples: (a) => [{ path: `/v1/projects/${a.projectId}/builds`, body: { platform: 'source' } }],
  },
  'GET /v1/builds/:id': { access: 'owner', samples: (a) => [{ path: `/v1/builds/${a.buildId}` }] },
  'GET /v1/builds/:id/artifact': { access: 'owner', samples: (a) => [{ path: `/v1/builds/${a.buildId}/artifact` }] },
  // GitHub: the matrix's server talks to a fake GitHub on 127.0.0.1 where A and B each linked their own account.
  'GET /api/github/callback': { access: 'public', samples: () => [{ path: '/api/github/callback?code=code-invente&state=state-invente' }] },
  'POST /api/github/connect': { access: 'signed-in', samples: () => [{ path: '/api/github/connect' }] },
  'GET /api/github': { access: 'signed-in', samples: () => [{ path: '/api/github' }] },
  'GET /api/github/repos': { access: 'signed-in', samples: () => [{ path: '/api/github/repos' }] },
  'POST /api/github/import': {
    access: 'signed-in',
    samples: () => [{ path: '/api/github/import', body: { repository: 'matrice-b/app-de-b' } }],
  },
  'POST /api/github/avatar': { access: 'signed-in', samples: () => [{ path: '/api/github/avatar' }] },
  'POST /api/github/disconnect': { access: 'signed-in', samples: () => [{ path: '/api/github/disconnect' }] },
  'GET /api/projects/:id/github': { access: 'owner', samples: (a) => [{ path: `/api/projects/${a.projectId}/github` }] },
  'POST /api/projects/:id/github/repo': {
    access: 'owner',
    samples: (a) => [{ path: `/api/projects/${a.projectId}/github/repo`, body: { name: 'depot-de-b' } }],
  },
  'DELETE /api/projects/:id/github': { access: 'owner', samples: (a) => [{ path: `/api/projects/${a.projectId}/github` }] },
  'POST /api/projects/:id/github/push': { access: 'owner', samples: (a) => [{ path: `/api/projects/${a.projectId}/github/push` }] },
  'POST /api/projects/:id/github/pull': {
    access: 'owner',
    samples: (a) => [{ path: `/api/projects/${a.projectId}/github/pull`, body: {} }],
  },
  'GET /api/profile': { access: 'signed-in', samples: () => [{ path: '/api/profile' }] },
  'PATCH /api/profile': { access: 'signed-in', samples: () => [{ path: '/api/profile', body: { fullName: 'Nom de B' } }] },
  'POST /api/profile/avatar': { access: 'signed-in', samples: () => [{ path: '/api/profile/avatar', form: avatarForm() }] },
  'DELETE /api/profile/avatar': { access: 'signed-in', samples: () => [{ path: '/api/profile/avatar' }] },
  'GET /api/profile/export': { access: 'signed-in', samples: () => [{ path: '/api/profile/export' }] },
  // B typing B's own address would delete B, the « other » user the rest of the matrix needs. B types A's address
  // instead: refused (400 « L'adresse ne correspond pas »), which also shows that nobody deletes A's account but A.
  'POST /api/profile/delete': {
    access: 'signed-in',
    otherStatus: 400,
    samples: (a) => [{ path: '/api/profile/delete', body: { email: a.email } }],
  },
  'POST /api/generate': {
    access: 'owner',
    samples: (a) => [
      { path: '/api/generate', body: { mode: 'code', projectId: a.projectId, message: 'Ajoute une page de B' } },
      { path: '/api/generate', body: { mode: 'conversation', projectId: a.projectId, message: 'Que contient ce projet ?' } },
    ],
  },
  'GET /api/conversations': { access: 'signed-in', samples: () => [{ path: '/api/conversations' }] },
  'POST /api/conversations': { access: 'signed-in', samples: () => [{ path: '/api/conversations', body: { title: 'Conversation de B' } }] },
  'GET /api/conversations/:id': { access: 'owner', samples: (a) => [{ path: `/api/conversations/${a.conversationId}` }] },
  'PUT /api/conversations/:id': {
    access: 'owner',
    samples: (a) => [
      {
        path: `/api/conversations/${a.conversationId}`,
        body: { title: 'Pris par B', messages: [{ id: 'b1', type: 'user', content: 'écrasé', timestamp: new Date().toISOString() }] },
      },
    ],
  },
  'DELETE /api/conversations/:id': { access: 'owner', samples: (a) => [{ path: `/api/conversations/${a.conversationId}` }] },
  'POST /api/attachments': { access: 'signed-in', samples: () => [{ path: '/api/attachments', form: attachmentForm() }] },
  'GET /api/preview/runtime': { access: 'signed-in', samples: () => [{ path: '/api/preview/runtime' }] },
  'POST /api/preview': {
    access: 'owner',
    samples: (a) => [
      { path: '/api/preview', body: { files, projectId: a.projectId } },
      // Another user's generation: a preview built under it would let its runtime errors lower that generation's score.
      { path: '/api/preview', body: { files, generationId: a.generationId } },
    ],
  },
  'POST /api/preview/projects/:id': { access: 'owner', samples: (a) => [{ path: `/api/preview/projects/${a.projectId}` }] },
  'POST /api/preview/:previewId/runtime-errors': {
    access: 'owner',
    samples: (a) => [{ path: `/api/preview/${a.previewId}/runtime-errors`, body: { errors: [runtimeError] } }],
  },
  'GET /api/support/tickets': { access: 'signed-in', samples: () => [{ path: '/api/support/tickets' }] },
  'POST /api/support/tickets': {
    access: 'signed-in',
    samples: () => [{ path: '/api/support/tickets', body: { subject: 'Demande de B', message: 'Un message de B assez long.' } }],
  },
  'POST /api/support/tickets/:id/replies': {
    access: 'owner',
    samples: (a) => [{ path: `/api/support/tickets/${a.ticketId}/replies`, body: { message: 'Réponse de B' } }],
  },
  'GET /api/admin/overview': { access: 'admin', samples: () => [{ path: '/api/admin/overview' }] },
  'GET /api/admin/ai-responses': {
    access: 'admin',
    samples: () => [{ path: '/api/admin/ai-responses' }, { path: '/api/admin/ai-responses?provider=claude' }],
  },
  'PUT /api/admin/ai-responses/:id/verification': {
    access: 'admin',
    samples: () => [{ path: '/api/admin/ai-responses/00000000-0000-4000-8000-000000000000/verification', body: { verified: true } }],
  },
  'GET /api/admin/users': {
    access: 'admin',
    samples: () => [{ path: '/api/admin/users' }, { path: '/api/admin/users?role=admin&q=matrice&page=1' }],
  },
  'GET /api/admin/users/:id': { access: 'admin', samples: (a) => [{ path: `/api/admin/users/${a.userId}` }] },
  'PUT /api/admin/users/:id/roles': {
    access: 'admin',
    samples: (a) => [{ path: `/api/admin/users/${a.userId}/roles`, body: { roles: ['admin'] } }],
  },
  'POST /api/admin/users/:id/suspension': {
    access: 'admin',
    samples: (a) => [{ path: `/api/admin/users/${a.userId}/suspension`, body: { reason: 'par B' } }],
  },
  'DELETE /api/admin/users/:id/suspension': { access: 'admin', samples: (a) => [{ path: `/api/admin/users/${a.userId}/suspension` }] },
  'DELETE /api/admin/users/:id/sessions/:sessionId': {
    access: 'admin',
    samples: (a) => [{ path: `/api/admin/users/${a.userId}/sessions/${a.sessionId}` }],
  },
  'POST /api/admin/users/:id/password-reset': {
    access: 'admin',
    samples: (a) => [{ path: `/api/admin/users/${a.userId}/password-reset`, body: {} }],
  },
  'GET /api/admin/projects': {
    access: 'admin',
    samples: () => [{ path: '/api/admin/projects' }, { path: '/api/admin/projects?q=Carnet' }],
  },
  'PUT /api/admin/projects/:id/visibility': {
    access: 'admin',
    samples: (a) => [{ path: `/api/admin/projects/${a.projectId}/visibility`, body: { isPublic: false } }],
  },
  'DELETE /api/admin/projects/:id': { access: 'admin', samples: (a) => [{ path: `/api/admin/projects/${a.projectId}` }] },
  'GET /api/admin/support/tickets': {
    access: 'admin',
    samples: () => [{ path: '/api/admin/support/tickets' }, { path: '/api/admin/support/tickets?status=open' }],
  },
  'POST /api/admin/support/tickets/:id/replies': {
    access: 'admin',
    samples: (a) => [{ path: `/api/admin/support/tickets/${a.ticketId}/replies`, body: { message: 'Réponse' } }],
  },
  'PUT /api/admin/support/tickets/:id/status': {
    access: 'admin',
    samples: (a) => [{ path: `/api/admin/support/tickets/${a.ticketId}/status`, body: { status: 'resolved' } }],
  },
  'GET /api/admin/audit-logs': {
    access: 'admin',
    samples: () => [{ path: '/api/admin/audit-logs' }, { path: '/api/admin/audit-logs?action=login&from=2026-01-01' }],
  },
  'GET /api/admin/audit-logs/stats': { access: 'admin', samples: () => [{ path: '/api/admin/audit-logs/stats' }] },
  'GET /api/admin/audit-logs/export': { access: 'admin', samples: () => [{ path: '/api/admin/audit-logs/export' }] },
  'GET /api/admin/system': { access: 'admin', samples: () => [{ path: '/api/admin/system' }] },
  'POST /api/admin/system/samples': { access: 'admin', samples: () => [{ path: '/api/admin/system/samples', body: {} }] },
  'GET /api/admin/settings': { access: 'admin', samples: () => [{ path: '/api/admin/settings' }] },
  // The API's own 404 for any other /api/… address, whatever the method.
  'ALL /api/*': { access: 'public', samples: () => [{ path: '/api/adresse-inconnue' }] },
  // A hashed file of the build that is not there: a French 404 for everyone, never the SPA shell.
  'GET /assets/*': { access: 'public', webBuildOnly: true, samples: () => [{ path: '/assets/index-ancien0.js' }] },
  // The public pages prerendered at build (decision 035): static HTML, the same for everyone, with no data in it.
  ...Object.fromEntries(
    ['/', '/features', '/pricing', '/docs', '/documentation', '/support', '/help', '/community', '/status', '/api', '/auth'].map(
      (path): [string, Rule] => [`GET ${path}`, { access: 'public', webBuildOnly: true, samples: () => [{ path }] }],
    ),
  ),
  'GET /*': { access: 'public', webBuildOnly: true, samples: (a) => [{ path: '/dashboard' }, { path: `/dev-studio/${a.projectId}` }] },
};

const ANOTHER_PASSWORD = 'nouveau-secret-matrice-92';
const adminOnA = (a: Ids) => ({ userId: a.userId });

/**
 * better-auth's endpoints, read from the auth instance (`auth.api`): a plugin that adds endpoints fails the
 * first test until they are classified here. Samples aim at A's account (A's user id, session token, account):
 * B, signed in, must change only B's rows with them.
 */
const AUTH_ROUTES: Record<string, Rule> = {
  'POST /api/auth/sign-in/social': {
    access: 'public',
    samples: () => [{ path: '/api/auth/sign-in/social', body: { provider: 'github', callbackURL: '/' } }],
  },
  'GET /api/auth/callback/:id': {
    access: 'public',
    samples: () => [{ path: '/api/auth/callback/github?state=etat-invente&code=code-invente' }],
  },
  'POST /api/auth/callback/:id': {
    access: 'public',
    samples: () => [{ path: '/api/auth/callback/github', body: { state: 'etat-invente', code: 'code-invente' } }],
  },
  // Nobody's session for a visitor, the caller's own for B.
  'GET /api/auth/get-session': { access: 'public', samples: () => [{ path: '/api/auth/get-session' }] },
  'POST /api/auth/get-session': { access: 'public', samples: () => [{ path: '/api/auth/get-session', body: {} }] },
  'POST /api/auth/sign-out': { access: 'public', endsSession: true, samples: () => [{ path: '/api/auth/sign-out', body: {} }] },
  // A's address, already taken: without SMTP the answer says so (decision 014) but shows nothing of A and creates nothing.
  'POST /api/auth/sign-up/email': {
    access: 'public',
    samples: (a) => [{ path: '/api/auth/sign-up/email', body: { email: a.email, password: ANOTHER_PASSWORD, name: 'Intrus' } }],
  },
  'POST /api/auth/sign-in/email': {
    access: 'public',
    samples: (a) => [{ path: '/api/auth/sign-in/email', body: { email: a.email, password: 'pas-le-bon-mot-de-passe' } }],
  },
  'POST /api/auth/reset-password': {
    access: 'public',
    samples: () => [{ path: '/api/auth/reset-password', body: { token: 'jeton-invente', newPassword: ANOTHER_PASSWORD } }],
  },
  'GET /api/auth/verify-email': { access: 'public', samples: () => [{ path: '/api/auth/verify-email?token=jeton-invente' }] },
  // A's address: without SMTP nothing is sent and nothing is written.
  'POST /api/auth/send-verification-email': {
    access: 'public',
    samples: (a) => [{ path: '/api/auth/send-verification-email', body: { email: a.email } }],
  },
  // An address with no account (a request for A's address writes a reset token for A, which anyone may ask for).
  'POST /api/auth/request-password-reset': {
    access: 'public',
    samples: () => [{ path: '/api/auth/request-password-reset', body: { email: 'personne-sans-compte@exemple.fr', redirectTo: '/auth' } }],
  },
  'GET /api/auth/reset-password/:token': {
    access: 'public',
    samples: () => [{ path: '/api/auth/reset-password/jeton-invente?callbackURL=/auth' }],
  },
  'GET /api/auth/ok': { access: 'public', samples: () => [{ path: '/api/auth/ok' }] },
  'GET /api/auth/error': { access: 'public', samples: () => [{ path: '/api/auth/error?error=essai' }] },

  'POST /api/auth/verify-password': {
    access: 'signed-in',
    samples: () => [{ path: '/api/auth/verify-password', body: { password: 'motdepasse-matrice-a' } }],
  },
  'POST /api/auth/change-email': {
    access: 'signed-in',
    samples: () => [{ path: '/api/auth/change-email', body: { newEmail: 'nouvelle-adresse-matrice@exemple.fr' } }],
  },
  // A's password as "current": B's own check must refuse it, and A's password stays.
  'POST /api/auth/change-password': {
    access: 'signed-in',
    samples: () => [
      {
        path: '/api/auth/change-password',
        body: { currentPassword: 'motdepasse-matrice-a', newPassword: ANOTHER_PASSWORD, revokeOtherSessions: true },
      },
    ],
  },
  'POST /api/auth/update-session': { access: 'signed-in', samples: () => [{ path: '/api/auth/update-session', body: {} }] },
  // Only B's name changes, whatever id rides along.
  'POST /api/auth/update-user': {
    access: 'signed-in',
    samples: (a) => [{ path: '/api/auth/update-user', body: { name: 'Renommé par B', image: null, id: a.userId, userId: a.userId } }],
  },
  'POST /api/auth/delete-user': {
    access: 'signed-in',
    endsSession: true,
    samples: () => [{ path: '/api/auth/delete-user', body: { password: 'motdepasse-matrice-b' } }],
  },
  // Account deletion is not enabled in better-auth: its callback answers 404 before looking at the session.
  'GET /api/auth/delete-user/callback': {
    access: 'signed-in',
    anonymousStatus: 404,
    samples: () => [{ path: '/api/auth/delete-user/callback?token=jeton-invente' }],
  },
  'GET /api/auth/list-sessions': { access: 'signed-in', samples: () => [{ path: '/api/auth/list-sessions' }] },
  'POST /api/auth/revoke-session': {
    access: 'signed-in',
    samples: (a) => [{ path: '/api/auth/revoke-session', body: { token: a.sessionToken } }],
  },
  'POST /api/auth/revoke-sessions': {
    access: 'signed-in',
    endsSession: true,
    samples: () => [{ path: '/api/auth/revoke-sessions', body: {} }],
  },
  'POST /api/auth/revoke-other-sessions': { access: 'signed-in', samples: () => [{ path: '/api/auth/revoke-other-sessions', body: {} }] },
  'POST /api/auth/link-social': {
    access: 'signed-in',
    samples: () => [{ path: '/api/auth/link-social', body: { provider: 'github', callbackURL: '/' } }],
  },
  'GET /api/auth/list-accounts': { access: 'signed-in', samples: () => [{ path: '/api/auth/list-accounts' }] },
  'POST /api/auth/unlink-account': {
    access: 'signed-in',
    samples: (a) => [
      { path: '/api/auth/unlink-account', body: { providerId: 'credential', accountId: a.accountId } },
      { path: '/api/auth/unlink-account', body: { providerId: 'credential', accountId: a.accountRowId } },
    ],
  },
  'POST /api/auth/refresh-token': {
    access: 'signed-in',
    samples: (a) => [{ path: '/api/auth/refresh-token', body: { accountId: a.accountRowId, userId: a.userId } }],
  },
  'POST /api/auth/get-access-token': {
    access: 'signed-in',
    samples: (a) => [{ path: '/api/auth/get-access-token', body: { accountId: a.accountRowId, userId: a.userId } }],
  },
  'GET /api/auth/account-info': {
    access: 'signed-in',
    samples: (a) => [
      { path: `/api/auth/account-info?accountId=${a.accountId}` },
      { path: `/api/auth/account-info?accountId=${a.accountRowId}` },
    ],
  },

  // The admin plugin's endpoints answer 404 to everyone: administration goes through /api/admin (decision 012).
  'POST /api/auth/admin/set-role': {
    access: 'closed',
    samples: (a) => [{ path: '/api/auth/admin/set-role', body: { ...adminOnA(a), role: 'admin' } }],
  },
  'GET /api/auth/admin/get-user': { access: 'closed', samples: (a) => [{ path: `/api/auth/admin/get-user?id=${a.userId}` }] },
  'POST /api/auth/admin/create-user': {
    access: 'closed',
    samples: () => [
      {
        path: '/api/auth/admin/create-user',
        body: { email: 'cree-par-b@exemple.fr', password: ANOTHER_PASSWORD, name: 'Créé', role: 'admin' },
      },
    ],
  },
  'POST /api/auth/admin/update-user': {
    access: 'closed',
    samples: (a) => [{ path: '/api/auth/admin/update-user', body: { ...adminOnA(a), data: { name: 'Pris par B' } } }],
  },
  'GET /api/auth/admin/list-users': { access: 'closed', samples: () => [{ path: '/api/auth/admin/list-users' }] },
  'POST /api/auth/admin/list-user-sessions': {
    access: 'closed',
    samples: (a) => [{ path: '/api/auth/admin/list-user-sessions', body: adminOnA(a) }],
  },
  'POST /api/auth/admin/unban-user': { access: 'closed', samples: (a) => [{ path: '/api/auth/admin/unban-user', body: adminOnA(a) }] },
  'POST /api/auth/admin/ban-user': {
    access: 'closed',
    samples: (a) => [{ path: '/api/auth/admin/ban-user', body: { ...adminOnA(a), banReason: 'essai' } }],
  },
  'POST /api/auth/admin/impersonate-user': {
    access: 'closed',
    samples: (a) => [{ path: '/api/auth/admin/impersonate-user', body: adminOnA(a) }],
  },
  'POST /api/auth/admin/stop-impersonating': {
    access: 'closed',
    samples: () => [{ path: '/api/auth/admin/stop-impersonating', body: {} }],
  },
  'POST /api/auth/admin/revoke-user-session': {
    access: 'closed',
    samples: (a) => [{ path: '/api/auth/admin/revoke-user-session', body: { sessionToken: a.sessionToken } }],
  },
  'POST /api/auth/admin/revoke-user-sessions': {
    access: 'closed',
    samples: (a) => [{ path: '/api/auth/admin/revoke-user-sessions', body: adminOnA(a) }],
  },
  'POST /api/auth/admin/remove-user': { access: 'closed', samples: (a) => [{ path: '/api/auth/admin/remove-user', body: adminOnA(a) }] },
  'POST /api/auth/admin/set-user-password': {
    access: 'closed',
    samples: (a) => [{ path: '/api/auth/admin/set-user-password', body: { ...adminOnA(a), newPassword: ANOTHER_PASSWORD } }],
  },
  'POST /api/auth/admin/has-permission': {
    access: 'closed',
    samples: (a) => [{ path: '/api/auth/admin/has-permission', body: { ...adminOnA(a), permissions: { user: ['list'] } } }],
  },
};

/** Content origin: it honours no cookie, sets none, and lists no one's preview. */
const CONTENT_ROUTES: Record<string, { samples: (a: Ids) => string[]; capability?: boolean; post?: { body: string; type: string } }> = {
  'GET /health': { samples: () => ['/health'] },
  'GET /': { samples: () => ['/'] },
  'GET /runtime/attente': { samples: () => ['/runtime/attente'] },
  'GET /runtime/:file': { samples: (a) => [a.bridgeFile, '/runtime/inconnu.js'] },
  'GET /vendor/importmap.json': { samples: () => ['/vendor/importmap.json'] },
  'GET /vendor/:hash/:file': { samples: (a) => [a.vendorFile] },
  'GET /packages/:file': { samples: () => ['/packages/inconnu.js'] },
  // A preview's address is its secret (24 random characters): whoever has it sees it, like a shared link.
  'GET /p/:id': { capability: true, samples: (a) => [`/p/${a.previewId}`, '/p/inconnu'] },
  // The frame saves its app's localStorage there: only the preview's address (its secret) reaches it.
  'POST /p/:id/_lumi/storage': {
    capability: true,
    post: { body: '{}', type: 'text/plain' },
    samples: (a) => [`/p/${a.previewId}/_lumi/storage`, '/p/inconnu/_lumi/storage'],
  },
  'GET /p/:id/*': { capability: true, samples: (a) => [`/p/${a.previewId}/`, `/p/${a.previewId}/_lumi/app.css`, '/p/inconnu/'] },
  // Published apps are public by nature; an unknown or unpublished address is a 404 for everyone.
  'GET /a/:slug': { samples: () => ['/a/inconnue'] },
  'GET /a/:slug/*': { samples: () => ['/a/inconnue/', '/a/inconnue/assets/index.js', '/a/inconnue/_lumi/isolation.js'] },
};

const METHOD_OF_ALL = 'POST';

function projectZip(): Uint8Array {
  return zipSync({ 'app-de-b-main/src/App.tsx': strToU8(files['src/App.tsx']) });
}

/** A 2×2 red PNG: B's own new avatar. */
function avatarForm(): FormData {
  const form = new FormData();
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVR4nGP4z8DwnwGM/zMwAAAf7gP9NRsAMwAAAABJRU5ErkJggg==';
  form.set('file', new File([Buffer.from(png, 'base64')], 'avatar-de-b.png', { type: 'image/png' }));
  return form;
}

function attachmentForm(): FormData {
  const form = new FormData();
  form.set('file', new File(['console.log("b");'], 'notes-de-b.js', { type: 'text/javascript' }));
  return form;
}

/** Better-auth counts sign-in attempts (its rate limit) in this table: a counter, not anyone's data. */
/**
 * Written by any request: the auth rate limits, the public API's per-key counts, and a key's « last used » time
 * (a key used by B changes B's key row only: A's key still works at the end of the owner test).
 */
const COUNTERS = ['rate_limits', 'api_rate_limits', 'api_keys'];
/** Each client's public API key. */
const apiKeyOf = new Map<Client, string>();

let server: TestServer;
const db = () => server.server.deps.database.db;

type Client = ReturnType<typeof createHttpClient>;
let anonymous: Client;
let owner: Client;
let other: Client;
/** A user with the admin role (a user_roles row): admins too get 404 on better-auth's admin plugin. */
let administrator: Client;
let otherEmail: string;
let a: Ids;
let ownerUserId: string;
/** Texts of A's that must never reach anyone else. */
let secrets: string[];
let github: FakeGithub;

beforeAll(async () => {
  github = await startFakeGithub({ clientId: 'matrice', clientSecret: 'matrice-secret', user: { login: 'matrice-a', id: 1 } });
  github.createRepo('matrice-b', 'app-de-b', {
    'package.json': '{"name":"app-de-b","dependencies":{"react":"^19.0.0"}}',
    'src/App.tsx': 'export default () => null;',
  });
  server = await startTestServer(
    // B imports a repository and creates projects of its own: room for them beyond the free plan's three.
    {
      AI_OFFLINE_DELAY_MS: '0',
      GITHUB_LINK_CLIENT_ID: 'matrice',
      GITHUB_LINK_CLIENT_SECRET: 'matrice-secret',
      GITHUB_API_URL: github.url,
      GITHUB_WEB_URL: github.url,
      FREE_PLAN_MAX_PROJECTS: '20',
    },
    { rateLimits: { signUp: 100, signIn: 100 } },
  );
  anonymous = createHttpClient(server.url);
  owner = createHttpClient(server.url);
  other = createHttpClient(server.url);
  administrator = createHttpClient(server.url);
  const email = `matrice-a-${Date.now()}@exemple.fr`;
  otherEmail = `matrice-b-${Date.now()}@exemple.fr`;
  expect((await owner.signUp(email, 'motdepasse-matrice-a')).status).toBe(200);
  expect((await other.signUp(otherEmail, 'motdepasse-matrice-b')).status).toBe(200);
  expect((await administrator.signUp(`matrice-admin-${Date.now()}@exemple.fr`, 'motdepasse-matrice-admin')).status).toBe(200);
  ownerUserId = ((await owner.get('/api/me')).json!.user as { id: string }).id;
  const administratorId = ((await administrator.get('/api/me')).json!.user as { id: string }).id;
  await db().insert(userRoles).values({ userId: administratorId, role: 'admin' });
  const [account] = await db().select().from(accounts).where(eq(accounts.userId, ownerUserId));
  const sessionToken = decodeURIComponent([...owner.cookies].find(([name]) => name.endsWith('session_token'))?.[1] ?? '').split('.')[0]!;
  expect((await db().select().from(sessions).where(eq(sessions.token, sessionToken))).length, 'jeton de session de A').toBe(1);

  const projectTitle = 'Carnet-secret-de-A-7f3k';
  const created = await owner.post('/api/projects', { title: projectTitle, description: 'Description-secrete-de-A', files });
  expect(created.status).toBe(201);
  const projectId = (created.json!.project as { id: string }).id;

  const generation = await fetch(`${server.url}/api/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: cookieHeader(owner) },
    body: JSON.stringify({ mode: 'code', projectId, message: 'Une page « Recette-secrete-de-A »' }),
  });
  expect(generation.status).toBe(200);
  const events: GenerationEvent[] = await readGenerationEvents(generation);
  const start = events.find((event) => event.type === 'start');
  expect(events.at(-1)?.type).toBe('done');

  const conversation = await owner.post('/api/conversations', {
    title: 'Conversation-secrete-de-A',
    messages: [{ id: 'a1', type: 'user', content: 'Message-secret-de-A', timestamp: new Date().toISOString() }],
  });
  expect(conversation.status).toBe(201);
  const ticket = await owner.post('/api/support/tickets', {
    subject: 'Ticket-secret-de-A',
    message: 'Le message secret du ticket de A.',
    projectId,
  });
  expect(ticket.status).toBe(201);
  const [sessionRow] = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.token, sessionToken));
  // A's project has its repository on A's GitHub; B links B's own GitHub account.
  await linkGithub(owner, { login: 'matrice-a', id: 1 });
  expect((await owner.post(`/api/projects/${projectId}/github/repo`, { name: 'depot-secret-de-a-7f3k' })).status).toBe(201);
  await linkGithub(other, { login: 'matrice-b', id: 2 });
  for (const client of [owner, other, administrator]) {
    const created = await client.post('/api/api-keys', { name: 'Clé de la matrice', expiresInDays: null });
    expect(created.status).toBe(201);
    apiKeyOf.set(client, String(created.json!.key));
  }
  const ownerKeyId = ((await owner.get('/api/api-keys')).json!.keys as { id: string }[])[0]!.id;
  const preview = await owner.post(`/api/preview/projects/${projectId}`);
  expect(preview.status).toBe(200);
  const previewId = (preview.json!.preview as { id: string }).id;
  const versions = (await owner.get(`/api/projects/${projectId}/versions`)).json!.versions as { number: number }[];
  const build = await owner.post('/api/builds', { projectId, platform: 'source' });
  expect(build.status).toBe(201);
  const buildId = (build.json!.build as { id: string }).id;
  // Its artifact exists, so a leak of it would show.
  await vi.waitFor(
    async () => expect(((await owner.get(`/api/builds/${buildId}`)).json!.build as { status: string }).status).toBe('completed'),
    { timeout: 30_000, interval: 100 },
  );

  const page = await (await fetch(`${server.contentUrl}/p/${previewId}/`)).text();
  const bridgeFile = /<script src="(\/runtime\/bridge-[0-9a-f]+\.js)"/.exec(page)?.[1] ?? '/runtime/pont-introuvable.js';
  const importMap = (await (await fetch(`${server.contentUrl}/vendor/importmap.json`)).json()) as { imports: Record<string, string> };
  const vendorFile = new URL(Object.values(importMap.imports)[0]!, server.contentUrl).pathname;

  a = {
    userId: ownerUserId,
    sessionToken,
    accountRowId: account!.id,
    accountId: account!.accountId,
    projectId,
    apiKeyId: ownerKeyId,
    conversationId: (conversation.json!.conversation as { id: string }).id,
    ticketId: (ticket.json!.ticket as { id: string }).id,
    sessionId: sessionRow!.id,
    previewId,
    generationId: start && start.type === 'start' ? start.generationId : 'generation-inconnue',
    buildId,
    version: Math.max(...versions.map((v) => v.number)),
    email,
    bridgeFile,
    vendorFile,
  };
  secrets = [
    projectTitle,
    'depot-secret-de-a-7f3k',
    ...github.issuedTokens,
    apiKeyOf.get(owner)!,
    ownerKeyId,
    'Description-secrete-de-A',
    'Conversation-secrete-de-A',
    'Message-secret-de-A',
    'Recette-secrete-de-A',
    'Ticket-secret-de-A',
    projectId,
    a.conversationId,
    a.ticketId,
    a.previewId,
    a.generationId,
    a.buildId,
    email,
    ownerUserId,
    sessionToken,
    account!.id,
  ];
}, 120_000);

afterAll(async () => {
  await server?.close();
  await github?.close();
});

/** The OAuth round trip a browser makes: Lumi → the fake GitHub's consent (approved at once) → Lumi's callback. */
async function linkGithub(client: Client, user: { login: string; id: number }) {
  github.setUser(user);
  const start = await client.post('/api/github/connect');
  const consent = await fetch(String(start.json!.authUrl), { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location')!);
  const back = await client.get(callback.pathname + callback.search);
  expect(back.headers.get('location')).toMatch(/github_connected=true$/);
}

function cookieHeader(client: Client): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

interface Route {
  key: string;
  method: string;
  rule: Rule | undefined;
}

const toRoute =
  (table: Record<string, Rule>) =>
  (key: string): Route => ({ key, method: key.split(' ')[0]!, rule: table[key] });

function appRoutes(): Route[] {
  return routeKeys(createApp(server.server.deps)).map(toRoute(APP_ROUTES));
}

/** What better-auth's router serves behind the /api/auth/* mount, read from the auth instance. */
function authRoutes(): Route[] {
  const { auth } = server.server.deps;
  return authRouteKeys(auth.api, auth.options.basePath ?? '/api/auth').map(toRoute(AUTH_ROUTES));
}

/** Every route the app answers: its own and better-auth's, one by one. */
function allRoutes(): Route[] {
  return [...appRoutes(), ...authRoutes()];
}

/**
 * better-auth logs an OAuth state it never issued at error level before redirecting to its error page; the
 * callback requests here provoke exactly that. Any other error line still fails the test.
 */
const REFUSALS_BETTER_AUTH_LOGS = [/State mismatch: verification not found/];

function expectOnlyRefusalsLogged(): void {
  const spy = vi.mocked(console.error);
  const lines = spy.mock.calls.map((args) => args.map(String).join(' '));
  spy.mockClear();
  expect(lines.filter((line) => !REFUSALS_BETTER_AUTH_LOGS.some((pattern) => pattern.test(line)))).toEqual([]);
}

/** A request that may have ended the caller's session is followed by a new sign-in, so the next ones are B's. */
async function signBackIn(client: Client, rule: Rule, email: string, password: string): Promise<void> {
  if (!rule.endsSession) return;
  client.cookies.clear();
  expect((await client.signIn(email, password)).status).toBe(200);
}

async function send(client: Client | null, routeMethod: string, sample: Sample) {
  const method = routeMethod === 'ALL' ? METHOD_OF_ALL : routeMethod;
  const headers: Record<string, string> = { origin: server.url };
  if (client?.cookies.size) headers.cookie = cookieHeader(client);
  const key = client && apiKeyOf.get(client);
  if (key && sample.path.startsWith('/v1/')) headers.authorization = `Bearer ${key}`;
  let body: BodyInit | undefined;
  if (sample.form) body = sample.form;
  else if (sample.raw) {
    headers['content-type'] = sample.raw.type;
    body = new Blob([sample.raw.bytes.slice()]);
  } else if (sample.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(method)) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(sample.body ?? {});
  }
  const response = await fetch(server.url + sample.path, { method, headers, body, redirect: 'manual' });
  return { status: response.status, text: await response.text(), setCookie: response.headers.getSetCookie() };
}

function leaks(text: string): string[] {
  return secrets.filter((secret) => text.includes(secret));
}

describe("matrice des routes : chaque adresse de l'application et des contenus, essayée par tous", () => {
  it('chaque route des routeurs est classée dans la table de ce test (public, connecté, propriétaire ou admin)', () => {
    const unclassified = appRoutes()
      .filter((route) => !route.rule)
      .map((route) => route.key);
    expect(
      unclassified,
      `Routes absentes de APP_ROUTES dans server/route-matrix.test.ts : ajoutez-les avec leur accès (public, signed-in, owner, admin) et un exemple de requête.`,
    ).toEqual([]);
    expect(
      authRoutes()
        .filter((route) => !route.rule)
        .map((route) => route.key),
      `Routes de better-auth (auth.api) absentes de AUTH_ROUTES dans server/route-matrix.test.ts : un plugin en a ajouté ? Classez-les (public, signed-in, admin, closed) avec un exemple visant le compte de A.`,
    ).toEqual([]);
    expect(authRoutes().length, 'les routes de better-auth sont lues une à une').toBeGreaterThan(30);
    const contentKeys = routeKeys(
      createContentApp({
        preview: server.server.deps.preview,
        appOrigins: [server.url],
        published: { db: db(), logger: server.server.deps.logger, publishUrlTemplate: null },
      }),
    );
    expect(
      contentKeys.filter((key) => !CONTENT_ROUTES[key]),
      'Routes de l’origine des contenus absentes de CONTENT_ROUTES dans server/route-matrix.test.ts : ajoutez-les.',
    ).toEqual([]);
    // A rule left for a route that no longer exists would test nothing.
    const present = new Set([...allRoutes().map((route) => route.key), ...contentKeys]);
    const stale = [
      ...Object.entries(APP_ROUTES).filter(([, rule]) => !rule.webBuildOnly),
      ...Object.entries(AUTH_ROUTES),
      ...Object.entries(CONTENT_ROUTES),
    ]
      .map(([key]) => key)
      .filter((key) => !present.has(key));
    expect(stale, 'Règles de server/route-matrix.test.ts pour des routes qui n’existent plus : retirez-les.').toEqual([]);
  });

  it("un visiteur sans compte reçoit 401 sur toute l'API privée (y compris chaque route de better-auth), ne voit rien de A et ne change rien à la base", async () => {
    const before = await snapshotDatabase(db(), COUNTERS);
    const problems: string[] = [];
    for (const { key, method, rule } of allRoutes()) {
      if (!rule) continue;
      for (const sample of rule.samples(a)) {
        const response = await send(anonymous, method, sample);
        const expected = rule.access === 'closed' ? 404 : (rule.anonymousStatus ?? 401);
        if (rule.access !== 'public' && response.status !== expected)
          problems.push(`${key} (${sample.path}) : ${response.status} au lieu de ${expected}`);
        if (response.status >= 500) problems.push(`${key} (${sample.path}) : ${response.status}`);
        const leaked = leaks(response.text);
        if (leaked.length) problems.push(`${key} (${sample.path}) montre ${leaked.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshotDatabase(db(), COUNTERS)).toEqual(before);
    expectOnlyRefusalsLogged();
  });

  it('un autre utilisateur reçoit 403 ou 404 sur les projets, conversations, aperçus et générations de A, et la base ne change pas', async () => {
    const before = await snapshotDatabase(db(), COUNTERS);
    const problems: string[] = [];
    for (const { key, method, rule } of appRoutes()) {
      if (rule?.access !== 'owner') continue;
      for (const sample of rule.samples(a)) {
        const response = await send(other, method, sample);
        if (![403, 404].includes(response.status))
          problems.push(`${key} (${JSON.stringify(sample.body ?? sample.path)}) : ${response.status}`);
        const leaked = leaks(response.text);
        if (leaked.length) problems.push(`${key} (${sample.path}) montre ${leaked.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshotDatabase(db(), COUNTERS)).toEqual(before);

    // The same requests as A succeed: B's refusals come from ownership, not from a wrong example.
    for (const { key, method, rule } of appRoutes()) {
      if (rule?.access !== 'owner' || method !== 'GET') continue;
      for (const sample of rule.samples(a)) expect((await send(owner, method, sample)).status, key).toBe(200);
    }
  });

  it('un utilisateur sans rôle admin reçoit 403 sur toute route /api/admin, et la base ne change pas', async () => {
    const adminRoutes = appRoutes().filter((route) => route.rule?.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of appRoutes().filter((r) => r.key.includes(' /api/admin'))) expect(route.rule?.access, route.key).toBe('admin');
    const before = await snapshotDatabase(db(), COUNTERS);
    for (const client of [owner, other]) {
      for (const { key, method, rule } of adminRoutes) {
        for (const sample of rule!.samples(a)) expect((await send(client, method, sample)).status, key).toBe(403);
      }
    }
    expect(await snapshotDatabase(db(), COUNTERS)).toEqual(before);
    // An administrator gets them: the non-admins' 403 is the role check, not a wrong example.
    for (const { key, method, rule } of adminRoutes.filter((route) => route.method === 'GET')) {
      for (const sample of rule!.samples(a)) expect((await send(administrator, method, sample)).status, key).toBe(200);
    }
  });

  it("les routes d'administration de better-auth (/api/auth/admin/*) répondent 404 à tous, administrateur compris, sans rien montrer ni changer", async () => {
    const closed = authRoutes().filter((route) => route.rule?.access === 'closed');
    expect(closed.length).toBeGreaterThan(10);
    for (const route of authRoutes().filter((r) => r.key.includes(' /api/auth/admin/')))
      expect(route.rule?.access, route.key).toBe('closed');
    const before = await snapshotDatabase(db(), COUNTERS);
    const problems: string[] = [];
    for (const [who, client] of [
      ['A', owner],
      ['B', other],
      ["l'administrateur", administrator],
    ] as const) {
      for (const { key, method, rule } of closed) {
        for (const sample of rule!.samples(a)) {
          const response = await send(client, method, sample);
          if (response.status !== 404) problems.push(`${key} par ${who} : ${response.status} au lieu de 404`);
          const leaked = who === 'A' ? [] : leaks(response.text);
          if (leaked.length) problems.push(`${key} par ${who} montre ${leaked.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshotDatabase(db(), COUNTERS)).toEqual(before);
  });

  it("un autre utilisateur connecté n'obtient que ses propres données sur les routes publiques et de compte, sans toucher à celles de A", async () => {
    const ids = [ownerUserId, a.projectId, a.conversationId, a.ticketId, a.generationId, a.sessionToken, a.accountRowId];
    const before = await footprintOf(db(), ids, COUNTERS);
    const problems: string[] = [];
    for (const { key, method, rule } of appRoutes()) {
      if (rule?.access !== 'public' && rule?.access !== 'signed-in') continue;
      for (const sample of rule.samples(a)) {
        const response = await send(other, method, sample);
        if (response.status >= 500) problems.push(`${key} (${sample.path}) : ${response.status}`);
        const refusedOnPurpose = rule.otherStatus !== undefined && response.status === rule.otherStatus;
        if (rule.access === 'signed-in' && !refusedOnPurpose && (response.status < 200 || response.status > 299))
          problems.push(`${key} (${sample.path}) : ${response.status}`);
        const leaked = leaks(response.text);
        if (leaked.length) problems.push(`${key} (${sample.path}) montre ${leaked.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await footprintOf(db(), ids, COUNTERS)).toEqual(before);
  });

  it('un autre utilisateur, avec sa propre session, vise le compte de A sur chaque route de better-auth (révoquer la session de A, changer son mot de passe, son nom…) : seules ses propres lignes changent', async () => {
    const ids = [ownerUserId, a.sessionToken, a.accountRowId];
    const before = await footprintOf(db(), ids, COUNTERS);
    const problems: string[] = [];
    for (const { key, method, rule } of authRoutes()) {
      if (rule?.access !== 'public' && rule?.access !== 'signed-in') continue;
      for (const sample of rule.samples(a)) {
        const response = await send(other, method, sample);
        if (response.status >= 500) problems.push(`${key} (${sample.path}) : ${response.status}`);
        // B is signed in: a 401 would mean the request never reached the endpoint's own checks.
        if (rule.access === 'signed-in' && response.status === 401) problems.push(`${key} (${sample.path}) : 401 avec la session de B`);
        const leaked = leaks(response.text);
        if (leaked.length) problems.push(`${key} (${sample.path}) montre ${leaked.join(', ')}`);
        await signBackIn(other, rule, otherEmail, 'motdepasse-matrice-b');
      }
    }
    expect(problems).toEqual([]);
    expect(await footprintOf(db(), ids, COUNTERS)).toEqual(before);
    expectOnlyRefusalsLogged();
    // A's session still works and A's password is still A's.
    expect((await owner.get('/api/me')).json?.user).toMatchObject({ id: ownerUserId });
    expect((await createHttpClient(server.url).signIn(a.email, 'motdepasse-matrice-a')).status).toBe(200);
  });

  it("l'origine des contenus ignore les cookies, n'en pose aucun et ne liste l'aperçu de A nulle part", async () => {
    const problems: string[] = [];
    const before = await snapshotDatabase(db(), COUNTERS);
    for (const [key, rule] of Object.entries(CONTENT_ROUTES)) {
      for (const path of rule.samples(a)) {
        const init = rule.post ? { method: 'POST', body: rule.post.body } : {};
        const headers: Record<string, string> = rule.post ? { 'content-type': rule.post.type } : {};
        const plain = await fetch(server.contentUrl + path, { ...init, redirect: 'manual', headers });
        const withCookies = await fetch(server.contentUrl + path, {
          ...init,
          redirect: 'manual',
          headers: { ...headers, cookie: cookieHeader(owner) },
        });
        const [plainText, cookieText] = [await plain.text(), await withCookies.text()];
        if (plain.status !== withCookies.status || plainText !== cookieText)
          problems.push(`${key} (${path}) répond autrement avec les cookies de A`);
        if (withCookies.headers.getSetCookie().length) problems.push(`${key} (${path}) pose un cookie`);
        if (plain.status >= 500) problems.push(`${key} (${path}) : ${plain.status}`);
        // Whoever holds a preview's address sees that preview: only other addresses must not show it.
        const leaked = rule.capability && path.includes(a.previewId) ? [] : leaks(cookieText);
        if (leaked.length) problems.push(`${key} (${path}) montre ${leaked.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshotDatabase(db(), COUNTERS)).toEqual(before);
  });
});
