import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, userRoles, users } from '../../db/schema.js';
import { createHttpClient } from '../../../tests/support/http-client.js';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.js';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({}, { rateLimits: { signUp: 100, signIn: 100 } });
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.server.deps.database.db;

type Page = {
  projects: { id: string; title: string; description: string | null; isDescriptionCut: boolean; isFavorite: boolean }[];
  page: number;
  limit: number;
  hasMore: boolean;
  matching: number;
  total: number;
};

async function newUser() {
  const email = `liste${++counter}-${Date.now()}@exemple.fr`;
  const client = createHttpClient(server.url);
  expect((await client.signUp(email, 'motdepasse-liste')).status).toBe(200);
  const [user] = await db().select().from(users).where(eq(users.email, email));
  await db().insert(userRoles).values({ userId: user!.id, role: 'premium' });
  return { client, id: user!.id };
}

/** Projects written straight to the table, each a minute older than the previous one. */
async function seed(userId: string, count: number, make: (i: number) => Partial<typeof projects.$inferInsert> = () => ({})) {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => ({
    userId,
    title: `Projet ${String(i).padStart(3, '0')}`,
    updatedAt: new Date(now - i * 60_000),
    createdAt: new Date(now - (count - i) * 60_000),
    ...make(i),
  }));
  await db().insert(projects).values(rows);
}

async function list(client: ReturnType<typeof createHttpClient>, query = '') {
  const response = await client.get(`/api/projects${query}`);
  expect(response.status).toBe(200);
  return response.json as unknown as Page;
}

