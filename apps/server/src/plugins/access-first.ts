// Authorization before validation (issue 27). A route that takes an id declares the check of that
// resource's visibility as its `preValidation` hook: Fastify runs preValidation before the schema
// validation of params, querystring and body, so a caller who may not see the resource gets what a
// missing one gets (404, or the route's 403) even when the rest of the request is invalid; a 400 first
// would tell that the id exists. The hook reads only the id, with the route's own schema for it (params
// are raw strings here); an id that does not parse is left to the validation (400), as before. The
// handler's service checks again as it always did: the hook adds the early answer, never the only one.
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { Principal } from '../auth-core/principal.ts';

/**
 * A preValidation hook that parses `request[source]` with `schema` (extra keys ignored) and, when it
 * parses and a user is signed in, runs `check` (which throws the route's not-found or forbidden error).
 */
export function accessFirst<Schema extends z.ZodType>(
  source: 'params' | 'query',
  schema: Schema,
  check: (principal: Principal, ids: z.output<Schema>, request: FastifyRequest) => Promise<unknown>,
): preValidationAsyncHookHandler {
  return async (request) => {
    const principal = request.principal;
    if (!principal) return;
    const parsed = schema.safeParse(request[source]);
    if (!parsed.success) return;
    await check(principal, parsed.data, request);
  };
}
