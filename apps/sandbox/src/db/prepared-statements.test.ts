import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import type { DatabaseHandle } from './client';
import { preparedStatements } from './prepared-statements';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory', reset: true });
  await database.db.execute(sql`create table prepared_probe (id int primary key, label text, at timestamptz,
    flag boolean, amount bigint)`);
});

afterAll(() => database.close());

const insert = (id: number, label: string | null) => sql`
  insert into prepared_probe (id, label, at, flag, amount)
  values (${id}, ${label}, ${new Date(Date.UTC(2026, 10, 24, 12, id))}, ${id % 2 === 0}, ${id * 1_000_000_000})
  returning id, label, at::text as at, flag, amount::text as amount, (select count(*) from prepared_probe)::int as before`;

describe('prepared statements', () => {
  it('answer what the statement answers run as it is, typed the same, past the switch to a generic plan', async () => {
    const statements = preparedStatements(database.db);
    for (let id = 1; id <= 16; id += 2) {
      const label = id === 5 ? null : `row ${id}`;
      const [plain, prepared] = await database.db.transaction(async (tx) => [
        ((await tx.execute(insert(id, label))) as unknown as { rows: Record<string, unknown>[] }).rows,
        (await statements.run<Record<string, unknown>>(tx, insert(id + 1, label))).rows,
      ]);
      expect(prepared).toEqual([
        {
          ...plain[0],
          id: id + 1,
          at: `2026-11-24 12:${String(id + 1).padStart(2, '0')}:00+00`,
          flag: (id + 1) % 2 === 0,
          amount: String((id + 1) * 1e9),
          before: id,
        },
      ]);
      expect(prepared[0]).toMatchObject({ label });
    }
  });

  it('fail inside their transaction, which rolls back, and run again afterwards', async () => {
    const statements = preparedStatements(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await statements.run(tx, insert(100, 'kept only if committed'));
        await statements.run(tx, insert(100, 'twin'));
      }),
    ).rejects.toThrow();
    // Inserting 100 again succeeds only if the failed transaction wrote nothing.
    const [after] = await database.db.transaction(
      async (tx) => (await statements.run(tx, insert(100, 'x'))).rows,
    );
    expect(after).toMatchObject({ id: 100, label: 'x' });
  });
});