describe('liste des projets : pages, recherche, tri', () => {
  it('un utilisateur avec 60 projets reçoit la première page de 24, dit « il y en a d’autres », puis les pages suivantes sans doublon', async () => {
    const { client, id } = await newUser();
    await seed(id, 60);
    const first = await list(client);
    expect(first).toMatchObject({ page: 1, limit: 24, hasMore: true, matching: 60, total: 60 });
    expect(first.projects.map((p) => p.title).slice(0, 2)).toEqual(['Projet 000', 'Projet 001']);
    const second = await list(client, '?page=2');
    const third = await list(client, '?page=3');
    expect(second.hasMore).toBe(true);
    expect(third).toMatchObject({ hasMore: false, total: 60 });
    const ids = [...first.projects, ...second.projects, ...third.projects].map((p) => p.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    const beyond = await list(client, '?page=9');
    expect(beyond).toMatchObject({ projects: [], hasMore: false, total: 60, matching: 60 });
  });

  it('la liste ne transporte ni le prompt ni une description entière : 200 caractères et un drapeau', async () => {
    const { client, id } = await newUser();
    await seed(id, 2, (i) => ({ prompt: 'Un long prompt secret '.repeat(500), description: i === 0 ? 'é'.repeat(5000) : 'Courte' }));
    const page = await list(client);
    for (const project of page.projects) expect(project).not.toHaveProperty('prompt');
    expect(page.projects[0]).toMatchObject({ description: 'é'.repeat(200), isDescriptionCut: true });
    expect(page.projects[1]).toMatchObject({ description: 'Courte', isDescriptionCut: false });
    expect(JSON.stringify(page)).not.toContain('prompt secret');
    // The studio still gets the whole project.
    const detail = await client.get(`/api/projects/${page.projects[0]!.id}`);
    expect((detail.json?.project as { description: string }).description).toHaveLength(5000);
  });

  it('la recherche porte sur le nom et la description, sans tenir compte de la casse, et garde le total des projets créés', async () => {
    const { client, id } = await newUser();
    await seed(
      id,
      4,
      (i) =>
        [
          { title: 'Carnet de recettes', description: 'Recettes de grand-mère' },
          { title: 'Agenda du club', description: 'Matchs et entraînements' },
          { title: 'Boutique de bijoux', description: 'Vente en ligne de RECETTES de bijoux' },
          { title: '100% remise_', description: null },
        ][i]!,
    );
    const found = await list(client, '?q=recette');
    expect(found.projects.map((p) => p.title)).toEqual(['Carnet de recettes', 'Boutique de bijoux']);
    expect(found).toMatchObject({ matching: 2, total: 4, hasMore: false });
    expect(await list(client, '?q=introuvable')).toMatchObject({ projects: [], matching: 0, total: 4 });
    // % and _ are letters, not patterns.
    expect((await list(client, `?q=${encodeURIComponent('0%')}`)).projects.map((p) => p.title)).toEqual(['100% remise_']);
    expect((await list(client, '?q=_')).projects.map((p) => p.title)).toEqual(['100% remise_']);
  });

  it('le tri par nom, par création et par dernier accès suit l’ordre demandé', async () => {
    const { client, id } = await newUser();
    await seed(
      id,
      3,
      (i) =>
        [
          { title: 'boutique', lastAccessedAt: new Date(Date.now() - 1000) },
          { title: 'Agenda', lastAccessedAt: null },
          { title: 'Carnet', lastAccessedAt: new Date(Date.now() - 5000) },
        ][i]!,
    );
    const titles = async (query: string) => (await list(client, query)).projects.map((p) => p.title);
    expect(await titles('?sort=name&direction=asc')).toEqual(['Agenda', 'boutique', 'Carnet']);
    expect(await titles('?sort=name')).toEqual(['Carnet', 'boutique', 'Agenda']);
    expect(await titles('?sort=created&direction=asc')).toEqual(['boutique', 'Agenda', 'Carnet']);
    expect(await titles('?sort=accessed')).toEqual(['boutique', 'Carnet', 'Agenda']);
    expect(await titles('?sort=accessed&direction=asc')).toEqual(['Agenda', 'Carnet', 'boutique']);
    expect(await titles('')).toEqual(['boutique', 'Agenda', 'Carnet']);
  });

  it('le filtre « favoris » et le filtre de statut ne renvoient que ces projets', async () => {
    const { client, id } = await newUser();
    await seed(id, 4, (i) => ({ isFavorite: i % 2 === 0, status: i < 2 ? 'active' : 'draft' }));
    expect(await list(client, '?favorites=true')).toMatchObject({ matching: 2, total: 4 });
    expect((await list(client, '?favorites=true')).projects.every((p) => p.isFavorite)).toBe(true);
    expect(await list(client, '?status=active&favorites=true')).toMatchObject({ matching: 1, total: 4 });
  });

  it('un paramètre invalide reçoit un 400 en français', async () => {
    const { client } = await newUser();
    const cases: [string, string][] = [
      ['?limit=0', 'Le nombre de projets par page doit être un entier entre 1 et 100.'],
      ['?limit=101', 'Le nombre de projets par page doit être un entier entre 1 et 100.'],
      ['?limit=abc', 'Le nombre de projets par page doit être un entier entre 1 et 100.'],
      ['?page=0', 'Le numéro de page doit être un entier entre 1 et 10000.'],
      ['?page=1.5', 'Le numéro de page doit être un entier entre 1 et 10000.'],
      ['?sort=prompt', 'Tri inconnu : updated, created, accessed ou name.'],
      ['?direction=up', 'Ordre inconnu : asc ou desc.'],
      ['?favorites=oui', 'Le filtre « favoris » vaut true ou false.'],
      [`?q=${'a'.repeat(201)}`, 'La recherche ne peut pas dépasser 200 caractères.'],
    ];
    for (const [query, message] of cases) {
      const response = await client.get(`/api/projects${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json?.message, query).toContain(message);
    }
  });

  it('les projets d’un autre utilisateur n’apparaissent jamais, ni dans la liste, ni dans la recherche, ni dans les noms', async () => {
    const alice = await newUser();
    const bob = await newUser();
    await seed(alice.id, 3, (i) => ({ title: `Secret d’Alice ${i}`, isFavorite: true }));
    await seed(bob.id, 1, () => ({ title: 'Projet de Bob' }));
    for (const query of ['', '?q=Alice', '?favorites=true', '?sort=name&limit=100', '?page=2']) {
      const page = await list(bob.client, query);
      expect(JSON.stringify(page), query).not.toContain('Alice');
    }
    expect((await list(bob.client)).total).toBe(1);
    const names = await bob.client.get('/api/projects/names');
    expect(names.json).toEqual({ projects: [{ id: expect.any(String), title: 'Projet de Bob' }] });
  });

  it('les sélecteurs reçoivent le nom de chaque projet, même au-delà d’une page', async () => {
    const { client, id } = await newUser();
    await seed(id, 130);
    const names = (await client.get('/api/projects/names')).json as { projects: { id: string; title: string }[] };
    expect(names.projects).toHaveLength(130);
    expect(names.projects[0]).toEqual({ id: expect.any(String), title: 'Projet 000' });
  });
});
