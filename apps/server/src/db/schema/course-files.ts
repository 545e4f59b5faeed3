// Files people store in a course: the course documents folder tree (spec §2 course-documents) and the
// images uploaded from the rich-text editor (spec §7 POST /files/upload/editor). Bytes live in the file
// store under `storage_key`.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { users } from './users.ts';

export const courseFolders = pgTable(
  'course_folders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Null: a top-level folder. */
    parentId: integer('parent_id').references((): AnyPgColumn => courseFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('course_folders_course_parent_idx').on(table.courseId, table.parentId)],
);

export const courseFiles = pgTable(
  'course_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Null: the top level of the course documents. */
    folderId: integer('folder_id').references(() => courseFolders.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('course_files_course_folder_idx').on(table.courseId, table.folderId),
    check('course_files_size_valid', sql`${table.size} >= 0`),
  ],
);

/**
 * Images uploaded from the rich-text editor, re-encoded by the server. `publicId` is the unguessable
 * name in the served path; an <img> cannot send a bearer token, so the name is the capability.
 */
export const editorImages = pgTable(
  'editor_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull().unique(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('editor_images_course_id_idx').on(table.courseId)],
);
