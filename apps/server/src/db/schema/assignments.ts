// Assignments of a course (spec §3 "Assignment"), who they are for (target groups, workgroups), their
// attachments and each learner's progress (spec §4). Assignment ids come from an identity column and
// assignments are only ever soft-deleted, so an id is never handed out twice (spec §2 "never reused").
import { ASSIGNMENT_PROGRESS_STATUSES, ASSIGNMENT_PUBLICATION_STATUSES } from '@campus/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courseMembers, courses } from './courses.ts';
import { inList } from './sql-helpers.ts';
import { users } from './users.ts';

export const assignments = pgTable(
  'assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitized rich text. */
    description: text('description').notNull().default(''),
    /** Sanitized rich text for the student's work area (studentProcessing.description). */
    processingDescription: text('processing_description').notNull().default(''),
    status: text('status', { enum: ASSIGNMENT_PUBLICATION_STATUSES }).notNull().default('published'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /** Soft delete: the row (and its id) stays; the assignment is gone for everyone. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('assignments_course_id_position_idx').on(table.courseId, table.position),
    check('assignments_status_valid', inList(table.status, ASSIGNMENT_PUBLICATION_STATUSES)),
    check('assignments_position_valid', sql`${table.position} >= 0`),
  ],
);

/** Target groups an assignment is for; none: everyone. Names as in the course's course_target_group. */
export const assignmentTargetGroups = pgTable(
  'assignment_target_groups',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    targetGroup: text('target_group').notNull(),
  },
  (table) => [primaryKey({ columns: [table.assignmentId, table.targetGroup] })],
);

/**
 * The target groups a member chose in a course (course_target_group); tied to the membership, so it
 * goes when the membership does.
 */
export const courseMemberTargetGroups = pgTable(
  'course_member_target_groups',
  {
    courseId: integer('course_id').notNull(),
    userId: integer('user_id').notNull(),
    targetGroup: text('target_group').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.userId, table.targetGroup] }),
    foreignKey({
      name: 'course_member_target_groups_member_fk',
      columns: [table.courseId, table.userId],
      foreignColumns: [courseMembers.courseId, courseMembers.userId],
    }).onDelete('cascade'),
  ],
);

/** Workgroups of a course (spec §3 workgroups_enabled, workgroup_size, workgroup_type). */
export const workgroups = pgTable(
  'workgroups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('workgroups_course_id_name_uq').on(table.courseId, table.name)],
);

export const workgroupMembers = pgTable(
  'workgroup_members',
  {
    workgroupId: integer('workgroup_id')
      .notNull()
      .references(() => workgroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.workgroupId, table.userId] }), index('workgroup_members_user_id_idx').on(table.userId)],
);

/** Workgroups an assignment is for; none: everyone. */
export const assignmentWorkgroups = pgTable(
  'assignment_workgroups',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    workgroupId: integer('workgroup_id')
      .notNull()
      .references(() => workgroups.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.workgroupId] }),
    index('assignment_workgroups_workgroup_id_idx').on(table.workgroupId),
  ],
);

/** Files of an assignment; the bytes live in the file store under `storageKey`. */
export const assignmentAttachments = pgTable(
  'assignment_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assignment_attachments_assignment_id_idx').on(table.assignmentId),
    check('assignment_attachments_size_valid', sql`${table.size} >= 0`),
  ],
);

/** A learner's status on an assignment; no row means not_started. */
export const assignmentProgress = pgTable(
  'assignment_progress',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ASSIGNMENT_PROGRESS_STATUSES }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Last change of the status or of linked work: the cockpit's "last activity". */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who set the status last: the learner, or staff. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.userId] }),
    index('assignment_progress_user_id_idx').on(table.userId),
    check('assignment_progress_status_valid', inList(table.status, ASSIGNMENT_PROGRESS_STATUSES)),
  ],
);
