// Issue 27: authorization before validation. A caller who may not see a resource gets what a missing
// resource gets (404), also when the rest of the request (body, query) is invalid: a 400 would tell that
// the id exists. Every id-taking row is called as each signed-in principal it denies; where the valid
// request answers 404, the same request made invalid must answer 404 too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_CAMPUS_SCOPED } from './authz-cross-campus.table.ts';
import { AUTHZ_MATRIX, PRINCIPALS, type MatrixRequest } from './authz-matrix.table.ts';
import { openAuthzWorld, type AuthzWorld } from './authz-world.ts';

let world: AuthzWorld;
beforeAll(async () => {
  world = await openAuthzWorld();
});
afterAll(async () => {
  await world.close();
});

describe('authorization before validation', () => {
  /** Query parameters that carry the resource's id (kept as they are). */
  const ID_QUERY = new Set(['og', 'og_id', 'og_nid', 'domain']);
  const isIdTaking = (key: string, url: string) => /\/:/.test(key) || [...new URL(url, 'http://x').searchParams.keys()].some((name) => ID_QUERY.has(name));

  /** The request with its body or its first non-id query parameter made invalid; undefined where it has neither. */
  function invalidVariant(request: MatrixRequest): MatrixRequest | undefined {
    if (request.headers?.['content-type'] === 'application/json' && request.payload !== undefined) return { ...request, payload: '[]' };
    const url = new URL(request.url, 'http://x');
    const name = [...url.searchParams.keys()].find((key) => !ID_QUERY.has(key));
    if (name === undefined) return undefined;
    url.searchParams.set(name, 'x'.repeat(3000));
    return { ...request, url: `${url.pathname}${url.search}` };
  }

  const rows = Object.entries(AUTHZ_MATRIX).filter(([key, entry]) => entry.webBuildOnly !== true && !(key in NOT_CAMPUS_SCOPED));
  it.each(rows)('%s', async (key, entry) => {
    const answeredFirst: string[] = [];
    for (const principal of PRINCIPALS) {
      if (principal === 'anonymous' || entry.outcomes[principal] !== 'deny') continue;
      const ctx = world.contextFor(principal);
      const request = await entry.request(ctx);
      if (!isIdTaking(key, request.url)) return;
      const invalid = invalidVariant(request);
      if (invalid === undefined) return;
      if ((await world.send(request, ctx.session)).statusCode !== 404) continue;
      const response = await world.send(invalid, ctx.session);
      if (response.statusCode !== 404) answeredFirst.push(`${principal}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(answeredFirst, `${key}: an invalid request of a caller who may not see the resource`).toEqual([]);
  });
});
