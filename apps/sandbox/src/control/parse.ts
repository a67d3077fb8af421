import type { z } from 'zod';
import { ApiError } from '../http/api-error';

/** Parses one part of a control request, answering 400 with the contract's error body when it is wrong. */
export function parse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  location: 'body' | 'params',
): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new ApiError(400, 'validation_failed', `Invalid ${location}`, {
    issues: result.error.issues.map((issue) => ({
      location,
      path: issue.path.join('.'),
      message: issue.message,
    })),
  });
}
