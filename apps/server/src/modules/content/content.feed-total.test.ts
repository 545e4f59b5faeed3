// The feed's total (feedPage in content.feed-totals.ts): exact below LARGE_FEED_TOTAL entries, and for a large feed
// remembered per course and filter for at most FEED_TOTAL_TTL_MS on one node, while the page itself is
// always read fresh.
import { COURSE_ROLE } from '@campus/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Principal } from '../../auth-core/principal.ts';
import { users } from '../../db/schema/index.ts';
import { DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addMember, createCourse } from '../courses/testing/course-fixtures.ts';
import { FEED_TOTAL_TTL_MS, LARGE_FEED_TOTAL } from './content.feed-totals.ts';
import { createContentDeps, listContent } from './content.service.ts';

let t: TestApp;
let student: Principal;
let largeCourseId: number;

/** `count` items created `ageSeconds` ago and later, one a second. */
async function insertItems(courseId: number, count: number, type: string, label: string, ageSeconds: number): Promise<void> {
  await t.db.execute(sql`
    INSERT INTO content_items (course_id, type, title, body, author_id, created_at, updated_at)
    SELECT ${courseId}, ${type}, ${label} || ' ' || g, '', ${student.userId}, now() - make_interval(secs => ${ageSeconds} - g), now()
    FROM generate_series(1, ${count}) AS g`);
}

const query = (og: number, types: ('blog' | 'news')[] = []) => ({
  og,
  types,
  assignmentIds: [],
  uids: [],
  tids: [],
  videoId: null,
  offset: 0,
});

beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAILS.student));
  if (!row) throw new Error('demo student missing');
  student = { userId: row.id, sessionId: 'test', isAdmin: false, accountIsAdmin: false, studentMode: false, impersonatorUserId: null };
  largeCourseId = await createCourse(t.db, { title: 'Large feed course' });
  await addMember(t.db, largeCourseId, student.userId, COURSE_ROLE.student);
  await insertItems(largeCourseId, LARGE_FEED_TOTAL + 5, 'blog', 'Old', 100_000);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

describe('the total of a large feed', () => {
  it('is remembered briefly on one node: later pages are current, the total at most FEED_TOTAL_TTL_MS old', async () => {
    const deps = createContentDeps({ db: t.db });
    const first = await listContent(deps, student, query(largeCourseId));
    expect(first.total).toBe(LARGE_FEED_TOTAL + 5);

    // Written past this service (another node, or a bulk import).
    await insertItems(largeCourseId, 3, 'blog', 'New', 0);
    const again = await listContent(deps, student, query(largeCourseId));
    expect(again.items[0]?.title).toMatch(/^New /);
    expect(again.total).toBe(LARGE_FEED_TOTAL + 5);

    // Another node (a fresh service) counts afresh.
    expect((await listContent(createContentDeps({ db: t.db }), student, query(largeCourseId))).total).toBe(LARGE_FEED_TOTAL + 8);

    // Once the time is up this node counts again.
    const realNow = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(realNow + FEED_TOTAL_TTL_MS + 1);
    try {
      expect((await listContent(deps, student, query(largeCourseId))).total).toBe(LARGE_FEED_TOTAL + 8);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('is exact for a small feed, and per filter', async () => {
    const deps = createContentDeps({ db: t.db });
    expect((await listContent(deps, student, query(largeCourseId, ['news']))).total).toBe(0);
    await insertItems(largeCourseId, 2, 'news', 'News', 50_000);
    expect((await listContent(deps, student, query(largeCourseId, ['news']))).total).toBe(2);
    expect((await listContent(deps, student, query(largeCourseId, ['news', 'blog']))).total).toBe(LARGE_FEED_TOTAL + 10);
  });
});
