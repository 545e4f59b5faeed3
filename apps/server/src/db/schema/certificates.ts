// The certificate state of a member in a course (spec §3 "Certificate"); the certificates feature
// issues them, the side menu's message reads them.
import { CERTIFICATE_STATUSES } from '@campus/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { inList } from './sql-helpers.ts';
import { users } from './users.ts';

export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CERTIFICATE_STATUSES }).notNull().default('none'),
    downloadCount: integer('download_count').notNull().default(0),
    successMessage: text('success_message'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** Public verification code, set when the certificate is issued (fulfilled); unique. */
    verificationCode: text('verification_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('certificates_course_id_user_id_uq').on(table.courseId, table.userId),
    index('certificates_user_id_idx').on(table.userId),
    uniqueIndex('certificates_verification_code_uq').on(table.verificationCode),
    check('certificates_status_valid', inList(table.status, CERTIFICATE_STATUSES)),
    check('certificates_download_count_valid', sql`${table.downloadCount} >= 0`),
  ],
);
