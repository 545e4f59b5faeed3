// Background jobs (ARCHITECTURE §2 "Jobs"): a table polled in-process. A job is claimed with
// FOR UPDATE SKIP LOCKED and a lease (`locked_until`), so several nodes can run workers and a job whose
// worker died is picked up again when its lease runs out: jobs survive a restart.
import { JOB_STATUSES } from '@campus/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inList } from './sql-helpers.ts';

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    /** Set: enqueueing the same key again while a job with it exists is a no-op. */
    idempotencyKey: text('idempotency_key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_status_run_at_idx').on(table.status, table.runAt),
    uniqueIndex('jobs_idempotency_key_uq').on(table.idempotencyKey),
    check('jobs_status_valid', inList(table.status, JOB_STATUSES)),
    check('jobs_attempts_valid', sql`${table.attempts} >= 0 AND ${table.maxAttempts} >= 1`),
  ],
);
