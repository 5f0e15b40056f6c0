import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, userRoles, users } from '../db/schema.js';
import { createHttpClient } from '../../tests/support/http-client.js';
import { startTestServer, type TestServer } from '../../tests/support/test-server.js';

/**
 * Generated hostile input into every string (and number) of every JSON endpoint a signed-in user reaches:
 * no answer is a 5xx, and a refused request leaves the database exactly as it was.
 */

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({ AI_OFFLINE_DELAY_MS: '0' }, { rateLimits: { signUp: 100, signIn: 100, passwordReset: 100 } });
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.server.deps.database.db;
type Client = ReturnType<typeof createHttpClient>;

async function newUser() {
  const email = `propriete${++counter}-${Date.now()}@exemple.fr`;
  const client = createHttpClient(server.url);
  expect((await client.signUp(email, 'motdepasse-propriete')).status).toBe(200);
  const [user] = await db().select().from(users).where(eq(users.email, email));
  // Premium: no project limit and no AI quota, so accepted requests really run.
  await db().insert(userRoles).values({ userId: user!.id, role: 'premium' });
  return client;
}

const SNAPSHOT_TABLES = [
  'users',
  'user_roles',
  'projects',
  'project_versions',
  'file_blobs',
  'project_messages',
  'lumi_conversations',
  'lumi_prompts',
  'lumi_ai_responses',
  'ai_prompt_analytics',
  'lumi_user_activity',
  'audit_logs',
  'sessions',
  'accounts',
  'verifications',
];

/** One round trip: a digest of every row of the tables a request of these endpoints could write. */
async function snapshot(): Promise<Record<string, unknown>> {
  const columns = SNAPSHOT_TABLES.map(
    (table) => `(select count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') from ${table} t) as ${table}`,
  );
  const result = await db().execute(sql.raw(`select ${columns.join(', ')}`));
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
}

/** Pieces that broke the server once, mixed with ordinary and random text. */
const hostilePiece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud800\u0000', 'a\udc00b', '\uffff', '\ufeff') },
  {
    weight: 2,
    arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'prototype', '..', '/', '\\', '%00', "'; drop table projects; --"),
  },
  { weight: 2, arbitrary: fc.constantFrom('2147483648', '-2147483649', '99999999999999999999', '1e400', 'NaN', '-0', '0x10') },
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
);
const hostileText = fc.array(hostilePiece, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e300, -0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** Any JSON value where a text or a number is expected. */
const hostileValue = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, [], {}, ['x'], { a: 'x' }) },
);

const RUNS = 30;

/**
 * Sends each generated request; fails on a 5xx, or on a refused request that changed the database.
 * `examples` are sent first (they count in `runs`): the inputs known to have broken an endpoint once.
 */
async function checkEndpoint<T>(
  arbitrary: fc.Arbitrary<T>,
  send: (value: T) => Promise<{ status: number; text: string }>,
  runs = RUNS,
  examples: NoInfer<T>[] = [],
) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      const before = await snapshot();
      const response = await send(value);
      expect(response.status, `${response.status} ${response.text.slice(0, 300)}`).toBeLessThan(500);
      if (response.status >= 400) expect(await snapshot()).toEqual(before);
    }),
    { numRuns: runs, examples: examples.map((example) => [example] as [T]) },
  );
}

/** A request body as JSON text, so a key such as "__proto__" is sent as an own key, as a browser would. */
const json = (value: unknown) => JSON.stringify(value);
const withKey = (key: string, value: unknown) => `{${JSON.stringify(key)}:${json(value)}}`;

let premium: Client;
let projectId: string;
let conversationId: string;

beforeAll(async () => {
  premium = await newUser();
  const project = await premium.post('/api/projects', { title: 'Cible', files: { 'src/App.tsx': 'export default () => null;' } });
  projectId = (project.json as { project: { id: string } }).project.id;
  const conversation = await premium.post('/api/conversations', { title: 'Cible' });
  conversationId = (conversation.json as { conversation: { id: string } }).conversation.id;
});

// Read from the database: opening the project through the API would itself change it (last access).
const currentVersion = async () =>
  (await db().select({ number: projects.versionNumber }).from(projects).where(eq(projects.id, projectId)))[0]!.number;

/**
 * A path segment as a client could send it: a lone surrogate has no UTF-8 form, so it goes as the three bytes
 * WTF-8 gives it (%ED%A0%80), which the server must refuse like any malformed input.
 */
function segment(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}
const projectFields = ['title', 'description', 'prompt', 'firstMessage', 'projectType', 'framework', 'status'] as const;
const patchFields = ['title', 'description', 'projectType', 'framework', 'status', 'tags'] as const;

