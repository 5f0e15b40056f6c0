import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLogs, users } from '../db/schema.js';
import { createHttpClient } from '../../tests/support/http-client.js';
import { startSmtpCapture } from '../../tests/support/smtp-capture.js';
import { startTestServer, type TestServer } from '../../tests/support/test-server.js';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let emailCounter = 0;
const freshEmail = () => `personne${++emailCounter}-${Date.now()}@exemple.fr`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  // Limits are raised here so tests do not share one counter; the rate-limit suite below keeps the defaults.
  server = await startTestServer({ SMTP_URL: smtp.url }, { rateLimits: { signUp: 50, signIn: 50 } });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function verifiedUser(password = 'motdepasse-solide') {
  const email = freshEmail();
  const client = createHttpClient(server.url);
  expect((await client.signUp(email, password)).status).toBe(200);
  const mail = await smtp.waitFor(email, /Confirmez votre adresse/);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const verify = await client.get(new URL(link!).pathname + new URL(link!).search);
  expect([200, 302]).toContain(verify.status);
  return { email, password, client: createHttpClient(server.url) };
}

describe('inscription et connexion par email', () => {
  it("un visiteur s'inscrit, confirme son email puis se connecte et retrouve sa session", async () => {
    const { email, password, client } = await verifiedUser();
    const signIn = await client.signIn(email, password);
    expect(signIn.status).toBe(200);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.json?.user).toMatchObject({ email });
    expect(me.json?.roles).toEqual({ roles: ['user'], isAdmin: false, isPremium: false, isDeveloper: false });
  });

  it('avec SMTP configuré, un compte non confirmé ne peut pas se connecter', async () => {
    const email = freshEmail();
    const client = createHttpClient(server.url);
    await client.signUp(email, 'motdepasse-solide');
    const signIn = await client.signIn(email, 'motdepasse-solide');
    expect(signIn.status).toBe(403);
    expect(signIn.json?.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('un mot de passe de moins de 8 caractères est refusé', async () => {
    const response = await createHttpClient(server.url).signUp(freshEmail(), 'court12');
    expect(response.status).toBe(400);
    expect(response.json?.code).toBe('PASSWORD_TOO_SHORT');
  });

  it('le mot de passe est stocké en argon2id, jamais en clair', async () => {
    const { email, password } = await verifiedUser('un-secret-bien-long');
    const [row] = await server.server.deps.database.db
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, email));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password).not.toContain(password);
  });
});

describe('mots de passe refusés (ASVS 5.0)', () => {
  it("un mot de passe parmi les 10 000 plus courants est refusé à l'inscription, majuscules ou non, avec un message en français", async () => {
    for (const password of ['aaaaaaaa', 'AZERTYUIOP', 'Password1']) {
      const response = await createHttpClient(server.url).signUp(freshEmail(), password);
      expect(response.status, password).toBe(400);
      expect(response.json, password).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        message: 'Ce mot de passe fait partie des plus utilisés : choisissez-en un plus difficile à deviner.',
      });
    }
  });

  it("un mot de passe qui contient la partie de l'email avant « @ » est refusé ; une partie de moins de 3 caractères ne compte pas", async () => {
    const refused = await createHttpClient(server.url).signUp(
      `Camille.Durand${++emailCounter}@exemple.fr`,
      `xx-camille.durand${emailCounter}-2026`,
    );
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      code: 'PASSWORD_CONTAINS_EMAIL',
      message: 'Le mot de passe ne doit pas contenir votre adresse email (la partie avant « @ »).',
    });
    expect((await createHttpClient(server.url).signUp(`jo@${++emailCounter}.exemple.fr`, 'jo-un-secret-bien-long')).status).toBe(200);
  });

  it('la même règle vaut pour un nouveau mot de passe choisi après un oubli ou depuis son compte', async () => {
    const { email, password } = await verifiedUser();
    const localPart = email.split('@')[0]!;
    const client = createHttpClient(server.url);
    expect((await client.post('/api/auth/request-password-reset', { email, redirectTo: `${server.url}/auth/reset-password` })).status).toBe(
      200,
    );
    const mail = await smtp.waitFor(email, /Réinitialisation de votre mot de passe/);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const token = new URL((await client.get(link.pathname + link.search)).headers.get('location')!, server.url).searchParams.get('token');
    const common = await client.post('/api/auth/reset-password', { newPassword: 'aaaaaaaa', token });
    expect(common.status).toBe(400);
    expect(common.json?.code).toBe('PASSWORD_TOO_COMMON');
    const own = await client.post('/api/auth/reset-password', { newPassword: `${localPart.toUpperCase()}!!`, token });
    expect(own.status).toBe(400);
    expect(own.json?.code).toBe('PASSWORD_CONTAINS_EMAIL');
    expect((await createHttpClient(server.url).signIn(email, password)).status).toBe(200);

    const signedIn = createHttpClient(server.url);
    expect((await signedIn.signIn(email, password)).status).toBe(200);
    for (const [newPassword, code] of [
      ['qwertyuiop', 'PASSWORD_TOO_COMMON'],
      [`nouveau-${localPart}`, 'PASSWORD_CONTAINS_EMAIL'],
    ] as const) {
      const response = await signedIn.post('/api/auth/change-password', { currentPassword: password, newPassword });
      expect(response.status, newPassword).toBe(400);
      expect(response.json?.code, newPassword).toBe(code);
    }
    expect(
      (await signedIn.post('/api/auth/change-password', { currentPassword: password, newPassword: 'un-autre-secret-solide' })).status,
    ).toBe(200);
  });
});

