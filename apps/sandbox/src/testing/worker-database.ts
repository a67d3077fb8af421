// Vitest setup of the sandbox project. With DATABASE_URL (CI runs the database tests against a real
// PostgreSQL), each Vitest worker gets a database of its own on that server, created on first use, so that
// test files run side by side: every file resets the database it opens (test-deps.ts), and two files
// resetting one database at once would drop each other's tables.
import pg from 'pg';

const base = process.env.DATABASE_URL_BASE ?? process.env.DATABASE_URL;
const worker = process.env.VITEST_POOL_ID;

if (base && worker) {
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_w${worker}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  process.env.DATABASE_URL_BASE = base;
  process.env.DATABASE_URL = url.toString();
}
