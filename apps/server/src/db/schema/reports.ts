// Reports (issue 13, spec `report-modal`): a member reports an item of a course to its staff. The item is
// named by kind and id (content item, content comment, video, message): no foreign key, the item may go
// while its report is kept for the staff's record.
import { REPORT_CATEGORIES, REPORT_STATUSES, REPORT_TARGET_KINDS } from '@campus/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { inList } from './sql-helpers.ts';
import { users } from './users.ts';

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REPORT_TARGET_KINDS }).notNull(),
    targetId: integer('target_id').notNull(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category', { enum: REPORT_CATEGORIES }).notNull(),
    /** Plain text, at most 1000 characters. */
    text: text('text').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reports_course_status_created_idx').on(table.courseId, table.status, table.createdAt),
    index('reports_target_idx').on(table.kind, table.targetId),
    index('reports_reporter_id_idx').on(table.reporterId),
    // One open report per reporter and item.
    uniqueIndex('reports_open_per_reporter_idx').on(table.kind, table.targetId, table.reporterId).where(sql`${table.status} = 'open'`),
    check('reports_kind_valid', inList(table.kind, REPORT_TARGET_KINDS)),
    check('reports_category_valid', inList(table.category, REPORT_CATEGORIES)),
    check('reports_status_valid', inList(table.status, REPORT_STATUSES)),
    check('reports_text_length', sql`char_length(${table.text}) <= 1000`),
  ],
);