describe('inscription avec une adresse déjà utilisée', () => {
  it("avec SMTP, la réponse est celle d'une nouvelle inscription et seul le titulaire l'apprend, par un email « vous avez déjà un compte »", async () => {
    const { email } = await verifiedUser();
    const fresh = await createHttpClient(server.url).signUp(freshEmail(), 'motdepasse-solide');
    const again = await createHttpClient(server.url).signUp(email, 'un-autre-essai-2026');
    expect(again.status).toBe(fresh.status);
    expect(again.json?.token).toBeNull();
    expect(Object.keys(again.json?.user as object).sort()).toEqual(Object.keys(fresh.json?.user as object).sort());
    expect(again.headers.get('set-cookie')).toBeNull();

    const mail = await smtp.waitFor(email, /Vous avez déjà un compte Lumi/);
    expect(mail.text).toContain(`${server.url}/auth?mode=forgot`);
    expect(mail.text).toContain("votre compte n'a pas changé");
    const rows = await server.server.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });
});

describe('profil : données refusées proprement', () => {
  it('un nom absent, nul ou contenant un caractère nul ou mal encodé reçoit 400 et un message en français, jamais 500', async () => {
    const { email, password } = await verifiedUser();
    const client = createHttpClient(server.url);
    expect((await client.signIn(email, password)).status).toBe(200);
    for (const name of [null, 'a\u0000b', 'a\ud800b', 42]) {
      const response = await client.post('/api/auth/update-user', { name });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(response.json?.message, JSON.stringify(name)).toMatch(
        /^Le nom (doit être un texte\.|contient un caractère (nul|Unicode incomplet))/,
      );
    }
    expect((await client.post('/api/auth/update-user', { name: 'Camille 🌟' })).status).toBe(200);
    expect((await client.get('/api/me')).json?.user).toMatchObject({ name: 'Camille 🌟' });
    // The photo only changes through « Mon Profil » (checked and resized there): an address set here is refused.
    const photo = await client.post('/api/auth/update-user', { image: 'https://pisteur.example/pixel.gif' });
    expect(photo.status).toBe(400);
    expect(photo.json?.message).toBe('La photo se change depuis « Mon Profil ».');
    expect((await client.get('/api/me')).json?.user).toMatchObject({ image: null });
    const signUp = await createHttpClient(server.url).request('POST', '/api/auth/sign-up/email', {
      email: freshEmail(),
      password: 'motdepasse-solide',
      name: 'x\u0000',
    });
    expect(signUp.status).toBe(400);
  });
});

describe('déconnexion', () => {
  it('se déconnecter invalide le cookie de session : le rejouer ne donne plus accès', async () => {
    const { email, password, client } = await verifiedUser();
    expect((await client.signIn(email, password)).status).toBe(200);
    const stolenCookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await client.get('/api/me')).json?.user).not.toBeNull();

    expect((await client.signOut()).status).toBe(200);
    const replay = await fetch(`${server.url}/api/me`, { headers: { cookie: stolenCookie } });
    expect(((await replay.json()) as { user: unknown }).user).toBeNull();
  });
});

describe('mot de passe oublié', () => {
  it('un utilisateur reçoit un lien par email, choisit un nouveau mot de passe et se connecte avec', async () => {
    const { email, password } = await verifiedUser();
    const client = createHttpClient(server.url);
    const request = await client.post('/api/auth/request-password-reset', { email, redirectTo: `${server.url}/auth/reset-password` });
    expect(request.status).toBe(200);

    const mail = await smtp.waitFor(email, /Réinitialisation de votre mot de passe/);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const landing = await client.get(link.pathname + link.search);
    expect(landing.status).toBe(302);
    const redirect = new URL(landing.headers.get('location')!, server.url);
    expect(redirect.pathname).toBe('/auth/reset-password');
    const token = redirect.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await client.post('/api/auth/reset-password', { newPassword: 'nouveau-mot-de-passe', token });
    expect(reset.status).toBe(200);
    expect((await createHttpClient(server.url).signIn(email, password)).status).toBe(401);
    expect((await createHttpClient(server.url).signIn(email, 'nouveau-mot-de-passe')).status).toBe(200);
  });
});

