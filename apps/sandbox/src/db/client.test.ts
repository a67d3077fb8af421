import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, pingDatabase } from './client';

let root: string | undefined;

afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

describe('the embedded database', () => {
  it('creates every missing folder of its data path, as on a fresh clone without .data', async () => {
    root = await mkdtemp(join(tmpdir(), 'sandbox-db-'));
    const database = await openDatabase({ dataDir: join(root, '.data', 'sandbox'), reset: false });
    try {
      expect(await pingDatabase(database.db)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
