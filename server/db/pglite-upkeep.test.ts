import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { runPgliteUpkeep } from './pglite-upkeep.js';

// PGlite only: PostgreSQL has its own autovacuum.
describe('la base intégrée (PGlite) entretient ses statistiques comme le ferait autovacuum', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let userId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-upkeep-'));
    database = await openDatabase({ dataDir });
    const { rows } = await database.executeSql(
      `insert into users (email, name, email_verified) values ('entretien@exemple.fr', 'Entretien', true) returning id`,
      [],
    );
    userId = (rows[0] as { id: string }).id;
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const planOfFirstPage = async () => {
    const { rows } = await database.executeSql(
      `explain select id, left(description, 280) from projects where user_id = $1 order by updated_at desc, id desc limit 25`,
      [userId],
    );
    return (rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
  };

  it("la première page d'un utilisateur de 2 000 projets se lit par l'index une fois l'entretien passé", async () => {
    await database.executeSql(
      `insert into projects (user_id, title, description) select $1, 'Projet ' || g, repeat('description ', 100) from generate_series(1, 2000) g`,
      [userId],
    );
    // Never analysed: the planner takes the user's rows for a handful and sorts them all.
    expect(await planOfFirstPage()).toContain('Sort');

    const done = await runPgliteUpkeep((text) => database.executeSql(text));

    expect(done).toContain('public.projects');
    const plan = await planOfFirstPage();
    expect(plan).toContain('Index Scan Backward using projects_user_updated_id_idx');
    expect(plan).not.toContain('Sort');
  });

  it('un tour sur une base sans écriture depuis le précédent ne touche à aucune table', async () => {
    await runPgliteUpkeep((text) => database.executeSql(text));
    expect(await runPgliteUpkeep((text) => database.executeSql(text))).toEqual([]);
  });

  it('les lignes mortes d’une table beaucoup modifiée sont récupérées (vacuum), pas seulement comptées', async () => {
    await database.executeSql(`update projects set title = title || ' (modifié)' where user_id = $1`, [userId]);
    await runPgliteUpkeep((text) => database.executeSql(text));
    const { rows } = await database.executeSql(
      `select n_dead_tup, last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = 'projects'`,
      [],
    );
    expect(rows[0]).toMatchObject({ vacuumed: true });
    expect(Number((rows[0] as { n_dead_tup: number }).n_dead_tup)).toBeLessThan(50);
  });
});