describe("journal d'audit", () => {
  it("l'inscription, la connexion et la déconnexion écrivent chacune une ligne avec l'IP et le navigateur", async () => {
    const { email, password, client } = await verifiedUser();
    await client.signIn(email, password);
    await client.signOut();
    const [user] = await server.server.deps.database.db.select().from(users).where(eq(users.email, email));
    const rows = await server.server.deps.database.db.select().from(auditLogs).where(eq(auditLogs.userId, user!.id));
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['signup', 'login', 'logout']));
    for (const row of rows) {
      expect(row.ipAddress).toBe('127.0.0.1');
      expect(row.userAgent).toBeTruthy();
    }
  });
});

describe('mauvaises entrées', () => {
  it("une connexion GitHub annulée ou expirée revient sur /auth avec son code, jamais sur la page d'erreur anglaise de better-auth", async () => {
    for (const path of ['/api/auth/error?error=access_denied', '/api/auth/callback/github?error=access_denied&state=inconnu']) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      const location = new URL(response.headers.get('location')!, server.url);
      expect(location.origin + location.pathname, path).toBe(`${server.url}/auth`);
      expect(location.searchParams.get('error'), path).toMatch(
        /^(access_denied|state_\w+|please_restart_the_process|oauth_provider_not_found)$/,
      );
    }
  });

  it('un corps JSON illisible reçoit 400 et un message en français, jamais une erreur serveur', async () => {
    const response = await createHttpClient(server.url).post('/api/auth/sign-in/email', '{"email": "a@b.fr", "password":');
    expect(response.status).toBe(400);
    expect(response.json?.message).toBe("Le corps de la requête n'est pas un JSON valide.");
  });

  it('chaque refus de better-auth arrive en français, son code gardé : mauvais mot de passe, email invalide, jeton expiré, champs manquants', async () => {
    const { email, password } = await verifiedUser();
    const client = createHttpClient(server.url);
    const answers = [
      await client.signIn(email, `${password}-faux`),
      await client.post('/api/auth/sign-up/email', { email: 'pas-un-email', password: 'un mot de passe long', name: 'X' }),
      await client.post('/api/auth/reset-password', { newPassword: 'un mot de passe long', token: 'jeton-inconnu' }),
      await client.post('/api/auth/sign-in/email', {}),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 400, 400, 400]);
    expect(answers[0]!.json).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Email ou mot de passe incorrect' });
    for (const answer of answers) {
      const message = String((answer.json as { message?: unknown } | null)?.message);
      expect(message, message).not.toMatch(
        /\b(invalid|expected|required|received|not found|unauthorized|user|password|email is|failed|token)\b/i,
      );
    }
  });

  it("une requête qui change l'état depuis une autre origine est refusée en 403 avec un message en français", async () => {
    const response = await createHttpClient(server.url).post(
      '/api/auth/sign-in/email',
      { email: 'a@b.fr', password: 'x' },
      { origin: 'https://malveillant.example' },
    );
    expect(response.status).toBe(403);
    expect(response.json?.message).toBe('Requête refusée : origine non autorisée.');
  });
});

describe('limitation des tentatives (réglages de production)', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer();
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('un mauvais mot de passe est refusé, et la 4e tentative en 10 s reçoit 429 avec un message en français', async () => {
    const email = freshEmail();
    const client = createHttpClient(limited.url);
    expect((await client.signUp(email, 'motdepasse-solide')).status).toBe(200);
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 4; attempt++) {
      last = await createHttpClient(limited.url).signIn(email, 'mauvais-mot-de-passe');
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last?.json?.message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ secondes?\.$/);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('un en-tête X-Forwarded-For inventé ne remet pas le compteur à zéro (TRUST_PROXY désactivé)', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await createHttpClient(limited.url).post(
        '/api/auth/sign-in/email',
        { email: 'inconnu@exemple.fr', password: 'faux-mot-de-passe' },
        { 'x-forwarded-for': `203.0.113.${attempt + 1}` },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([429, 429, 429]);
  });
});

describe('adresse déjà inscrite sans SMTP', () => {
  // Its own server, limits raised: the production-limits server above allows only 3 sign-ups in 10 s.
  let withoutSmtp: TestServer;
  beforeAll(async () => {
    withoutSmtp = await startTestServer({}, { rateLimits: { signUp: 50, signIn: 50 } });
  });
  afterAll(async () => {
    await withoutSmtp?.close();
  });

  it('sans SMTP, une adresse déjà inscrite reçoit 422 : sans email vérifié, rien ne peut prévenir le titulaire (décision 014)', async () => {
    const email = freshEmail();
    expect((await createHttpClient(withoutSmtp.url).signUp(email, 'motdepasse-solide')).status).toBe(200);
    const again = await createHttpClient(withoutSmtp.url).signUp(email, 'motdepasse-solide');
    expect(again.status).toBe(422);
    expect(again.json?.code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
  });
});
