import type { OperationId } from '../routes';

/**
 * Operations the contract specifies but the sandbox does not serve yet (they answer a routing 404): the
 * OpenAPI document marks each with `x-not-yet-served: true` and a note, so the reference never claims more than
 * is served. Take an operation off this list in the change that serves it; a sandbox test fails while the list
 * and the server disagree either way.
 */
export const notYetServed: ReadonlySet<OperationId> = new Set<OperationId>([]);
