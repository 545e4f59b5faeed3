// The recurring sweep of unsent message attachments: only uploads never sent and older than 24 h go,
// row and bytes; sent ones and recent ones stay; every run schedules the next, one per hour bucket.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MESSAGE_ATTACHMENT_UNBOUND_TTL_MS } from '@campus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, jobs, messageAttachments, messages } from '../../db/schema/index.ts';
import { createDiskFileStore, newStorageKey, type FileStore } from '../../lib/storage.ts';
import { openTestDatabase, type TestDatabase } from '../../test/build-test-app.ts';
import { createUser } from '../courses/testing/course-fixtures.ts';
import {
  MESSAGE_ATTACHMENT_CLEANUP_JOB,
  attachmentCleanupIdempotencyKey,
  messageAttachmentCleanupJobHandler,
  scheduleMessageAttachmentCleanup,
} from './conversations.cleanup.ts';
import { MESSAGE_ATTACHMENTS_PREFIX } from './conversations.service.ts';

const NOW = new Date('2026-05-04T10:30:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);

let database: TestDatabase;
let dir: string;
let files: FileStore;
let userId: number;
let conversationId: number;
let messageId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'campus-attachment-sweep-'));
  files = createDiskFileStore(dir);
  userId = await createUser(database.db, { email: 'sweeper@example.org', domainId: null });
  const [conversation] = await database.db.insert(conversations).values({ title: 'Sweep', createdBy: userId }).returning({ id: conversations.id });
  conversationId = conversation?.id ?? 0;
  await database.db.insert(messages).values({ conversationId, authorId: userId, text: 'sent', created: hoursAgo(48) });
  const [message] = await database.db.select({ id: messages.id }).from(messages);
  messageId = message?.id ?? 0;
});

afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

/** An upload with bytes in the store, uploaded at `created`, sent with `messageId` or not. */
async function upload(name: string, created: Date, sentWith: number | null = null): Promise<string> {
  const key = newStorageKey(MESSAGE_ATTACHMENTS_PREFIX);
  await files.put(key, Readable.from([Buffer.from(name)]));
  await database.db.insert(messageAttachments).values({ conversationId, messageId: sentWith, uploaderId: userId, storageKey: key, name, mime: 'text/plain', size: name.length, created });
  return key;
}

describe('conversations.attachments-cleanup', () => {
  it('removes unsent uploads older than 24 h, row and bytes, and keeps sent and recent ones', async () => {
    expect(MESSAGE_ATTACHMENT_UNBOUND_TTL_MS).toBe(24 * 60 * 60 * 1000);
    const stale = await upload('stale.txt', hoursAgo(25));
    const ancient = await upload('ancient.txt', hoursAgo(24 * 30));
    const recent = await upload('recent.txt', hoursAgo(23));
    const sent = await upload('sent.txt', hoursAgo(48), messageId);
    const logged: object[] = [];
    const handler = messageAttachmentCleanupJobHandler({ db: database.db, files, now: () => NOW, log: { info: (object) => logged.push(object) } });

    await handler.run({}, { jobId: 1, attempt: 1, maxAttempts: 3, signal: new AbortController().signal });

    const left = await database.db.select({ name: messageAttachments.name }).from(messageAttachments);
    expect(left.map((row) => row.name).sort()).toEqual(['recent.txt', 'sent.txt']);
    expect(await files.exists(stale)).toBe(false);
    expect(await files.exists(ancient)).toBe(false);
    expect(await files.exists(recent)).toBe(true);
    expect(await files.exists(sent)).toBe(true);
    expect(logged).toEqual([{ removed: 2 }]);

    // The run scheduled the next, an hour on.
    const [next] = await database.db.select().from(jobs).where(eq(jobs.type, MESSAGE_ATTACHMENT_CLEANUP_JOB));
    expect(next).toMatchObject({ status: 'queued', idempotencyKey: 'conversations.attachments-cleanup:2026-05-04T11' });
  });

  it('recurs hourly with one job per hour however often it is scheduled', async () => {
    const later = new Date('2026-06-01T08:05:00Z');
    const first = await scheduleMessageAttachmentCleanup(database.db, later);
    const second = await scheduleMessageAttachmentCleanup(database.db, new Date('2026-06-01T08:55:00Z'));
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    expect(attachmentCleanupIdempotencyKey(new Date('2026-06-01T09:05:00Z'))).toBe('conversations.attachments-cleanup:2026-06-01T09');
  });
});
