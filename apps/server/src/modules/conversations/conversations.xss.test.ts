// The XSS corpus (test/xss-corpus.ts) through the stored texts of conversations: message text (sent and
// edited) and the conversation title. Plain text, never HTML: stored and answered as typed (trimmed), as
// JSON, for the web to show as text. A sample of the corpus (every fourth payload, the worst always).
import { CONVERSATION_TITLE_MAX, ConversationSummarySchema, MESSAGE_MAX_LENGTH, MessagePageSchema, MessageSchema } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { XSS_CORPUS, assertKeptAsText, hasNul, sampleCorpus } from '../../test/xss-corpus.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
let student: SignedIn;
let mentor: SignedIn;
let conversationId: number;

beforeAll(async () => {
  t = await buildTestApp();
  student = await signInAs(t.app, DEMO_EMAILS.student);
  mentor = await signInAs(t.app, DEMO_EMAILS.mentor);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/rest/conversations',
    headers: authHeaders(student),
    payload: { participantUids: [await userIdByEmail(t.db, DEMO_EMAILS.mentor)], title: 'XSS' },
  });
  conversationId = created.json<{ id: number }>().id;
});

afterAll(async () => {
  await t.close();
});

// NUL payloads are refused before any field is read; blank ones are no message.
const payloads = sampleCorpus(4, 1).filter((payload) => !hasNul(payload) && payload.trim() !== '' && payload.trim().length <= MESSAGE_MAX_LENGTH);

describe('the XSS corpus through conversations', () => {
  it('samples enough of the corpus', () => {
    expect(payloads.length).toBeGreaterThan(XSS_CORPUS.length / 5);
  });

  it.each(payloads.map((payload, index) => [index, payload] as const))('payload %i: message text sent, listed and edited verbatim', async (_index, payload) => {
    const sent = await t.app.inject({ method: 'POST', url: `/api/rest/conversations/${conversationId}/messages`, headers: authHeaders(student), payload: { text: payload } });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.headers['content-type']).toMatch(/^application\/json/);
    const message = MessageSchema.parse(sent.json());
    assertKeptAsText(message.text, payload.trim(), 'sent message');

    const page = await t.app.inject({ method: 'GET', url: `/api/rest/conversations/${conversationId}/messages?limit=1`, headers: authHeaders(mentor) });
    expect(page.headers['content-type']).toMatch(/^application\/json/);
    assertKeptAsText(MessagePageSchema.parse(page.json()).items[0]?.text, payload.trim(), 'listed message');

    const edited = await t.app.inject({ method: 'PUT', url: `/api/rest/messages/${message.id}`, headers: authHeaders(student), payload: { text: `edited ${payload}` } });
    expect(edited.statusCode, edited.body).toBe(200);
    assertKeptAsText(MessageSchema.parse(edited.json()).text, `edited ${payload}`.trim(), 'edited message');
  });

  it('keeps conversation titles as typed', async () => {
    const mentorUid = await userIdByEmail(t.db, DEMO_EMAILS.mentor);
    for (const payload of payloads.filter((candidate) => candidate.trim().length <= CONVERSATION_TITLE_MAX).slice(0, 40)) {
      const created = await t.app.inject({ method: 'POST', url: '/api/rest/conversations', headers: authHeaders(student), payload: { participantUids: [mentorUid], title: payload } });
      expect(created.statusCode, created.body).toBe(201);
      assertKeptAsText(ConversationSummarySchema.parse(created.json()).title, payload.trim(), 'conversation title');
    }
  });
});
