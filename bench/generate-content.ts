// Content for the benchmark campus (issue 7): 100,000 content items and 300,000 comments, written by
// INSERT … SELECT over generate_series (one statement each, no rows through Node). The bench student's
// first course is the "hot" course with 10,000 items, so a deep page (offset 5000) exists there; the rest
// is spread over every course. Types cycle blog, blog, news, cmap, external_content; a third of the items
// carry one of 20 tags; every item has three comments.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import type { GeneratedCampus } from './generate.ts';

export interface ContentSize {
  items: number;
  /** Items in the hot course (the bench student's first course). */
  hotItems: number;
  commentsPerItem: number;
  tags: number;
  /** Distinct authors of the hot course's items (members of it). */
  hotAuthors: number;
}

export const LARGE_CONTENT: ContentSize = { items: 100_000, hotItems: 10_000, commentsPerItem: 3, tags: 20, hotAuthors: 20 };

export interface GeneratedContent {
  courseId: number;
  /** An author of many blog posts in the hot course (the filtered benchmark page). */
  authorId: number;
  items: number;
  comments: number;
}

function intArray(values: readonly number[]) {
  if (values.some((value) => !Number.isInteger(value))) throw new Error('intArray: integers only');
  return sql.raw(`'{${values.join(',')}}'::int[]`);
}

export async function generateContent(db: Database, campus: GeneratedCampus, size: ContentSize = LARGE_CONTENT): Promise<GeneratedContent> {
  const hotCourseId = campus.benchUser.courseId;
  const members = await db.execute<{ user_id: number }>(
    sql`SELECT user_id FROM course_members WHERE course_id = ${hotCourseId} ORDER BY user_id LIMIT ${size.hotAuthors}`,
  );
  const hotAuthors = members.rows.map((row) => Number(row.user_id));
  const authorId = hotAuthors[0];
  if (authorId === undefined) throw new Error('bench: the hot course has no members');

  const terms = await db.execute<{ id: number }>(sql`
    INSERT INTO taxonomy_terms (domain_id, vid, name)
    SELECT ${campus.domainId}, 18, 'Bench topic ' || g FROM generate_series(1, ${size.tags}) AS g
    RETURNING id`);
  const termIds = terms.rows.map((row) => Number(row.id));

  // g = 1 … items; the first hotItems go to the hot course. Newest is g = 1 (created g minutes ago).
  await db.execute(sql`
    INSERT INTO content_items (course_id, type, title, body, author_id, external_url, created_at, updated_at)
    SELECT
      CASE WHEN g <= ${size.hotItems} THEN ${hotCourseId} ELSE (${intArray(campus.courseIds)})[1 + g % ${campus.courseIds.length}] END,
      (ARRAY['blog', 'blog', 'news', 'cmap', 'external_content'])[1 + g % 5],
      'Generated item ' || g,
      '<p>Generated content item <strong>' || g || '</strong> with a little rich text.</p>',
      CASE WHEN g <= ${size.hotItems}
        THEN (${intArray(hotAuthors)})[1 + (g / 5) % ${hotAuthors.length}]
        ELSE (${intArray(campus.userIds)})[1 + (g * 31) % ${campus.userIds.length}] END,
      CASE WHEN g % 5 = 4 THEN 'https://example.org/item/' || g END,
      now() - make_interval(mins => g),
      now() - make_interval(mins => g)
    FROM generate_series(1, ${size.items}) AS g`);

  await db.execute(sql`
    INSERT INTO content_terms (content_id, term_id)
    SELECT c.id, (${intArray(termIds)})[1 + c.id % ${termIds.length}]
    FROM content_items c
    JOIN courses co ON co.id = c.course_id AND co.domain_id = ${campus.domainId}
    WHERE c.id % 3 = 0`);

  await db.execute(sql`
    INSERT INTO content_comments (content_id, author_id, comment_text, created_at, updated_at)
    SELECT c.id, (${intArray(campus.userIds)})[1 + (c.id * 7 + n) % ${campus.userIds.length}], '<p>Generated comment ' || n || '.</p>',
      c.created_at + make_interval(secs => n), c.created_at + make_interval(secs => n)
    FROM content_items c
    JOIN courses co ON co.id = c.course_id AND co.domain_id = ${campus.domainId}
    CROSS JOIN generate_series(1, ${size.commentsPerItem}) AS n`);

  // What autovacuum would do after a bulk load: statistics, and the visibility map for index-only scans.
  await db.execute(sql`VACUUM (ANALYZE) content_items, content_terms, content_comments`);
  return { courseId: hotCourseId, authorId, items: size.items, comments: size.items * size.commentsPerItem };
}
