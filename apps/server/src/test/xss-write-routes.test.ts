// The XSS corpus (test/xss-corpus.ts) over the text fields of the write routes besides content bodies and
// comments (content.xss.test.ts) and the course editor (course-editor.xss.test.ts), issue 12: rich fields
// (assignment description and work-area instructions, video comments and their replies) come back
// sanitized; plain fields (assignment, content and video titles, video topics, folder and file names)
// come back as typed after their own normalisation, for the web to show as text; so do the notification
// titles copied from them (issue 16). A sample of the corpus
// per route (every eighth payload, the worst always) keeps the file to seconds.
import {
  AccountSchema,
  AssignmentSchema,
  ContentCommentListResponseSchema,
  ContentItemSchema,
  CourseFileSchema,
  CourseFolderSchema,
  FeedbackListSchema,
  NotificationListSchema,
  VideoSchema,
  normalizeFolderName,
  sanitizeFileName,
} from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, multipartBody, openDocumentsWorld, type DocumentsWorld } from '../modules/course-documents/testing/course-document-fixtures.ts';
import { userIdByEmail } from '../modules/courses/testing/course-fixtures.ts';
import { videos } from '../db/schema/index.ts';
import { DEMO_EMAILS } from '../seed/demo-accounts.ts';
import { assertKeptAsText, assertSafeRichText, hasNul, sampleCorpus } from './xss-corpus.ts';

let w: DocumentsWorld;
let videoId: number;

beforeAll(async () => {
  w = await openDocumentsWorld('xss-routes');
  const student = await userIdByEmail(w.t.db, DEMO_EMAILS.student);
  // A video row only: titles, topics and comments never touch its files (no ffmpeg needed).
  const [row] = await w.t.db
    .insert(videos)
    .values({ courseId: w.basics, ownerId: student, title: 'XSS video', status: 'ready', sourceKey: `videos/source/xss-${Date.now()}`, sourceFileName: 'clip.mp4', sourceContentType: 'video/mp4', sourceSize: 1 })
    .returning({ id: videos.id });
  if (!row) throw new Error('video insert returned nothing');
  videoId = row.id;
});

afterAll(async () => {
  await w?.close();
});

// NUL payloads are refused as bad input before any field is looked at (content and course tests check that).
const cases = (offset: number) => sampleCorpus(8, offset).filter((payload) => !hasNul(payload)).map((payload, index) => [index, payload] as const);

