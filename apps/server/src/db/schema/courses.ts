// Courses and groups (a group is a course of kind 'group') and who takes part in them with which role.
import { COURSE_KINDS, COURSE_TYPES } from '@campus/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { domains, sites } from './domains.ts';
import { inList } from './sql-helpers.ts';
import { users } from './users.ts';

/** Course config values (spec §3 "Course config"); later features add their keys. */
export type CourseSettings = Record<string, unknown>;

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: COURSE_KINDS }).notNull().default('course'),
    courseType: text('course_type', { enum: COURSE_TYPES }).notNull().default('default'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    settings: jsonb('settings').$type<CourseSettings>().notNull().default({}),
    dashboardEnabled: boolean('dashboard_enabled').notNull().default(true),
    /** Offered as a course template on its campus (issue 18, spec §2 `/use-template/{id}`). */
    isTemplate: boolean('is_template').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /** Soft delete: set, the course is gone for everyone but stays for audit and restore. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('courses_domain_id_idx').on(table.domainId),
    index('courses_site_id_idx').on(table.siteId),
    check('courses_kind_valid', inList(table.kind, COURSE_KINDS)),
    check('courses_course_type_valid', inList(table.courseType, COURSE_TYPES)),
  ],
);

export const courseMembers = pgTable(
  'course_members',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Course role id of spec §6 (2 member … 7 mentor). */
    roleId: smallint('role_id').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.userId] }),
    index('course_members_user_id_idx').on(table.userId),
    check('course_members_role_id_valid', sql`${table.roleId} BETWEEN 2 AND 7`),
  ],
);
