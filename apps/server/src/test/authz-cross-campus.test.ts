// The authorization matrix across campuses (issue 27): campus A's people call every campus-scoped row with
// campus B's ids and are refused as if the id were missing; own-campus rows carry nothing of campus B
// (authz-cross-campus.table.ts lists the rows that take no campus id, and the extra cases).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CROSS_CAMPUS_CASES,
  CROSS_CAMPUS_MARKER,
  CROSS_CAMPUS_PRINCIPALS,
  NOT_CAMPUS_SCOPED,
  OWN_CAMPUS,
  rowKeyOf,
} from './authz-cross-campus.table.ts';
import { AUTHZ_MATRIX, type Outcome } from './authz-matrix.table.ts';
import { matches, openAuthzWorld, type AuthzWorld } from './authz-world.ts';

let world: AuthzWorld;
beforeAll(async () => {
  world = await openAuthzWorld();
});
afterAll(async () => {
  await world.close();
});

describe('authorization matrix across campuses (campus A’s people, campus B’s ids)', () => {
  const isScoped = (key: string) => AUTHZ_MATRIX[key]?.webBuildOnly !== true && !(key in NOT_CAMPUS_SCOPED) && !(key in OWN_CAMPUS);
  /** Every campus-scoped row (derived: not listed as public or own-campus), and the extra cases of CROSS_CAMPUS_CASES. */
  const scopedCases = [...new Set([...Object.keys(AUTHZ_MATRIX).filter(isScoped), ...Object.keys(CROSS_CAMPUS_CASES)])];
  const ownCases = Object.keys(OWN_CAMPUS);

  it('names only registered rows, each in one list', () => {
    const rows = new Set(Object.keys(AUTHZ_MATRIX));
    const named = [...Object.keys(NOT_CAMPUS_SCOPED), ...ownCases, ...Object.keys(CROSS_CAMPUS_CASES)];
    expect(named.filter((key) => !rows.has(rowKeyOf(key)))).toEqual([]);
    expect(ownCases.filter((key) => key in NOT_CAMPUS_SCOPED)).toEqual([]);
    // A case of a row itself is for campus-scoped rows; a variant (`<route>#<name>`) may extend any row.
    expect(Object.keys(CROSS_CAMPUS_CASES).filter((key) => !key.includes('#') && !isScoped(key))).toEqual([]);
  });

  /** The case's crossings: an answer other than the expected refusal (own-campus rows: any), or one naming campus B. */
  async function crossings(key: string): Promise<string[]> {
    const entry = AUTHZ_MATRIX[rowKeyOf(key)];
    if (!entry) throw new Error(`no row ${key}`);
    const special = CROSS_CAMPUS_CASES[key] ?? OWN_CAMPUS[key];
    const found: string[] = [];
    for (const principal of CROSS_CAMPUS_PRINCIPALS) {
      const expected: Outcome | undefined = key in OWN_CAMPUS ? undefined : (CROSS_CAMPUS_CASES[key]?.outcomes?.[principal] ?? 'deny');
      const ctx = world.contextFor(principal, 'bravo');
      const response = await world.send(special?.request ? special.request(ctx) : await entry.request(ctx), ctx.session);
      const typed = CROSS_CAMPUS_CASES[key]?.typedInput?.(ctx).toLowerCase();
      const body = response.body.toLowerCase();
      const leaks = (typed ? body.split(typed).join('') : body).includes(CROSS_CAMPUS_MARKER);
      if ((expected !== undefined && !matches(expected, principal, response.statusCode)) || leaks) {
        found.push(`${principal}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    return found;
  }
  const reasonOf = (key: string) => CROSS_CAMPUS_CASES[key]?.reason ?? OWN_CAMPUS[key]?.reason ?? AUTHZ_MATRIX[rowKeyOf(key)]?.rule ?? '';

  it.each(ownCases)('%s (own campus) carries nothing of campus B', async (key) => {
    expect(await crossings(key), `${key} (${reasonOf(key)})`).toEqual([]);
  });

  it.each(scopedCases)('%s refuses campus B’s ids', async (key) => {
    expect(await crossings(key), `${key} (${reasonOf(key)})`).toEqual([]);
  });
});