describe('entrées hostiles générées sur chaque point d’API JSON', { timeout: 120_000 }, () => {
  it('création de projet : aucun 5xx, et un refus ne change rien', async () => {
    await checkEndpoint(fc.tuple(fc.constantFrom(...projectFields), hostileValue, fc.boolean()), ([field, value, asFiles]) =>
      premium.request(
        'POST',
        '/api/projects',
        asFiles ? `{"title":"ok","files":${withKey(String(value), value)}}` : json({ title: 'ok', [field]: value }),
      ),
    );
  });

  it('modification de projet et favori : aucun 5xx, et un refus ne change rien', async () => {
    await checkEndpoint(fc.tuple(fc.constantFrom(...patchFields), hostileValue), ([field, value]) =>
      premium.request('PATCH', `/api/projects/${projectId}`, json({ [field]: field === 'tags' ? [value] : value })),
    );
    await checkEndpoint(
      hostileValue,
      (value) => premium.request('PUT', `/api/projects/${projectId}/favorite`, json({ isFavorite: value })),
      10,
    );
  });

  it('builds et export : projet, version, plateforme, identifiants et fichiers générés', async () => {
    // A refused build writes nothing: its row and its audit line are one transaction, and audit_logs is in the snapshot.
    await checkEndpoint(fc.tuple(fc.constantFrom('projectId', 'versionNumber', 'platform'), hostileValue), ([field, value]) =>
      premium.request('POST', '/api/builds', json({ projectId, platform: 'source', [field]: value })),
    );
    await checkEndpoint(hostileText, (text) => premium.request('GET', `/api/builds/${segment(text)}`), 15);
    await checkEndpoint(hostileText, (text) => premium.request('GET', `/api/builds/${segment(text)}/artifact`), 15);
    await checkEndpoint(hostileText, (text) => premium.request('GET', `/api/projects/${projectId}/export?version=${segment(text)}`), 15);
    await checkEndpoint(fc.tuple(hostileText, hostileValue, hostileValue), ([path, content, title]) =>
      premium.request('POST', '/api/exports/source', `{"title":${json(title)},"files":${withKey(path, content)}}`),
    );
  });

  it('sauvegarde de fichiers : chemins, contenus, résumé et version de base générés', async () => {
    await checkEndpoint(fc.tuple(hostileText, hostileValue, hostileValue, fc.boolean()), async ([path, content, summary, staleBase]) => {
      const base = staleBase ? content : await currentVersion();
      return premium.request(
        'POST',
        `/api/projects/${projectId}/versions`,
        `{"baseVersion":${json(base)},"files":${withKey(path, content)},"summary":${json(summary)}}`,
      );
    });
  });

  it('lecture et restauration de versions, identifiants de projet : aucun 5xx', async () => {
    const versionNumber = fc.oneof(
      fc.constantFrom('2147483648', '-2147483649', '99999999999999999999', '1e400', '0', '1.5'),
      fc.bigInt({ min: -(2n ** 53n), max: 2n ** 53n }).map(String),
      hostileText,
    );
    await checkEndpoint(versionNumber, (number) => premium.get(`/api/projects/${projectId}/versions/${segment(number)}`));
    await checkEndpoint(fc.tuple(versionNumber, hostileValue), ([number, base]) =>
      premium.request('POST', `/api/projects/${projectId}/versions/${segment(number)}/restore`, json({ baseVersion: base })),
    );
    await checkEndpoint(hostileText, (id) => premium.get(`/api/projects/${segment(id)}`), 15);
  });

  it('conversations : titres, messages et pièces jointes générés', async () => {
    const message = (content: unknown, name: unknown) => ({
      id: 'm1',
      type: 'user',
      content,
      timestamp: '2026-01-01T00:00:00Z',
      attachments: [{ name, type: 'text', size: 1 }],
    });
    await checkEndpoint(fc.tuple(hostileValue, hostileValue, hostileValue), ([title, content, name]) =>
      premium.request('POST', '/api/conversations', json({ title, messages: [message(content, name)] })),
    );
    await checkEndpoint(fc.tuple(hostileValue, hostileValue), ([title, content]) =>
      premium.request('PUT', `/api/conversations/${conversationId}`, json({ title, messages: [message(content, 'a.txt')] })),
    );
  });

  it('génération : message, historique, fichiers et pièces jointes générés', async () => {
    const modes = fc.constantFrom({ mode: 'conversation' }, { mode: 'code' }, { mode: 'code', withProject: true });
    // The message is what reaches the database (the prompt row, then the chat): it is drawn most often.
    const fields = fc.oneof(
      { weight: 4, arbitrary: fc.constant('message') },
      {
        weight: 6,
        arbitrary: fc.constantFrom('history', 'attachmentName', 'attachmentContent', 'attachmentSize', 'filePath', 'fileContent'),
      },
    );
    await checkEndpoint(
      fc.tuple(modes, fields, hostileValue),
      async ([target, field, value]) => {
        const pick = (name: string, fallback: unknown) => json(field === name ? value : fallback);
        const body =
          `{"mode":"${target.mode}",${'withProject' in target ? `"projectId":"${projectId}",` : ''}"message":${pick('message', 'Ajoute un titre')},` +
          `"history":[{"role":"user","content":${pick('history', 'Bonjour')}}],` +
          `"attachments":[{"name":${pick('attachmentName', 'notes.txt')},"content":${pick('attachmentContent', 'note')},"type":"text","size":${pick('attachmentSize', 4)}}],` +
          `"files":${withKey(field === 'filePath' ? String(value) : 'index.html', field === 'fileContent' ? value : '<h1>Salut</h1>')}}`;
        const response = await fetch(`${server.url}/api/generate`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: server.url,
            cookie: [...premium.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          },
          body,
        });
        // An accepted turn is read to its end, so it has written everything before the next request is sent.
        return { status: response.status, text: await response.text() };
      },
      40,
    );
  });

  it('aperçu et erreurs d’exécution : fichiers et textes générés', async () => {
    await checkEndpoint(fc.tuple(hostileText, hostileValue, hostileValue), ([path, content, generationId]) =>
      premium.request('POST', '/api/preview', `{"files":${withKey(`notes/${path}.txt`, content)},"generationId":${json(generationId)}}`),
    );
    await checkEndpoint(
      fc.tuple(hostileText, hostileValue),
      ([previewId, message]) =>
        premium.request(
          'POST',
          `/api/preview/${segment(previewId)}/runtime-errors`,
          json({ errors: [{ kind: 'runtime-error', message, file: message, line: 1, column: 1, stack: null }] }),
        ),
      15,
    );
  });

  it('pièces jointes : noms et contenus de fichiers générés', async () => {
    await checkEndpoint(
      fc.tuple(hostileText, fc.constantFrom('txt', 'md', 'zip', 'png', 'tsx'), fc.uint8Array({ maxLength: 64 })),
      async ([name, extension, bytes]) => {
        const form = new FormData();
        form.append('file', new Blob([bytes]), `${name}.${extension}`);
        const response = await fetch(`${server.url}/api/attachments`, {
          method: 'POST',
          headers: { origin: server.url, cookie: [...premium.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
          body: form,
        });
        return { status: response.status, text: await response.text() };
      },
      20,
    );
  });
});

/**
 * The same on better-auth's endpoints a visitor or a signed-in user reaches. Each request carries valid values
 * except one field, drawn hostile; the values that broke an endpoint once (a NUL in a token or a name) go first.
 * Rate limits are raised for this server (beforeAll above); each endpoint gets at most AUTH_RUNS requests.
 */
describe('entrées hostiles générées sur les points d’API de l’authentification', { timeout: 180_000 }, () => {
  const AUTH_RUNS = 15;
  const anonymous = () => createHttpClient(server.url);
  /** The signed-in account these cases use: its password is kept up to date when a change is accepted. */
  let account: Client;
  let accountEmail: string;
  let accountPassword = 'motdepasse-compte-hostile';

  beforeAll(async () => {
    accountEmail = `compte-hostile-${Date.now()}@exemple.fr`;
    account = createHttpClient(server.url);
    expect((await account.signUp(accountEmail, accountPassword)).status).toBe(200);
  });

  /** A body where `field` holds `value` and every other field the valid one. */
  const withField = (valid: Record<string, unknown>, field: string, value: unknown) => json({ ...valid, [field]: value });
  const query = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([key, value]) => `${key}=${segment(value)}`)
      .join('&');
  const NUL = 'a\u0000b';
  const LONE = 'a\ud800b';
  /** An email-shaped hostile text as often as a free one: past the format check, it reaches the lookups. */
  const hostileEmail = fc.oneof(
    hostileValue,
    hostileText.map((text) => `${text}@exemple.fr`),
  );

  it('inscription et connexion : aucun 5xx, et un refus ne change rien', async () => {
    const signUpFields = ['email', 'password', 'name', 'image', 'callbackURL', 'rememberMe'];
    await checkEndpoint(
      fc.tuple(fc.constantFrom(...signUpFields), fc.oneof(hostileValue, hostileEmail)),
      ([field, value]) => {
        const valid = {
          email: `inscription-${++counter}-${Date.now()}@exemple.fr`,
          password: 'motdepasse-inscription-hostile',
          name: 'Camille',
        };
        return anonymous().request('POST', '/api/auth/sign-up/email', withField(valid, field, value));
      },
      AUTH_RUNS,
      [
        ['name', NUL],
        ['email', `${NUL}@exemple.fr`],
        ['image', LONE],
        ['callbackURL', 'https://ailleurs.example/piege'],
      ],
    );
    await checkEndpoint(
      fc.tuple(fc.constantFrom('email', 'password', 'callbackURL', 'rememberMe'), fc.oneof(hostileValue, hostileEmail)),
      ([field, value]) =>
        anonymous().request(
          'POST',
          '/api/auth/sign-in/email',
          withField({ email: accountEmail, password: 'pas-le-bon-mot-de-passe' }, field, value),
        ),
      AUTH_RUNS,
      [
        ['email', `${NUL}@exemple.fr`],
        ['password', NUL],
      ],
    );
  });

  it('profil et mot de passe : aucun 5xx, et un refus ne change rien', async () => {
    await checkEndpoint(
      fc.tuple(fc.constantFrom('name', 'image', 'fullName', 'email', 'role', 'emailVerified', NUL), hostileValue),
      ([field, value]) => account.request('POST', '/api/auth/update-user', withField({ name: 'Camille' }, field, value)),
      AUTH_RUNS,
      [
        ['name', null],
        ['name', NUL],
        ['image', LONE],
      ],
    );
    await checkEndpoint(
      fc.tuple(fc.constantFrom('currentPassword', 'newPassword', 'revokeOtherSessions'), hostileValue, fc.boolean()),
      async ([field, value, knowsPassword]) => {
        const valid = {
          currentPassword: knowsPassword ? accountPassword : 'pas-le-bon-mot-de-passe',
          newPassword: 'motdepasse-change-hostile',
        };
        const response = await account.request('POST', '/api/auth/change-password', withField(valid, field, value));
        if (response.status === 200) accountPassword = String(field === 'newPassword' ? value : valid.newPassword);
        return response;
      },
      AUTH_RUNS,
      [
        ['newPassword', `motdepasse-${NUL}`, true],
        ['currentPassword', NUL, false],
      ],
    );
  });

  it('mot de passe oublié et réinitialisation : aucun 5xx, et un refus ne change rien', async () => {
    await checkEndpoint(
      fc.tuple(fc.constantFrom('email', 'redirectTo'), fc.oneof(hostileValue, hostileEmail)),
      ([field, value]) =>
        anonymous().request(
          'POST',
          '/api/auth/request-password-reset',
          withField({ email: accountEmail, redirectTo: '/auth' }, field, value),
        ),
      AUTH_RUNS,
      [
        ['email', `${NUL}@exemple.fr`],
        ['redirectTo', 'pas-une-adresse'],
      ],
    );
    // The token goes in the body, in the query string, or in the path of the mail's link.
    await checkEndpoint(
      fc.tuple(fc.constantFrom('token', 'newPassword', 'query', 'link'), hostileValue),
      ([field, value]) => {
        const valid = { token: 'jeton-inconnu', newPassword: 'motdepasse-reinitialise-hostile' };
        if (field === 'query')
          return anonymous().request(
            'POST',
            `/api/auth/reset-password?${query({ token: String(value) })}`,
            json({ newPassword: valid.newPassword }),
          );
        if (field === 'link') return anonymous().get(`/api/auth/reset-password/${segment(String(value))}?callbackURL=%2Fauth`);
        return anonymous().request('POST', '/api/auth/reset-password', withField(valid, field, value));
      },
      AUTH_RUNS,
      [
        ['token', NUL],
        ['query', NUL],
        ['link', NUL],
      ],
    );
  });

  it('sessions, changement d’adresse et vérification : aucun 5xx, et un refus ne change rien', async () => {
    await checkEndpoint(
      fc.tuple(fc.constantFrom('revoke-session', 'revoke-other-sessions', 'list-sessions'), hostileValue),
      ([endpoint, value]) => {
        if (endpoint === 'list-sessions') return account.get(`/api/auth/list-sessions?${query({ token: String(value) })}`);
        return account.request('POST', `/api/auth/${endpoint}`, json({ token: value }));
      },
      AUTH_RUNS,
      [
        ['revoke-session', NUL],
        ['revoke-other-sessions', NUL],
      ],
    );
    await checkEndpoint(
      fc.tuple(fc.constantFrom('newEmail', 'callbackURL'), fc.oneof(hostileValue, hostileEmail)),
      ([field, value]) =>
        account.request(
          'POST',
          '/api/auth/change-email',
          withField({ newEmail: `nouvelle-${counter}@exemple.fr`, callbackURL: '/profile' }, field, value),
        ),
      10,
      [['newEmail', `${NUL}@exemple.fr`]],
    );
    await checkEndpoint(
      fc.tuple(hostileText, fc.constantFrom('/auth', '/dashboard')),
      ([token, callbackURL]) => anonymous().get(`/api/auth/verify-email?${query({ token, callbackURL })}`),
      10,
      [[NUL, '/auth']],
    );
  });
});
