// Issue 4's additions to the demo campus: its look, its terms of use and the courses' dashboard texts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campusSettings, courses, legalTerms } from '../db/schema/index.ts';
import { openTestDatabase, type TestDatabase } from '../test/build-test-app.ts';
import { DEMO_CAMPUS_LOOK, DEMO_COURSE_DASHBOARD, DEMO_COURSE_FEATURE_SETTINGS, DEMO_COURSES, DEMO_DOMAIN, DEMO_LEGAL_TERMS } from './demo-accounts.ts';
import { seedDemoCampus } from './demo-campus.ts';

describe('demo campus look, terms and dashboards', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoCampus(database.db);
  });
  afterAll(() => database.close());

  it('turns the global header on and stores the campus colours and font', async () => {
    const [settings] = await database.db.select().from(campusSettings).where(eq(campusSettings.domainId, DEMO_DOMAIN.id));
    expect(settings).toMatchObject({
      showGlobalHeader: true,
      colors: DEMO_CAMPUS_LOOK.colors,
      fonts: DEMO_CAMPUS_LOOK.fonts,
    });
  });

  it('publishes version 1 of the terms in German and English', async () => {
    const rows = await database.db.select().from(legalTerms).where(eq(legalTerms.domainId, DEMO_DOMAIN.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: 1, conditionsDe: DEMO_LEGAL_TERMS.de, conditionsEn: DEMO_LEGAL_TERMS.en });
  });

  it('gives every demo course its dashboard texts, and "Self-paced Tactics" a certificate', async () => {
    const rows = await database.db.select({ title: courses.title, settings: courses.settings }).from(courses);
    for (const [key, course] of Object.entries(DEMO_COURSES) as [keyof typeof DEMO_COURSES, (typeof DEMO_COURSES)[keyof typeof DEMO_COURSES]][]) {
      expect(rows.find((row) => row.title === course.title)?.settings).toEqual({ ...DEMO_COURSE_DASHBOARD[key], ...DEMO_COURSE_FEATURE_SETTINGS[key] });
    }
    expect(rows.find((row) => row.title === DEMO_COURSES.selfPacedTactics.title)?.settings).toMatchObject({ hasCertificate: true });
  });
});
