import { randomBytes } from 'node:crypto';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import type { DbExecutor } from '../platform/wallet/wallet';

/** Runs a statement inside the caller's transaction, reusing its plan where the engine needs that. */
export interface PreparedStatements {
  run<Row>(tx: DbExecutor, query: SQL): Promise<{ rows: Row[] }>;
}

/** Beyond this many distinct texts a statement is not kept: only statements of a few fixed shapes belong here. */
const MOST_KEPT = 32;

function wireValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint'
  )
    return String(value);
  throw new TypeError(`A prepared statement takes scalar parameters, not ${typeof value}`);
}

/**
 * PGlite: each text is parsed once, under a name, on its one connection; later runs only bind and execute it.
 * PostgreSQL's planner then switches to the statement's generic plan after five runs, so a run skips parsing,
 * rewriting and planning, which for the placement batch's statement (a dozen CTEs) cost more than executing it.
 * The messages of a run go into WebAssembly as one buffer. Nothing is synced to disk here: the caller's
 * transaction is, when it commits.
 */
class PgliteStatements implements PreparedStatements {
  readonly #dialect = new PgDialect();
  readonly #names = new Map<string, string>();
  // NOTE: names live on the connection, which other owners (a second queue in a test) may share.
  readonly #prefix = `prepared_${randomBytes(4).toString('hex')}`;
  #next = 0;

  constructor(private readonly pglite: PGlite) {}

  async run<Row>(tx: DbExecutor, query: SQL): Promise<{ rows: Row[] }> {
    const { sql: text, params } = this.#dialect.sqlToQuery(query);
    const name = await this.#nameOf(text);
    if (!name) return (await tx.execute(query)) as unknown as { rows: Row[] };
    const { serialize } = protocol;
    const message = Buffer.concat([
      serialize.bind({ statement: name, values: params.map(wireValue) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const { messages } = await this.pglite.execProtocol(message, { syncToFs: false });
    const [result] = parse.parseResults(messages, this.pglite.parsers);
    return { rows: (result?.rows ?? []) as Row[] };
  }

  /** The statement's name, parsed on first use; null when too many texts are kept already. */
  async #nameOf(text: string): Promise<string | null> {
    const known = this.#names.get(text);
    if (known) return known;
    if (this.#names.size >= MOST_KEPT) return null;
    const name = `${this.#prefix}_${this.#next++}`;
    const { serialize } = protocol;
    await this.pglite.execProtocol(Buffer.concat([serialize.parse({ name, text }), serialize.sync()]), {
      syncToFs: false,
    });
    this.#names.set(text, name);
    return name;
  }
}

/**
 * On a PostgreSQL server the statement runs as it is: the server plans in native code rather than in
 * WebAssembly, and keeping it by name would need the transaction's own node-postgres client, which drizzle does
 * not expose.
 */
const serverStatements: PreparedStatements = {
  run: async <Row>(tx: DbExecutor, query: SQL) => (await tx.execute(query)) as unknown as { rows: Row[] },
};

/** The statements of `db`: kept by name on the embedded PGlite, run as they are on PostgreSQL. */
export function preparedStatements(db: Database): PreparedStatements {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof PGlite ? new PgliteStatements(client) : serverStatements;
}
