import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatements } from './pglite-prepared.js';

// PGlite only (in memory, on this thread): PostgreSQL is reached through pg, which prepares nothing by itself.
describe('les requêtes de PGlite, préparées une fois', () => {
  let client: PGlite;
  let statements: PreparedStatements;
  const prepared = async () =>
    (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')).rows.map(
      (row) => row.statement,
    );

  beforeAll(async () => {
    client = await PGlite.create();
    statements = new PreparedStatements(client, 3);
  });
  afterAll(async () => {
    await client.close();
  });

  it('une requête demandée trois fois est préparée une seule fois et rend ses lignes chaque fois', async () => {
    const text = 'select $1::int + 1 as suivant';
    const results = [];
    for (const n of [1, 2, 3]) results.push((await statements.query<{ suivant: number }>(text, [n], {}, false)).rows);
    expect(results).toEqual([[{ suivant: 2 }], [{ suivant: 3 }], [{ suivant: 4 }]]);
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('les paramètres et les colonnes gardent les types que PGlite.query leur donne (dates, tableaux, JSON, octets)', async () => {
    await client.exec('create table essai_types (quand timestamptz, mots text[], donnees jsonb, octets bytea, n int8)');
    const when = new Date('2026-11-29T08:15:30.250Z');
    const insert = 'insert into essai_types values ($1, $2, $3, $4, $5)';
    const values = [when, ['un', 'deux, trois', 'quatre "cinq"'], { a: [1, 'b'], c: null }, new Uint8Array([0, 255]), 9007199254740993n];
    const ours = await statements.query(insert, values, {}, false);
    expect(ours.affectedRows).toBe(1);
    const select = 'select * from essai_types';
    const [mine, theirs] = [await statements.query(select, [], {}, false), await client.query(select)];
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.fields).toEqual(theirs.fields);
    expect(mine.rows[0]).toEqual({ quand: when, mots: values[1], donnees: values[2], octets: values[3], n: 9007199254740993n });
    // drizzle's own parsers (dates kept as PostgreSQL's text) and rows as arrays.
    const raw = await statements.query(select, [], { rowMode: 'array', parsers: { [types.TIMESTAMPTZ]: (value: string) => value } }, false);
    expect(raw.rows[0]).toEqual(['2026-11-29 08:15:30.25+00', values[1], values[2], values[3], 9007199254740993n]);
  });

  it('une table modifiée sous une requête préparée : la requête suivante rend ses nouvelles colonnes', async () => {
    await client.exec('create table essai_colonnes (a int); insert into essai_colonnes values (1)');
    const text = 'select * from essai_colonnes';
    expect((await statements.query(text, [], {}, false)).rows).toEqual([{ a: 1 }]);
    await client.exec('alter table essai_colonnes add column b text default $$nouveau$$');
    expect((await statements.query(text, [], {}, false)).rows).toEqual([{ a: 1, b: 'nouveau' }]);
  });

  it('au-delà de la limite, les requêtes les moins récentes sont fermées, et redemandées elles sont préparées à nouveau', async () => {
    for (const n of [1, 2, 3, 4, 5]) expect((await statements.query(`select ${n} as n`, [], {}, false)).rows).toEqual([{ n }]);
    expect(statements.size).toBe(3);
    expect(await prepared()).toEqual(['select 3 as n', 'select 4 as n', 'select 5 as n']);
    expect((await statements.query('select 1 as n', [], {}, false)).rows).toEqual([{ n: 1 }]);
    expect(await prepared()).toEqual(['select 1 as n', 'select 4 as n', 'select 5 as n']);
  });

  it('une erreur garde son code et sa requête, et la connexion reste utilisable, dans une transaction comme hors d’elle', async () => {
    const failing = 'select 1 / $1::int as n';
    const outside = await statements.query(failing, [0], {}, false).catch((error: unknown) => error);
    expect(outside).toMatchObject({ code: '22012', query: failing, params: [0] });
    expect((await statements.query(failing, [1], {}, false)).rows).toEqual([{ n: 1 }]);
    const insideTransaction = await client
      .transaction(async () => {
        await statements.query(failing, [0], {}, true);
      })
      .catch((error: unknown) => error);
    expect(insideTransaction).toMatchObject({ code: '22012' });
    // An unknown table: nothing is prepared under its text.
    await expect(statements.query('select * from une_table_absente', [], {}, false)).rejects.toMatchObject({ code: '42P01' });
    expect(await prepared()).not.toContain('select * from une_table_absente');
    expect((await statements.query(failing, [2], {}, false)).rows).toEqual([{ n: 0 }]);
  });
});
