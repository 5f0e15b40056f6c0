import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';

// PGlite only: with PostgreSQL every query is network I/O and the event loop turns between them anyway.
describe('la base intégrée (PGlite) laisse le serveur accepter les connexions entre deux requêtes', () => {
  let dataDir: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lumi-turns-'));
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
    // Queries run back to back (PGlite's own queue) let the server see the connection only after the tenth.
    expect(finishedWhenAccepted).toBeLessThanOrEqual(3);
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
});
