/**
 * PGlite's `query` with named prepared statements (decision 040), run in PGlite's thread (pglite-worker.ts).
 *
 * `PGlite.query` sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into PostgreSQL, and PostgreSQL
 * parses, analyses and plans the text every time. Here a statement is parsed once under a name (Parse + Describe +
 * Sync the first time), then each call is one Bind + Describe + Execute + Sync: on the project list's query, 2.25 →
 * 1.26 ms (bench/README.md). Parameters are serialized and rows parsed by PGlite's own exported serializers and
 * `parseResults`, so values keep exactly the types `PGlite.query` gives.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type Parser = PGlite['parsers'][number];

const { serialize } = protocol;

/** Statements kept prepared at once: the application's own are a few hundred at most; the least recently used goes. */
export const PREPARED_STATEMENTS_MAX = 500;

/** PostgreSQL's answer when a table changed under a prepared statement so that its result has other columns. */
const PLAN_CHANGED = /cached plan must not change result type/;

interface Statement {
  name: string;
  /** The parameters' type oids, as Describe gave them: they choose each parameter's serializer. */
  paramTypes: number[];
}

type DatabaseError = Error & { code?: string; query?: string; params?: unknown[]; queryOptions?: QueryOptions };

export class PreparedStatements {
  /** By text, least recently used first (a Map keeps insertion order). */
  private readonly statements = new Map<string, Statement>();
  private counter = 0;
  private readonly mergedParsers = new WeakMap<object, Record<number | string, Parser>>();

  constructor(
    private readonly client: PGlite,
    private readonly max = PREPARED_STATEMENTS_MAX,
  ) {}

  get size(): number {
    return this.statements.size;
  }

  /**
   * One statement, as `PGlite.query` runs it: outside a transaction it waits for any open one to end; inside (`inTransaction`), it
   * runs in that transaction's turn.
   */
  async query<T>(sql: string, params: unknown[], options: QueryOptions, inTransaction: boolean): Promise<Results<T>> {
    await this.client._checkReady();
    const run = () => this.client._runExclusiveQuery(() => this.run<T>(sql, params, options, inTransaction));
    return inTransaction ? run() : this.client._runExclusiveTransaction(run);
  }

  private async run<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions,
    inTransaction: boolean,
    retried = false,
  ): Promise<Results<T>> {
    try {
      const statement = this.statements.get(sql) ?? (await this.prepare(sql));
      // Most recently used last.
      this.statements.delete(sql);
      this.statements.set(sql, statement);
      const messages = await this.client.execProtocolStream(
        concat([
          serialize.bind({ statement: statement.name, values: this.serializeParams(params, statement.paramTypes, options) }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      if (!inTransaction) await this.client.syncToFs();
      return parse.parseResults(messages, this.parsersOf(options), { rowMode: options.rowMode })[0] as Results<T>;
    } catch (error) {
      const databaseError = error as DatabaseError;
      if (!retried && databaseError.code === '0A000' && PLAN_CHANGED.test(databaseError.message)) {
        await this.forget(sql);
        return this.run(sql, params, options, inTransaction, true);
      }
      // As PGlite.query reports it (makePGliteError).
      if (databaseError.code !== undefined) Object.assign(databaseError, { query: sql, params, queryOptions: options });
      throw error;
    }
  }

  /** Parses `sql` under a new name; it is kept only once PostgreSQL accepted it. */
  private async prepare(sql: string): Promise<Statement> {
    const name = `lumi_${++this.counter}`;
    const messages = await this.client.execProtocolStream(
      concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.statements.set(sql, statement);
    while (this.statements.size > this.max) {
      const [oldest] = this.statements.keys();
      if (oldest === undefined || oldest === sql) break;
      await this.forget(oldest);
    }
    return statement;
  }

  /** Closes a statement; one that cannot be closed now (an aborted transaction) only costs PostgreSQL a little memory. */
  private async forget(sql: string) {
    const statement = this.statements.get(sql);
    if (!statement) return;
    this.statements.delete(sql);
    await this.client.execProtocolStream(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), {
      syncToFs: false,
      throwOnError: false,
    });
  }

  /**
   * PGlite's parsers with the query's own over them, merged once per parsers object: merged at each call (as
   * `parseResults` does when given `options.parsers`), the copy of ~200 entries and the lookups in it took 0.14–0.19 ms
   * of a ~1.4 ms list query. PGlite's own parsers are complete once it is open (its array types are read at start).
   */
  private parsersOf(options: QueryOptions): Record<number | string, Parser> {
    if (!options.parsers) return this.client.parsers;
    let merged = this.mergedParsers.get(options.parsers);
    if (!merged) this.mergedParsers.set(options.parsers, (merged = { ...this.client.parsers, ...options.parsers }));
    return merged;
  }

  private serializeParams(params: unknown[], types: number[], options: QueryOptions): (string | null)[] {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = types[i]!;
      const serializer = options.serializers?.[oid] ?? this.client.serializers[oid];
      return serializer ? (serializer(param) as string) : String(param);
    });
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}
