import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/** A schema with one sample it must accept and one it must refuse, and why the second is wrong. */
export type SampleCase = [name: string, schema: z.ZodType, valid: unknown, invalid: unknown, why: string];

/** Declares, for each case, a test that the valid sample parses and one that the invalid sample does not. */
export function describeSamples(title: string, cases: SampleCase[]): void {
  describe(title, () => {
    it.each(cases)('%s accepts a valid sample', (_name, schema, valid) => {
      const result = schema.safeParse(valid);
      expect(result.error?.issues).toBeUndefined();
      expect(result.success).toBe(true);
    });

    it.each(cases)('%s rejects an invalid sample', (_name, schema, _valid, invalid) => {
      expect(schema.safeParse(invalid).success).toBe(false);
    });
  });
}
