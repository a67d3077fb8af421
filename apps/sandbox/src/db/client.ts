import { mkdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The sandbox's database, whichever engine is behind it: both speak the Postgres dialect. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database, or `memory` / `:memory:` for an in-memory one. */
  dataDir: string;
  /** Start from an empty database. */
  reset: boolean;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

function isMemory(dataDir: string): boolean {
  return dataDir === 'memory' || dataDir === ':memory:';
}

async function openPostgres(databaseUrl: string, reset: boolean): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = drizzlePg({ client: pool, schema });
  if (reset) {
    await db.execute(sql`drop schema if exists public cascade`);
    await db.execute(sql`drop schema if exists drizzle cascade`);
    await db.execute(sql`create schema public`);
  }
  await migratePg(db, { migrationsFolder });
  return { db: db as unknown as Database, driver: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string, reset: boolean): Promise<DatabaseHandle> {
  if (!isMemory(dataDir)) {
    if (reset) await rm(dataDir, { recursive: true, force: true });
    // PGlite creates only the last folder of its path: a fresh clone has no `.data` yet.
    await mkdir(dataDir, { recursive: true });
  }
  const client = isMemory(dataDir) ? new PGlite() : new PGlite(dataDir);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, driver: 'pglite', close: () => client.close() };
}

/** Opens the database named by the options and brings its schema up to date with the migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.reset)
    : openPglite(options.dataDir, options.reset);
}

/** Answers whether the database responds; used by the health checks. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
