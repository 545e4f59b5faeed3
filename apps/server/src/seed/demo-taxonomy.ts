// The demo campus's course categories with their child categories, video topics and course editor
// options (issue 5), so the create/edit course dialog has something to offer. Written once by the
// demo seed, inside its transaction.
import { VOCABULARY } from '@campus/shared';
import type { Database } from '../db/client.ts';
import { campusCourseOptions, taxonomyTerms } from '../db/schema/taxonomy.ts';

/** Course categories (vocabulary 23), each with its child categories (vocabulary 25). */
export const DEMO_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  Goalkeeping: ['Handling', 'Distribution', 'Positioning'],
  Tactics: ['Pressing', 'Build-up play', 'Set pieces'],
  Fitness: ['Endurance', 'Speed', 'Injury prevention'],
  'Rules and Refereeing': ['Offside', 'Fouls and misconduct'],
};

/** Video topics (vocabulary 18). */
export const DEMO_VIDEO_TOPICS = ['Match analysis', 'Training drills', 'Technique', 'Set pieces'] as const;

/** The demo campus's course editor options: target groups to choose from, tandems in use. */
export const DEMO_COURSE_OPTIONS = {
  targetGroupOptions: ['Youth coaches', 'Goalkeeper coaches', 'Licensed coaches', 'Club officials', 'Referees'],
  targetGroupRequired: false,
  tandemEnabled: true,
} as const;

export async function insertDemoTaxonomy(db: Database, domainId: number, createdBy: number): Promise<void> {
  const categories = await db
    .insert(taxonomyTerms)
    .values(Object.keys(DEMO_CATEGORIES).map((name) => ({ domainId, vid: VOCABULARY.courseCategories, name, createdBy })))
    .returning({ id: taxonomyTerms.id, name: taxonomyTerms.name });
  const children = categories.flatMap((category) =>
    (DEMO_CATEGORIES[category.name] ?? []).map((name) => ({
      domainId,
      vid: VOCABULARY.childCategories,
      name,
      parentId: category.id,
      createdBy,
    })),
  );
  await db.insert(taxonomyTerms).values(children);
  await db
    .insert(taxonomyTerms)
    .values(DEMO_VIDEO_TOPICS.map((name) => ({ domainId, vid: VOCABULARY.videoTopics, name, createdBy })));
  await db.insert(campusCourseOptions).values({
    domainId,
    targetGroupOptions: [...DEMO_COURSE_OPTIONS.targetGroupOptions],
    targetGroupRequired: DEMO_COURSE_OPTIONS.targetGroupRequired,
    tandemEnabled: DEMO_COURSE_OPTIONS.tandemEnabled,
  });
}
