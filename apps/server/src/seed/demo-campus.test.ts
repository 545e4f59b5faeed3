import { COURSE_ROLE } from '@campus/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appMeta,
  courseMembers,
  courses,
  domainMembers,
  domainRoles,
  domains,
  sites,
  users,
} from '../db/schema/index.ts';
import { verifyPassword } from '../lib/password.ts';
import { openTestDatabase, type TestDatabase } from '../test/build-test-app.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS, DEMO_PASSWORD, DEMO_SEED_MARKER } from './demo-accounts.ts';
import { seedDemoCampus } from './demo-campus.ts';

const ALL = Object.values(DEMO_COURSE_TITLES);

describe('seedDemoCampus', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    expect(await seedDemoCampus(database.db)).toEqual({ seeded: true });
  });
  afterAll(() => database.close());

  async function rolesOf(email: string): Promise<Record<string, number>> {
    const rows = await database.db
      .select({ title: courses.title, roleId: courseMembers.roleId })
      .from(courseMembers)
      .innerJoin(users, eq(users.id, courseMembers.userId))
      .innerJoin(courses, eq(courses.id, courseMembers.courseId))
      .where(eq(users.email, email));
    return Object.fromEntries(rows.map((row) => [row.title, row.roleId]));
  }

  function everyCourse(roleId: number, except: string[] = []): Record<string, number> {
    return Object.fromEntries(ALL.filter((title) => !except.includes(title)).map((title) => [title, roleId]));
  }

  it('creates "Demo Campus" with id 1 and its two sites', async () => {
    const campus = await database.db.select().from(domains);
    expect(campus).toHaveLength(1);
    expect(campus[0]).toMatchObject({
      id: 1,
      name: 'Demo Campus',
      features: { courseTypes: { self_learning: true, compact_learning: true } },
    });
    const siteNames = (await database.db.select({ name: sites.name }).from(sites).where(eq(sites.domainId, 1))).map(
      (site) => site.name,
    );
    expect(siteNames.sort()).toEqual(['Coaching Academy', 'Youth Football']);
  });

  it('moves the campus id sequence past 1', async () => {
    await database.db.transaction(async (tx) => {
      const [next] = await tx.insert(domains).values({ name: 'Second Campus' }).returning({ id: domains.id });
      expect(next?.id).toBe(2);
      tx.rollback();
    }).catch((error: unknown) => {
      // rollback() ends the transaction by throwing; anything else is a real failure.
      if (!(error instanceof Error) || !error.message.toLowerCase().includes('rollback')) throw error;
    });
  });

  it('creates the six accounts, all with the demo password, as campus members', async () => {
    const rows = await database.db.select().from(users).orderBy(asc(users.email));
    expect(rows.map((user) => user.email)).toEqual(Object.values(DEMO_EMAILS).sort());
    for (const user of rows) {
      expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(user.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
      expect(user.isAdmin).toBe(user.email === DEMO_EMAILS.admin);
      expect(user.language).toBe('en');
    }
    const members = await database.db.select().from(domainMembers).where(eq(domainMembers.domainId, 1));
    expect(members).toHaveLength(6);
  });

  it('gives the manager the campus_manager role and nobody else a campus role', async () => {
    const rows = await database.db
      .select({ email: users.email, role: domainRoles.role, domainId: domainRoles.domainId })
      .from(domainRoles)
      .innerJoin(users, eq(users.id, domainRoles.userId));
    expect(rows).toEqual([{ email: DEMO_EMAILS.manager, role: 'campus_manager', domainId: 1 }]);
  });

  it('creates one course per course type plus the group, across both sites', async () => {
    const rows = await database.db
      .select({ title: courses.title, kind: courses.kind, courseType: courses.courseType, site: sites.name })
      .from(courses)
      .leftJoin(sites, eq(sites.id, courses.siteId))
      .where(eq(courses.domainId, 1));
    const byTitle = Object.fromEntries(rows.map((row) => [row.title, row]));
    expect(Object.keys(byTitle).sort()).toEqual([...ALL].sort());
    expect(byTitle['Coaching Basics']).toMatchObject({ kind: 'course', courseType: 'default' });
    expect(byTitle['Blended Goalkeeper Training']).toMatchObject({ kind: 'course', courseType: 'blended' });
    expect(byTitle['Rules of the Game']).toMatchObject({ kind: 'course', courseType: 'elearning' });
    expect(byTitle['Self-paced Tactics']).toMatchObject({ kind: 'course', courseType: 'self_learning' });
    expect(byTitle['Compact Refresher']).toMatchObject({ kind: 'course', courseType: 'compact_learning' });
    expect(byTitle["Coaches' Lounge"]).toMatchObject({ kind: 'group' });
    expect(new Set(rows.map((row) => row.site))).toEqual(new Set(['Coaching Academy', 'Youth Football']));
  });

  it('gives every account exactly the course roles of the issue table', async () => {
    expect(await rolesOf(DEMO_EMAILS.admin)).toEqual({});
    expect(await rolesOf(DEMO_EMAILS.manager)).toEqual(everyCourse(COURSE_ROLE.manager));
    expect(await rolesOf(DEMO_EMAILS.instructor)).toEqual(everyCourse(COURSE_ROLE.instructor));
    expect(await rolesOf(DEMO_EMAILS.mentor)).toEqual({ 'Coaching Basics': 7, 'Self-paced Tactics': 7 });
    expect(await rolesOf(DEMO_EMAILS.student)).toEqual(everyCourse(COURSE_ROLE.student, ['Compact Refresher']));
    expect(await rolesOf(DEMO_EMAILS.guest)).toEqual({ 'Coaching Basics': 6 });
  });

  it('records the marker and does nothing on a second run', async () => {
    const [marker] = await database.db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEED_MARKER));
    expect(marker?.value).toMatchObject({ seededAt: expect.any(String) });

    const count = async () => {
      const [row] = await database.db.execute<{ users: number; courses: number; members: number }>(
        sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM courses) AS courses, (SELECT count(*)::int FROM course_members) AS members`,
      ).then((result) => result.rows);
      return row;
    };
    const before = await count();
    expect(await seedDemoCampus(database.db)).toEqual({ seeded: false });
    expect(await count()).toEqual(before);
  });
});

describe('seedDemoCampus concurrency', () => {
  it('seeds once when two starts race', async () => {
    const database = await openTestDatabase();
    try {
      const results = await Promise.all([seedDemoCampus(database.db), seedDemoCampus(database.db)]);
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      const rows = await database.db.select({ id: users.id }).from(users);
      expect(rows).toHaveLength(6);
    } finally {
      await database.close();
    }
  });
});
