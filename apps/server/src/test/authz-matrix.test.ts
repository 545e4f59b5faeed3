// Runs the authorization matrix (authz-matrix.table.ts): every registered route × every principal,
// with sessions from the real sign-in (POST /api/rest/login), on a real database (authz-world.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHZ_MATRIX, PRINCIPALS } from './authz-matrix.table.ts';
import { isCoveredHead, matches, openAuthzWorld, type AuthzWorld } from './authz-world.ts';

let world: AuthzWorld;
beforeAll(async () => {
  world = await openAuthzWorld();
});
afterAll(async () => {
  await world.close();
});

describe('authorization matrix', () => {
  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const registered = world.registeredKeys();
    const missing = [...registered].filter((key) => !(key in AUTHZ_MATRIX) && !isCoveredHead(key, registered));
    expect(missing, 'routes without a row in authz-matrix.table.ts').toEqual([]);
    const stale = Object.entries(AUTHZ_MATRIX)
      .filter(([key, entry]) => !registered.has(key) && entry.webBuildOnly !== true)
      .map(([key]) => key);
    expect(stale, 'rows for routes that are not registered').toEqual([]);
  });

  it('lists an outcome for every principal in every row', () => {
    for (const [key, entry] of Object.entries(AUTHZ_MATRIX)) {
      expect(Object.keys(entry.outcomes).sort(), key).toEqual([...PRINCIPALS].sort());
    }
  });

  const rows = Object.entries(AUTHZ_MATRIX).filter(([, entry]) => entry.webBuildOnly !== true);
  it.each(rows)('%s', async (key, entry) => {
    const mismatches: string[] = [];
    for (const principal of PRINCIPALS) {
      const ctx = world.contextFor(principal);
      const response = await world.send(await entry.request(ctx), ctx.session);
      const expected = entry.outcomes[principal];
      if (!matches(expected, principal, response.statusCode)) {
        mismatches.push(`${principal}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(mismatches, `${key} (${entry.rule})`).toEqual([]);
  });
});
