// The first-run rules on a real database: input and password checked first, one campus and one admin
// (server admin, member of the campus) created, nothing more once a campus exists.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES } from '@campus/shared';
import { domainMembers, domains, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/password.ts';
import { openTestDatabase, type TestDatabase } from '../../test/build-test-app.ts';
import { checkFirstCampusInput, needsFirstRun, setUpFirstCampus } from './first-run.service.ts';

const INPUT = { campusName: '  Hill School ', email: 'Admin@Hill.example', displayName: 'Hana Hill', language: 'de' as const };
const PASSWORD = 'copper-kettle-29-north';

describe('first-run setup', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('checks the input and the password before anything else', () => {
    expect(checkFirstCampusInput({ ...INPUT, email: 'not-an-address' }, PASSWORD)).toEqual({ kind: 'invalid-input', fields: ['email'] });
    expect(checkFirstCampusInput({ ...INPUT, campusName: '   ', displayName: '' }, PASSWORD)).toEqual({
      kind: 'invalid-input',
      fields: ['campusName', 'displayName'],
    });
    expect(checkFirstCampusInput(INPUT, 'short')).toEqual({ kind: 'password', problem: AUTH_ERROR_CODES.passwordTooShort });
    expect(checkFirstCampusInput(INPUT, 'hana hill 2026')).toEqual({ kind: 'password', problem: AUTH_ERROR_CODES.passwordTooCommon });
    expect(checkFirstCampusInput(INPUT, PASSWORD)).toBeNull();
  });

  it('creates the campus and its admin once', async () => {
    expect(await needsFirstRun(database.db)).toBe(true);
    const created = await setUpFirstCampus(database.db, INPUT, PASSWORD);
    if (!created.ok) throw new Error(`refused: ${JSON.stringify(created.problem)}`);
    expect(await needsFirstRun(database.db)).toBe(false);

    const [campus] = await database.db.select().from(domains).where(eq(domains.id, created.domainId));
    expect(campus?.name).toBe('Hill School');
    const [admin] = await database.db.select().from(users).where(eq(users.id, created.userId));
    expect(admin).toMatchObject({ email: 'admin@hill.example', displayName: 'Hana Hill', language: 'de', isAdmin: true, disabledAt: null });
    expect(await verifyPassword(admin?.passwordHash ?? '', PASSWORD)).toBe(true);
    const memberships = await database.db.select().from(domainMembers).where(eq(domainMembers.userId, created.userId));
    expect(memberships).toEqual([{ domainId: created.domainId, userId: created.userId, suspendedAt: null }]);

    const second = await setUpFirstCampus(database.db, { ...INPUT, email: 'other@hill.example' }, PASSWORD);
    expect(second).toEqual({ ok: false, problem: { kind: 'campus-exists' } });
    expect(await database.db.select().from(domains)).toHaveLength(1);
    expect(await database.db.select().from(users)).toHaveLength(1);
  });
});
