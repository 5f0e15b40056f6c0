import type { PGlite } from '@electric-sql/pglite';

/** What drizzle, the job queue and the health report call on PGlite: the rest of its interface stays unused. */
export type PgliteCalls = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

const nextTurnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs every query synchronously in WebAssembly, and its own queue hands the next query over in a microtask:
 * under load, queued queries ran back to back and the event loop reached the network only once they were all done.
 * libuv accepts one new connection per turn of the loop, so at 50 connections the first request of each new
 * connection waited seconds while the kept-alive ones were served again and again (p99 of the project list 6.5 s,
 * max 10 s; a plain Node server doing 10 ms of synchronous work per request shows the same, docs/decisions/038).
 * Here each query, or whole transaction, starts on its own turn of the loop, in the order asked: between two of them
 * the server accepts and reads what has arrived, so a new request joins the queue at once and waits its turn like
 * the others. A transaction's own queries go straight to PGlite (they already hold its turn).
 */
export function takeTurns(client: PGlite): PgliteCalls {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(job: () => Promise<T>): Promise<T> => {
    const turn = last.then(nextTurnOfTheLoop).then(job);
    last = turn.catch(() => undefined);
    return turn;
  };
  return {
    query: (...args) => inTurn(() => client.query(...args)),
    exec: (...args) => inTurn(() => client.exec(...args)),
    transaction: (...args) => inTurn(() => client.transaction(...args)),
  } as PgliteCalls;
}
