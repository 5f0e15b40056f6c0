import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { pgliteThreadOptions, startPgliteThread } from './pglite-thread.js';

// PGlite only: it runs in a thread of its own (pglite-thread.ts); PostgreSQL is another process anyway.
describe('la base intégrée (PGlite), dans son propre thread', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let createdByFirstThread: boolean;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-pglite-thread-'));
    // openDatabase does the same on an empty folder (client.ts): the thread that made the database exits with the
    // memory that took, and a new one opens it.
    const first = await startPgliteThread(pgliteThreadOptions(dataDir)).ready;
    createdByFirstThread = first.created;
    await first.exec('create table creee_par_le_premier_thread (n int); insert into creee_par_le_premier_thread values (7);');
    await first.close();
    database = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('une connexion qui arrive pendant que dix requêtes attendent PGlite est acceptée sans attendre la fin de la file', async () => {
    const server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    let finished = 0;
    let finishedWhenAccepted = -1;
    const accepted = new Promise<void>((resolve) =>
      server.once('connection', () => {
        finishedWhenAccepted = finished;
        resolve();
      }),
    );
    // Each query holds PGlite ~20 ms, synchronously: the whole file is ~200 ms of the event loop.
    const queries = Array.from({ length: 10 }, () => database.executeSql('select pg_sleep(0.02)', []).then(() => finished++));
    const client = net.connect(port, '127.0.0.1');
    client.on('error', () => {});
    await Promise.all([accepted, ...queries]);
    client.destroy();
    await new Promise((resolve) => server.close(resolve));
    expect(finished).toBe(10);
    // On the server's thread, queries run back to back (PGlite's own queue) let it see the connection only after
    // the tenth; in its own thread, PGlite leaves the server free at once.
    expect(finishedWhenAccepted).toBeLessThanOrEqual(1);
  });

  it('les requêtes passent dans l’ordre où elles sont demandées, et une requête en erreur ne bloque pas les suivantes', async () => {
    const order: number[] = [];
    const results = await Promise.allSettled([
      database.executeSql('select 1 as n', []).then(() => order.push(1)),
      database.executeSql('select * from une_table_qui_n_existe_pas', []).then(() => order.push(2)),
      database.executeSql('select 3 as n', []).then(() => order.push(3)),
      database.executeSql('select 4 as n', []).then(() => order.push(4)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(order).toEqual([1, 3, 4]);
  });

  it('une transaction annulée ne laisse rien, une transaction réussie garde tout, et une requête d’ailleurs attend sa fin', async () => {
    await database.executeSql('create table essai_thread (n int primary key)');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into essai_thread values (1)`);
        throw new Error('annulée par le test');
      }),
    ).rejects.toThrow('annulée par le test');
    let seenDuring: unknown[] | null = null;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into essai_thread values (2)`);
      // Another request's query, asked while the transaction is open: PGlite has one connection, so it runs after.
      void database.executeSql('select n from essai_thread order by n', []).then((result) => (seenDuring = result.rows));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seenDuring).toBeNull();
      await tx.execute(sql`insert into essai_thread values (3)`);
    });
    const { rows } = await database.executeSql('select n from essai_thread order by n', []);
    expect(rows).toEqual([{ n: 2 }, { n: 3 }]);
    await expect.poll(() => seenDuring).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('une erreur de PostgreSQL garde son code et sa contrainte en traversant le thread', async () => {
    await database.executeSql('create table essai_unique (n int constraint essai_unique_n unique)');
    await database.executeSql('insert into essai_unique values (1)', []);
    const error = await database.executeSql('insert into essai_unique values ($1)', [1]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'essai_unique_n' });
  });

  it('les dates, les nombres, le JSON et les octets reviennent du thread avec leur type', async () => {
    const { rows } = await database.executeSql(
      `select 42::int as entier, 2.5::float8 as reel, '{"a":[1,"b"]}'::jsonb as objet, '\\x0102'::bytea as octets, true as vrai, null as rien`,
      [],
    );
    expect(rows).toEqual([{ entier: 42, reel: 2.5, objet: { a: [1, 'b'] }, octets: new Uint8Array([1, 2]), vrai: true, rien: null }]);
  });

  it('le thread dit s’il a créé la base : un dossier vide est créé par un premier thread, puis rouvert par un autre sans rien perdre', async () => {
    expect(createdByFirstThread).toBe(true);
    const { rows } = await database.executeSql('select n from creee_par_le_premier_thread', []);
    expect(rows).toEqual([{ n: 7 }]);
  });
});