describe('the XSS corpus through the other write routes', () => {
  it.each(cases(4))('payload %i: POST and PUT /assignments', async (_index, payload) => {
    const created = await call(w.t.app, w.sessions, 'instructor', '/api/rest/assignments', {
      method: 'POST',
      payload: { og: w.basics, title: payload, description: payload, studentProcessing: { description: payload } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const assignment = AssignmentSchema.parse(created.json());
    assertKeptAsText(assignment.title, payload.trim(), 'assignment title');
    assertSafeRichText(assignment.description, 'assignment description');
    assertSafeRichText(assignment.studentProcessing.description, 'processing description');
    // The learners' notification copies the title (issue 16): stored and returned as plain text too.
    const bell = NotificationListSchema.parse((await call(w.t.app, w.sessions, 'student', '/api/rest/notifications?limit=50')).json());
    const notified = bell.items.find((item) => item.kind === 'assignment' && item.path.endsWith(`/assignment-push/${assignment.id}`));
    assertKeptAsText(notified?.title, payload.trim(), 'notification title');

    const updated = await call(w.t.app, w.sessions, 'instructor', `/api/rest/assignments/${assignment.id}`, {
      method: 'PUT',
      payload: { title: `edited ${payload}`, description: `<p>a</p>${payload}`, studentProcessing: { description: `<p>b</p>${payload}` } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const read = AssignmentSchema.parse((await call(w.t.app, w.sessions, 'student', `/api/rest/assignments/${assignment.id}`)).json());
    assertKeptAsText(read.title, `edited ${payload}`.trim(), 'edited assignment title');
    assertSafeRichText(read.description, 'edited assignment description');
    assertSafeRichText(read.studentProcessing.description, 'edited processing description');
  });

  it.each(cases(5))('payload %i: content titles, video title and topics, video comments and replies', async (index, payload) => {
    const blog = await call(w.t.app, w.sessions, 'student', `/api/rest/content?og=${w.basics}`, {
      method: 'POST',
      payload: { type: 'blog', title: payload, body: '<p>x</p>' },
    });
    expect(blog.statusCode, blog.body).toBe(201);
    assertKeptAsText(ContentItemSchema.parse(blog.json()).title, payload.trim(), 'content title');

    // Topics become campus terms; the prefix keeps case variants of a payload apart.
    const topic = `#${index} ${payload}`;
    const video = await call(w.t.app, w.sessions, 'student', `/api/rest/videos/${videoId}`, { method: 'PUT', payload: { title: payload, topics: [topic] } });
    expect(video.statusCode, video.body).toBe(200);
    const changed = VideoSchema.parse(video.json());
    assertKeptAsText(changed.title, payload.trim(), 'video title');
    expect(changed.topics.map((term) => term.name)).toEqual([topic.trim()]);

    const comment = await call(w.t.app, w.sessions, 'student', `/api/rest/content?og=${w.basics}`, {
      method: 'POST',
      payload: { type: 'videocomment', body: `<p>at 1s</p>${payload}`, video_id: videoId, videoTime: 1 },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const stored = ContentItemSchema.parse(comment.json());
    assertSafeRichText(stored.body, 'video comment');
    const reply = await call(w.t.app, w.sessions, 'instructor', `/api/rest/content/${stored.id}/comment`, { method: 'POST', payload: { commentText: `<p>re</p>${payload}` } });
    expect(reply.statusCode, reply.body).toBe(201);
    const replies = ContentCommentListResponseSchema.parse((await call(w.t.app, w.sessions, 'student', `/api/rest/content/${stored.id}/comment`)).json());
    for (const entry of replies.items) assertSafeRichText(entry.commentText, 'video comment reply');
  });

  it.each(cases(6))('payload %i: course-document folder names (create, rename) and file names', async (index, payload) => {
    const name = `${index} ${payload}`;
    const expected = normalizeFolderName(name);
    const folder = await call(w.t.app, w.sessions, 'manager', `/api/rest/course-documents/folders?og=${w.basics}`, { method: 'POST', payload: { name } });
    if (/[/\\]/.test(expected) || Array.from(expected).length > 255) {
      // Not a usable folder name (a slash): refused, never stored.
      expect(folder.statusCode, folder.body).toBe(400);
    } else {
      expect(folder.statusCode, folder.body).toBe(201);
      const created = CourseFolderSchema.parse(folder.json());
      assertKeptAsText(created.name, expected, 'folder name');
      const renamed = await call(w.t.app, w.sessions, 'manager', `/api/rest/course-documents/folders/${created.id}`, { method: 'PUT', payload: { name: `r${name}` } });
      expect(renamed.statusCode, renamed.body).toBe(200);
      assertKeptAsText(CourseFolderSchema.parse(renamed.json()).name, normalizeFolderName(`r${name}`), 'renamed folder');
    }

    // A file name travels in a quoted multipart header: quotes and line breaks cannot be sent there.
    const fileName = `${index}${payload.replace(/["\r\n]/g, '')}.txt`;
    const { body, contentType } = multipartBody([{ fileName, contentType: 'text/plain', content: 'hello' }]);
    const uploaded = await call(w.t.app, w.sessions, 'manager', `/api/rest/course-documents/files?og=${w.basics}`, {
      method: 'POST',
      payload: body,
      headers: { 'content-type': contentType },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    assertKeptAsText(CourseFileSchema.parse(uploaded.json()).fileName, sanitizeFileName(fileName), 'file name');
  });

  it.each(cases(7))('payload %i: feedback message and the own display name', async (index, payload) => {
    const message = `#${index} ${payload}`;
    const sent = await call(w.t.app, w.sessions, 'student', '/api/rest/app-feedback', { method: 'POST', payload: { rating: 3, message } });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = (sent.json() as { id: number }).id;
    const page = FeedbackListSchema.parse((await call(w.t.app, w.sessions, 'manager', '/api/rest/app-feedback')).json());
    assertKeptAsText(page.items.find((item) => item.id === id)?.message, message, 'feedback message');

    // Names are at most 100 UTF-16 units: 50 code points never split a surrogate pair.
    const name = Array.from(`${index} ${payload}`).slice(0, 50).join('').trim();
    const renamed = await call(w.t.app, w.sessions, 'mentor', '/api/rest/user/me/account', { method: 'PUT', payload: { display_name: name } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    assertKeptAsText(AccountSchema.parse(renamed.json()).display_name, name, 'display name');
    const me = (await call(w.t.app, w.sessions, 'mentor', '/api/rest/user/me')).json() as { display_name: string };
    assertKeptAsText(me.display_name, name, 'display name in /user/me');
  });
});
