/** A fresh idempotency key for one deposit attempt: the same key on a retry makes one deposit (SPEC money rules). */
export function newIdempotencyKey(): string {
  return `qd-${crypto.randomUUID()}`;
}
