// Conversation events on the real-time stream over real HTTP: in one process (the test app listening on
// 127.0.0.1), and across two server processes on one PostgreSQL database (NOTIFY/LISTEN), where a
// subscriber on process A receives a message POSTed through process B.
import { MessageEventDataSchema, UnreadCountsSchema, type ConversationSummary } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse, type SseConnection } from '../../realtime/testing/sse-client.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { openServerProcessWorld, startServer, type RunningServer, type ServerProcessWorld } from '../../test/server-process.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';

async function postJson(base: string, path: string, token: string, body: unknown): Promise<Response> {
  return fetch(`${base}/api/rest${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('real-time conversation events in one process', () => {
  let t: TestApp;
  let base: string;
  const sessions = {} as Record<'student' | 'instructor' | 'mentor', SignedIn>;
  const streams: SseConnection[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    for (const who of ['student', 'instructor', 'mentor'] as const) sessions[who] = await signInAs(t.app, DEMO_EMAILS[who]);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  async function subscribe(who: keyof typeof sessions): Promise<SseConnection> {
    const stream = await openSse(`${base}/api/rest/realtime`, sessions[who].accessToken);
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  }

  it('streams uncompressed, uncached event-stream answers', async () => {
    const response = await fetch(`${base}/api/rest/realtime`, {
      headers: { authorization: `Bearer ${sessions.student.accessToken}`, 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toContain('no-cache');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    // The security headers of every answer are there too.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await response.body?.cancel();
  });

  it('delivers created conversations, messages, edits, read markers and unread counts to the participants only', async () => {
    const student = await subscribe('student');
    const instructor = await subscribe('instructor');
    const mentor = await subscribe('mentor');
    const studentUid = await userIdByEmail(t.db, DEMO_EMAILS.student);

    const created = await postJson(base, '/conversations', sessions.instructor.accessToken, { participantUids: [studentUid], title: 'Live', text: 'Are you there?' });
    expect(created.status).toBe(201);
    const conversation = (await created.json()) as ConversationSummary;

    const announced = await student.next((event) => event.event === 'conversation.created');
    const summary = (JSON.parse(announced.data) as { conversation: ConversationSummary }).conversation;
    expect(summary.id).toBe(conversation.id);
    // The student's own view: the first message is unread for them.
    expect(summary.unreadCount).toBe(1);
    const delivered = MessageEventDataSchema.parse(JSON.parse((await student.next((event) => event.event === 'message.created')).data));
    expect(delivered.message.text).toBe('Are you there?');
    const unread = UnreadCountsSchema.parse(JSON.parse((await student.next((event) => event.event === 'unread.changed')).data));
    expect(unread.total).toBeGreaterThan(0);
    // The author's other tabs hear of the message too.
    await instructor.next((event) => event.event === 'message.created');

    const edit = await fetch(`${base}/api/rest/messages/${delivered.message.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${sessions.instructor.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Still there?' }),
    });
    expect(edit.status).toBe(200);
    const updated = MessageEventDataSchema.parse(JSON.parse((await student.next((event) => event.event === 'message.updated')).data));
    expect(updated.message.text).toBe('Still there?');

    expect((await postJson(base, `/conversations/${conversation.id}/read`, sessions.student.accessToken, { messageId: delivered.message.id })).status).toBe(204);
    const read = JSON.parse((await instructor.next((event) => event.event === 'conversation.read')).data) as { uid: number; lastReadMessageId: number };
    expect(read).toEqual({ conversationId: conversation.id, uid: studentUid, lastReadMessageId: delivered.message.id });

    // Ids count up per stream.
    const ids = student.events.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The mentor takes no part: nothing of it reached their stream.
    expect(mentor.events.filter((event) => event.data.includes(`"conversationId":${conversation.id}`) || event.data.includes(`"id":${conversation.id},`))).toEqual([]);
  });

  it('sends every recipient of a group message their own unread counts (one grouped query), the same as GET /unread', async () => {
    const student = await subscribe('student');
    const mentor = await subscribe('mentor');
    const participantUids = [await userIdByEmail(t.db, DEMO_EMAILS.student), await userIdByEmail(t.db, DEMO_EMAILS.mentor)];
    const created = await postJson(base, '/conversations', sessions.instructor.accessToken, { participantUids, title: 'Group' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as ConversationSummary;
    const unreadOf = async (who: 'student' | 'mentor') => {
      const response = await fetch(`${base}/api/rest/conversations/unread`, { headers: { authorization: `Bearer ${sessions[who].accessToken}` } });
      return UnreadCountsSchema.parse(await response.json());
    };
    const before = { student: await unreadOf('student'), mentor: await unreadOf('mentor') };
    expect((await postJson(base, `/conversations/${id}/messages`, sessions.instructor.accessToken, { text: 'To both of you' })).status).toBe(201);

    for (const [who, stream] of [['student', student], ['mentor', mentor]] as const) {
      await stream.next((event) => event.event === 'message.created' && event.data.includes('To both of you'));
      const counts = UnreadCountsSchema.parse(JSON.parse((await stream.next((event) => event.event === 'unread.changed')).data));
      expect(counts).toEqual(await unreadOf(who));
      expect(counts.total).toBe(before[who].total + 1);
    }
  });
});

// Two real server processes (server.ts) on one PostgreSQL database. Without TEST_DATABASE_URL there is
// no shared database (PGlite is one process): skipped then; the CI server suite sets it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('real-time events across two server processes (PostgreSQL)', () => {
  let world: ServerProcessWorld;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    world = await openServerProcessWorld('campus-realtime-', { SEED_DEMO: 'true', LOG_LEVEL: 'warn' });
    // One after the other: the first migrates and seeds, the second finds both done.
    servers.push(await startServer({ ...world.env, ROLE: 'api' }));
    servers.push(await startServer({ ...world.env, ROLE: 'api' }));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await world?.close();
  }, 60_000);

  async function login(base: string, email: string): Promise<{ token: string; uid: number }> {
    const response = await fetch(`${base}/api/rest/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${email}:${DEMO_PASSWORD}`).toString('base64')}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; uid: number };
    return { token: body.token, uid: body.uid };
  }

  it('delivers a message POSTed on process B to a subscriber on process A', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const student = await login(a.base, DEMO_EMAILS.student);
    const instructor = await login(b.base, DEMO_EMAILS.instructor);
    const stream = await openSse(`${a.base}/api/rest/realtime`, student.token);
    try {
      expect(stream.status).toBe(200);
      const created = await postJson(b.base, '/conversations', instructor.token, { participantUids: [student.uid], title: 'Across nodes' });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as ConversationSummary;
      // A long text in several scripts: too big for one NOTIFY, so it travels as an id and A loads it.
      const text = `${'Ünïcödé ✓ '.repeat(490)}end`;
      const started = Date.now();
      const posted = await postJson(b.base, `/conversations/${id}/messages`, instructor.token, { text });
      expect(posted.status).toBe(201);
      const event = await stream.next((candidate) => candidate.event === 'message.created', 10_000);
      const data = MessageEventDataSchema.parse(JSON.parse(event.data));
      expect(data.conversationId).toBe(id);
      expect(data.message.text).toBe(text.trim());
      expect(Date.now() - started).toBeLessThan(5_000);
      await stream.next((candidate) => candidate.event === 'unread.changed', 10_000);
    } finally {
      stream.close();
    }
  }, 60_000);
});
