// Learning paths (issue 14): per course, ordered sections of ordered steps. A step points at one thing of
// the course through the column of its kind (a foreign key each, so deleting the assignment, content
// item, video or document removes the step). Staff replace the whole path at once, so step ids change on
// every edit; a learner's "marked done" record is therefore kept per course and target (kind + id), not per
// step, and survives reordering. Assignment and video steps are derived (assignment status, video progress)
// and never get a record.
import { LEARNING_PATH_STEP_KINDS } from '@campus/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { assignments } from './assignments.ts';
import { contentItems } from './content.ts';
import { courseFiles } from './course-files.ts';
import { courses } from './courses.ts';
import { inList } from './sql-helpers.ts';
import { users } from './users.ts';
import { videos } from './videos.ts';

export const learningPathSections = pgTable(
  'learning_path_sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Plain text, shown escaped. */
    title: text('title').notNull(),
  },
  (table) => [index('learning_path_sections_course_id_idx').on(table.courseId, table.position)],
);

export const learningPathSteps = pgTable(
  'learning_path_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => learningPathSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: LEARNING_PATH_STEP_KINDS }).notNull(),
    assignmentId: integer('assignment_id').references(() => assignments.id, { onDelete: 'cascade' }),
    /** content and external_content steps. */
    contentItemId: integer('content_item_id').references(() => contentItems.id, { onDelete: 'cascade' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    courseFileId: integer('course_file_id').references(() => courseFiles.id, { onDelete: 'cascade' }),
    /** Opens only once the step before it (in the whole path) is done. */
    requiresPrevious: boolean('requires_previous').notNull().default(false),
  },
  (table) => [
    index('learning_path_steps_section_id_idx').on(table.sectionId, table.position),
    check('learning_path_steps_kind_valid', inList(table.kind, LEARNING_PATH_STEP_KINDS)),
    check(
      'learning_path_steps_target_matches_kind',
      sql`(${table.kind} = 'assignment') = (${table.assignmentId} IS NOT NULL)
        AND (${table.kind} IN ('content', 'external_content')) = (${table.contentItemId} IS NOT NULL)
        AND (${table.kind} = 'video') = (${table.videoId} IS NOT NULL)
        AND (${table.kind} = 'document') = (${table.courseFileId} IS NOT NULL)`,
    ),
  ],
);

/** A learner marked a content, external-content or document step done. */
export const learningPathCompletions = pgTable(
  'learning_path_completions',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEARNING_PATH_STEP_KINDS }).notNull(),
    refId: integer('ref_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.userId, table.kind, table.refId] }),
    check('learning_path_completions_kind_valid', inList(table.kind, LEARNING_PATH_STEP_KINDS)),
  ],
);
