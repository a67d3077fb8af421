import type { RouteDef } from '@sportsbook/contract';
import { ApiErrorBody } from '@sportsbook/contract';
import type { z } from 'zod';

/** Parses a response body with its route's response schema; throws with the issues if it does not match. */
export function expectContractResponse<R extends RouteDef>(route: R, body: unknown): z.output<R['response']> {
  const result = route.response.safeParse(body);
  if (!result.success) throw new Error(`Response does not match the contract: ${result.error.message}`);
  return result.data as z.output<R['response']>;
}

/** Parses an error body; throws if it is not `{code, message, localized_message, details}`. */
export function expectErrorBody(body: unknown): ApiErrorBody {
  return ApiErrorBody.parse(body);
}
