// The content rules through the API (issue 7 "Server"): types and the permissions they need, the course
// flags, external URLs, assignment and video links kept inside the course, the feed's filters and paging,
// comments, cascading deletes, and the injected video check.
import {
  COURSE_ROLE,
  ContentCommentListResponseSchema,
  ContentFiltersResponseSchema,
  ContentItemSchema,
  ContentListResponseSchema,
  ERROR_CODES,
  type ContentItem,
  type Problem,
} from '@campus/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../auth-core/principal.ts';
import { contentComments, courses } from '../../db/schema/index.ts';
import { DEMO_COURSE_TITLES, DEMO_DOMAIN } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, createAssignment, signInEveryone, type Sessions } from '../assignments/testing/assignment-fixtures.ts';
import { addMember, courseIdByTitle, createCampus, createCourse } from '../courses/testing/course-fixtures.ts';
import { createContent as createContentItem, createContentDeps, getContent, listContent, listContentComments } from './content.service.ts';
import { contentSubmissionSource } from './content.sources.ts';
import { CONTENT, createComment, createContent, insertTerm, insertVideo } from './testing/content-fixtures.ts';

let t: TestApp;
let sessions: Sessions;
/** Coaching Basics: every demo role. */
let courseId: number;
/** A fresh course (student and instructor) whose feed only these tests fill. */
let feedCourseId: number;
/** Compact Refresher: the demo student is not a member. */
let otherCourseId: number;

beforeAll(async () => {
  t = await buildTestApp();
  sessions = await signInEveryone(t.app, t.db);
  courseId = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  otherCourseId = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.compactRefresher);
  feedCourseId = await createCourse(t.db, { title: 'Feed course' });
  await addMember(t.db, feedCourseId, sessions.student.uid, COURSE_ROLE.student);
  await addMember(t.db, feedCourseId, sessions.instructor.uid, COURSE_ROLE.instructor);
  await addMember(t.db, feedCourseId, sessions.guest.uid, COURSE_ROLE.guest);
});

afterAll(async () => {
  await t?.close();
});

function post(caller: keyof Sessions, og: number, payload: Record<string, unknown>, studentMode = false) {
  return call(t.app, sessions, caller, `${CONTENT}?og=${og}`, { method: 'POST', payload, studentMode });
}

function put(caller: keyof Sessions, payload: Record<string, unknown>, studentMode = false) {
  return call(t.app, sessions, caller, CONTENT, { method: 'PUT', payload, studentMode });
}

function problem(response: { json<T>(): T }): Problem {
  return response.json<Problem>();
}

function principalOf(uid: number): Principal {
  return { userId: uid, sessionId: 'test', isAdmin: false, accountIsAdmin: false, studentMode: false, impersonatorUserId: null };
}

describe('types and who may create them', () => {
  it('lets a student write blog posts and documents, but news only while member_news is on', async () => {
    expect((await post('student', courseId, { type: 'blog', title: 'Blog', body: '<p>b</p>' })).statusCode).toBe(201);
    expect((await post('student', courseId, { type: 'cmap', title: 'Doc', body: '<p>d</p>' })).statusCode).toBe(201);
    const news = await post('student', courseId, { type: 'news', title: 'News', body: '' });
    expect(news.statusCode).toBe(403);
    expect(problem(news).code).toBe(ERROR_CODES.CONTENT_TYPE_NOT_ALLOWED);

    const [row] = await t.db.select({ settings: courses.settings }).from(courses).where(eq(courses.id, courseId));
    await t.db.update(courses).set({ settings: { ...row?.settings, memberNewsEnabled: true } }).where(eq(courses.id, courseId));
    try {
      const allowed = await post('student', courseId, { type: 'news', title: 'News', body: '' });
      expect(allowed.statusCode, allowed.body).toBe(201);
      expect(ContentItemSchema.parse(allowed.json()).type).toBe('news');
    } finally {
      await t.db.update(courses).set({ settings: row?.settings ?? {} }).where(eq(courses.id, courseId));
    }
  });

  it('lets instructors and managers write news; guests write nothing', async () => {
    expect((await post('instructor', courseId, { type: 'news', title: 'News', body: '' })).statusCode).toBe(201);
    expect((await post('manager', courseId, { type: 'news', title: 'News', body: '' })).statusCode).toBe(201);
    for (const type of ['blog', 'news', 'cmap'] as const) {
      const response = await post('guest', courseId, { type, title: 'x', body: '' });
      expect(response.statusCode).toBe(403);
      expect(problem(response).code).toBe(ERROR_CODES.CONTENT_TYPE_NOT_ALLOWED);
    }
  });

  it('refuses dialog (its own feature) and unknown types with 400', async () => {
    for (const type of ['dialog', 'page']) {
      const response = await post('instructor', courseId, { type, title: 'x', body: '' });
      expect(response.statusCode).toBe(400);
      expect(problem(response).errors?.[0]?.path).toBe('type');
    }
  });

  it('requires a title except for video comments', async () => {
    const response = await post('student', courseId, { type: 'blog', body: '<p>x</p>' });
    expect(response.statusCode).toBe(400);
    expect(problem(response).errors?.map((error) => error.path)).toContain('title');
  });

  it('applies student mode: an instructor acting as student may not write news', async () => {
    const response = await post('instructor', courseId, { type: 'news', title: 'x', body: '' }, true);
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for a course the user does not belong to', async () => {
    const response = await post('student', otherCourseId, { type: 'blog', title: 'x', body: '' });
    expect(response.statusCode).toBe(404);
    expect((await call(t.app, sessions, 'student', `${CONTENT}?og=${otherCourseId}`)).statusCode).toBe(404);
    const foreign = await createContent(t.app, sessions, 'instructor', otherCourseId, { type: 'blog', title: 'Hidden', body: '' });
    const read = await call(t.app, sessions, 'student', `${CONTENT}/${foreign.id}`);
    expect(read.statusCode).toBe(404);
    expect(problem(read).code).toBe(ERROR_CODES.CONTENT_NOT_FOUND);
    const comments = await call(t.app, sessions, 'student', `${CONTENT}/${foreign.id}/comment`);
    expect(comments.statusCode).toBe(404);
  });
});

describe('external content', () => {
  it('stores an http(s) address', async () => {
    const item = await createContent(t.app, sessions, 'student', courseId, {
      type: 'external_content',
      title: 'Laws',
      body: '',
      externalUrl: 'https://example.org/laws?lang=en#offside',
    });
    expect(item.externalUrl).toBe('https://example.org/laws?lang=en#offside');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['ftp://example.org/file'],
    ['file:///etc/passwd'],
    ['https://user:secret@example.org/'],
    ['https://user@example.org/'],
    ['not a url'],
    ['//example.org/x'],
    [`https://example.org/${'a'.repeat(2048)}`],
  ])('refuses %s with EXTERNAL_URL_INVALID', async (externalUrl) => {
    const response = await post('student', courseId, { type: 'external_content', title: 'x', body: '', externalUrl });
    expect(response.statusCode).toBe(400);
    expect(problem(response).code).toBe(ERROR_CODES.EXTERNAL_URL_INVALID);
    expect(problem(response).errors?.[0]?.path).toBe('externalUrl');
  });

  it('needs the address for external content and refuses it for other types', async () => {
    const missing = await post('student', courseId, { type: 'external_content', title: 'x', body: '' });
    expect(missing.statusCode).toBe(400);
    expect(problem(missing).errors?.map((error) => error.path)).toContain('externalUrl');
    const onBlog = await post('student', courseId, { type: 'blog', title: 'x', body: '', externalUrl: 'https://example.org' });
    expect(onBlog.statusCode).toBe(400);
  });

  it('checks the address on update too', async () => {
    const item = await createContent(t.app, sessions, 'student', courseId, { type: 'external_content', title: 'x', body: '', externalUrl: 'https://example.org' });
    const bad = await put('student', { id: item.id, externalUrl: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(problem(bad).code).toBe(ERROR_CODES.EXTERNAL_URL_INVALID);
    const good = await put('student', { id: item.id, externalUrl: 'http://example.com/new' });
    expect(ContentItemSchema.parse(good.json()).externalUrl).toBe('http://example.com/new');
  });
});

describe('updates', () => {
  it('lets the author and moderators edit, not other students or mentors, not staff in student mode', async () => {
    const item = await createContent(t.app, sessions, 'student', courseId, { type: 'blog', title: 'Mine', body: '<p>a</p>' });
    expect(item.permissions).toEqual({ update: true, delete: true, comment: true });
    const asMentor = ContentItemSchema.parse((await call(t.app, sessions, 'mentor', `${CONTENT}/${item.id}`)).json());
    expect(asMentor.permissions).toEqual({ update: false, delete: false, comment: true });
    const asGuest = ContentItemSchema.parse((await call(t.app, sessions, 'guest', `${CONTENT}/${item.id}`)).json());
    expect(asGuest.permissions).toEqual({ update: false, delete: false, comment: false });

    expect((await put('mentor', { id: item.id, title: 'Theirs' })).statusCode).toBe(403);
    expect((await put('instructor', { id: item.id, title: 'Moderated' }, true)).statusCode).toBe(403);
    const moderated = await put('instructor', { id: item.id, title: 'Moderated', body: '<p onclick="x()">b</p>' });
    expect(moderated.statusCode).toBe(200);
    expect(ContentItemSchema.parse(moderated.json())).toMatchObject({ title: 'Moderated', body: '<p>b</p>', author: { uid: sessions.student.uid } });
  });

  it('refuses an empty title, and fields of other types', async () => {
    const item = await createContent(t.app, sessions, 'student', courseId, { type: 'blog', title: 'Mine', body: '' });
    for (const [payload, path] of [
      [{ title: '   ' }, 'title'],
      [{ externalUrl: 'https://example.org' }, 'externalUrl'],
      [{ videoTime: 3 }, 'videoTime'],
    ] as const) {
      const response = await put('student', { id: item.id, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(problem(response).errors?.[0]?.path).toBe(path);
    }
  });

  it('answers 404 CONTENT_NOT_FOUND for a missing item', async () => {
    const response = await put('instructor', { id: 2_000_000_000, title: 'x' });
    expect(response.statusCode).toBe(404);
    expect(problem(response).code).toBe(ERROR_CODES.CONTENT_NOT_FOUND);
  });
});

describe('assignments', () => {
  it('links work only to an assignment of the same course, and shows it in the cockpit', async () => {
    const assignment = await createAssignment(t.app, sessions, { og: courseId, title: 'Session plan', description: '<p>Plan</p>' });
    const foreign = await createAssignment(t.app, sessions, { og: otherCourseId, title: 'Elsewhere', description: '<p>x</p>' });
    const wrong = await post('student', courseId, { type: 'blog', title: 'Plan', body: '', assignmentId: foreign.id });
    expect(wrong.statusCode).toBe(400);
    expect(problem(wrong).errors?.[0]?.path).toBe('assignmentId');
    const missing = await post('student', courseId, { type: 'blog', title: 'Plan', body: '', assignmentId: 2_000_000_000 });
    expect(missing.statusCode).toBe(400);

    const item = await createContent(t.app, sessions, 'student', courseId, { type: 'blog', title: 'My plan', body: '<p>p</p>', assignmentId: assignment.id });
    expect(item.assignmentId).toBe(assignment.id);

    const cockpit = await call(t.app, sessions, 'instructor', `/api/rest/assignments/${assignment.id}/cockpit`);
    expect(cockpit.statusCode, cockpit.body).toBe(200);
    const row = cockpit
      .json<{ members: { uid: number; status: string; submissions: { kind: string; id: number; url: string | null }[] }[] }>()
      .members.find((member) => member.uid === sessions.student.uid);
    expect(row?.status).toBe('in_progress');
    expect(row?.submissions).toContainEqual(
      expect.objectContaining({ kind: 'content', id: item.id, url: `/course-${courseId}/app/content-details/blog?id=${item.id}` }),
    );

    const records = await contentSubmissionSource(t.db, { courseId, assignmentIds: [assignment.id], userIds: [sessions.student.uid] });
    expect(records).toEqual([expect.objectContaining({ kind: 'content', id: item.id, assignmentId: assignment.id, userId: sessions.student.uid })]);
    expect(await contentSubmissionSource(t.db, { courseId, assignmentIds: [assignment.id], userIds: [] })).toEqual([]);

    const wrongComment = await call(t.app, sessions, 'instructor', `${CONTENT}/${item.id}/comment`, {
      method: 'POST',
      payload: { commentText: 'Feedback', assignmentId: foreign.id },
    });
    expect(wrongComment.statusCode).toBe(400);
    expect(problem(wrongComment).errors?.[0]?.path).toBe('assignmentId');
    const rightComment = await call(t.app, sessions, 'instructor', `${CONTENT}/${item.id}/comment`, {
      method: 'POST',
      payload: { commentText: 'Feedback', assignmentId: assignment.id },
    });
    expect(rightComment.statusCode).toBe(201);

    const unlinkWrong = await put('student', { id: item.id, assignmentId: foreign.id });
    expect(unlinkWrong.statusCode).toBe(400);
    const unlinked = await put('student', { id: item.id, assignmentId: null });
    expect(ContentItemSchema.parse(unlinked.json()).assignmentId).toBeNull();
  });
});

describe('video comments', () => {
  let videoId: number;
  let foreignVideoId: number;

  beforeAll(async () => {
    videoId = await insertVideo(t.db, feedCourseId);
    foreignVideoId = await insertVideo(t.db, otherCourseId);
  });

  it('stores the position in tenths, with an empty title, and lists a video\'s comments by position', async () => {
    const late = await createContent(t.app, sessions, 'student', feedCourseId, { type: 'videocomment', body: '<p>late</p>', video_id: videoId, videoTime: 42.06 });
    const early = await createContent(t.app, sessions, 'instructor', feedCourseId, { type: 'videocomment', body: '<p>early</p>', video_id: videoId, videoTime: 12.34 });
    expect(early).toMatchObject({ title: '', videoTime: 12.3, video_id: videoId });
    expect(late.videoTime).toBe(42.1);

    const list = ContentListResponseSchema.parse((await call(t.app, sessions, 'guest', `${CONTENT}?og=${feedCourseId}&videoId=${videoId}`)).json());
    expect(list.items.map((item) => item.id)).toEqual([early.id, late.id]);
    expect(list).toMatchObject({ total: 2, offset: 0, limit: 1000 });

    const moved = await put('student', { id: late.id, videoTime: 1.25 });
    expect(ContentItemSchema.parse(moved.json()).videoTime).toBe(1.3);
    const again = ContentListResponseSchema.parse((await call(t.app, sessions, 'student', `${CONTENT}?og=${feedCourseId}&videoId=${videoId}`)).json());
    expect(again.items.map((item) => item.id)).toEqual([late.id, early.id]);

    // Video comments are not part of the feed.
    const feed = ContentListResponseSchema.parse((await call(t.app, sessions, 'student', `${CONTENT}?og=${feedCourseId}&type[]=videocomment`)).json());
    expect(feed.items.map((item) => item.id)).not.toContain(early.id);
    expect(feed.total).toBe(0);
    const blogs = await createContent(t.app, sessions, 'student', feedCourseId, { type: 'blog', title: 'Around the video', body: '' });
    const unfiltered = ContentListResponseSchema.parse((await call(t.app, sessions, 'student', `${CONTENT}?og=${feedCourseId}`)).json());
    expect(unfiltered.items.map((item) => item.id)).toContain(blogs.id);
    expect(unfiltered.items.map((item) => item.id)).not.toContain(early.id);
    expect(unfiltered.items.map((item) => item.id)).not.toContain(late.id);
    const byAuthor = ContentListResponseSchema.parse((await call(t.app, sessions, 'student', `${CONTENT}?og=${feedCourseId}&uid[]=${sessions.instructor.uid}`)).json());
    expect(byAuthor.items.map((item) => item.id)).not.toContain(early.id);
    await call(t.app, sessions, 'student', `${CONTENT}/${blogs.id}`, { method: 'DELETE' });
  });

  it('needs a video of the same course and a position', async () => {
    const noVideo = await post('student', feedCourseId, { type: 'videocomment', body: 'x', videoTime: 1 });
    expect(noVideo.statusCode).toBe(400);
    expect(problem(noVideo).errors?.map((error) => error.path)).toContain('video_id');
    const noTime = await post('student', feedCourseId, { type: 'videocomment', body: 'x', video_id: videoId });
    expect(problem(noTime).errors?.map((error) => error.path)).toContain('videoTime');
    const negative = await post('student', feedCourseId, { type: 'videocomment', body: 'x', video_id: videoId, videoTime: -1 });
    expect(negative.statusCode).toBe(400);
    const foreign = await post('student', feedCourseId, { type: 'videocomment', body: 'x', video_id: foreignVideoId, videoTime: 1 });
    expect(foreign.statusCode).toBe(400);
    expect(problem(foreign).errors?.[0]?.path).toBe('video_id');
    const missing = await post('student', feedCourseId, { type: 'videocomment', body: 'x', video_id: 2_000_000_000, videoTime: 1 });
    expect(missing.statusCode).toBe(400);
    const onBlog = await post('student', feedCourseId, { type: 'blog', title: 'x', body: 'x', video_id: videoId });
    expect(onBlog.statusCode).toBe(400);
    const listForeign = await call(t.app, sessions, 'student', `${CONTENT}?og=${feedCourseId}&videoId=${foreignVideoId}`);
    expect(listForeign.statusCode).toBe(404);
  });

  it('uses the injected video check for reading, creating and listing', async () => {
    const item = await createContent(t.app, sessions, 'student', feedCourseId, { type: 'videocomment', body: 'hidden', video_id: videoId, videoTime: 5 });
    const hidden = createContentDeps({ db: t.db, videoAccess: async () => null });
    const student = principalOf(sessions.student.uid);
    await expect(getContent(hidden, student, item.id)).rejects.toMatchObject({ status: 404, code: ERROR_CODES.CONTENT_NOT_FOUND });
    await expect(listContentComments(hidden, student, item.id, 0)).rejects.toMatchObject({ status: 404 });
    await expect(createContentItem(hidden, student, feedCourseId, { type: 'videocomment', body: 'x', video_id: videoId, videoTime: 1 })).rejects.toMatchObject({
      status: 400,
    });
    const query = { og: feedCourseId, types: [], assignmentIds: [], uids: [], tids: [], videoId, offset: 0 };
    await expect(listContent(hidden, student, query)).rejects.toMatchObject({ status: 404 });
    const visible = createContentDeps({ db: t.db, videoAccess: async () => ({ courseId: feedCourseId }) });
    expect((await getContent(visible, student, item.id)).id).toBe(item.id);
  });
});

describe('the feed', () => {
  const created: ContentItem[] = [];
  let tagA: number;
  let tagB: number;

  beforeAll(async () => {
    tagA = await insertTerm(t.db, DEMO_DOMAIN.id, 'Pressing');
    tagB = await insertTerm(t.db, DEMO_DOMAIN.id, 'Counter-attack');
    for (let index = 0; index < 12; index += 1) {
      const caller = index % 3 === 0 ? 'instructor' : 'student';
      const type = index % 4 === 0 ? 'news' : index % 4 === 1 ? 'cmap' : 'blog';
      const author = type === 'news' ? 'instructor' : caller;
      created.push(
        await createContent(t.app, sessions, author, feedCourseId, {
          type,
          title: `Item ${index}`,
          body: `<p>${index}</p>`,
          tids: index % 2 === 0 ? [tagA] : [tagA, tagB],
        }),
      );
    }
  });

  async function feed(query: string): Promise<{ ids: number[]; total: number; offset: number; limit: number }> {
    const response = await call(t.app, sessions, 'student', `${CONTENT}?og=${feedCourseId}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = ContentListResponseSchema.parse(response.json());
    return { ids: body.items.map((item) => item.id), total: body.total, offset: body.offset, limit: body.limit };
  }

  it('pages newest first, 10 a page', async () => {
    const newestFirst = [...created].reverse().map((item) => item.id);
    expect(await feed('')).toEqual({ ids: newestFirst.slice(0, 10), total: 12, offset: 0, limit: 10 });
    expect(await feed('&offset=10')).toEqual({ ids: newestFirst.slice(10), total: 12, offset: 10, limit: 10 });
    // Past the end: no rows, and still the total (the count travels with the page, here it is asked alone).
    expect(await feed('&offset=50')).toEqual({ ids: [], total: 12, offset: 50, limit: 10 });
  });

  it('filters by type in every spelling', async () => {
    const blogs = created.filter((item) => item.type === 'blog').map((item) => item.id).reverse();
    const blogsAndNews = created.filter((item) => item.type !== 'cmap').map((item) => item.id).reverse();
    expect((await feed('&type[]=blog')).ids).toEqual(blogs);
    expect((await feed('&type=blog')).ids).toEqual(blogs);
    expect((await feed('&type=blog&type=news')).total).toBe(blogsAndNews.length);
    expect(await feed('&type=blog&type=news&offset=10')).toEqual({
      ids: blogsAndNews.slice(10),
      total: blogsAndNews.length,
      offset: 10,
      limit: 10,
    });
    expect((await feed('&type=blog&offset=50')).total).toBe(blogs.length);
    expect((await feed('&type[]=blog&type[]=news')).ids).toEqual(blogsAndNews.slice(0, 10));
    expect((await call(t.app, sessions, 'student', `${CONTENT}?og=${feedCourseId}&type[]=poster`)).statusCode).toBe(400);
  });

  it('filters by author, tag and assignment', async () => {
    const byInstructor = created.filter((item) => item.author?.uid === sessions.instructor.uid).map((item) => item.id).reverse();
    expect((await feed(`&uid[]=${sessions.instructor.uid}`)).ids).toEqual(byInstructor);
    const tagged = created.filter((item) => item.tags.some((tag) => tag.tid === tagB)).map((item) => item.id).reverse();
    expect((await feed(`&tid[]=${tagB}`)).ids).toEqual(tagged);
    expect((await feed(`&tid=${tagB}&type[]=blog&uid[]=${sessions.student.uid}`)).ids).toEqual(
      created
        .filter((item) => item.type === 'blog' && item.author?.uid === sessions.student.uid && item.tags.some((tag) => tag.tid === tagB))
        .map((item) => item.id)
        .reverse(),
    );
    expect((await feed('&assignmentId[]=1999999999')).total).toBe(0);
  });

  it('offers the filter options of the course content', async () => {
    const response = await call(t.app, sessions, 'guest', `${CONTENT}/filters?og=${feedCourseId}`);
    const options = ContentFiltersResponseSchema.parse(response.json());
    expect([...options.types].sort()).toEqual(['blog', 'cmap', 'news']);
    expect(options.authors.map((author) => author.uid).sort()).toEqual([sessions.instructor.uid, sessions.student.uid].sort());
    expect(options.tags.map((tag) => tag.tid).sort()).toEqual([tagA, tagB].sort());
  });

  it('tags only with terms of the campus, and replaces tags on update', async () => {
    const otherCampus = await createCampus(t.db, 'Other campus');
    const foreignTerm = await insertTerm(t.db, otherCampus, 'Foreign');
    const response = await post('student', feedCourseId, { type: 'blog', title: 'x', body: '', tids: [tagA, foreignTerm] });
    expect(response.statusCode).toBe(400);
    expect(problem(response).errors?.[0]?.path).toBe('tids.1');
    const item = created[1];
    if (!item) throw new Error('no item');
    const updated = await put('student', { id: item.id, tids: [tagB] });
    expect(ContentItemSchema.parse(updated.json()).tags).toEqual([{ tid: tagB, name: 'Counter-attack' }]);
  });
});

describe('comments', () => {
  it('pages oldest first and counts them on the item', async () => {
    const item = await createContent(t.app, sessions, 'student', feedCourseId, { type: 'blog', title: 'Discuss', body: '' });
    const ids: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      ids.push((await createComment(t.app, sessions, index % 2 === 0 ? 'student' : 'instructor', item.id, `<p>c${index}</p>`)).id);
    }
    const first = ContentCommentListResponseSchema.parse((await call(t.app, sessions, 'guest', `${CONTENT}/${item.id}/comment`)).json());
    expect(first).toMatchObject({ total: 12, offset: 0, limit: 10 });
    expect(first.items.map((comment) => comment.id)).toEqual(ids.slice(0, 10));
    expect(first.items[0]?.permissions).toEqual({ update: false, delete: false });
    const second = ContentCommentListResponseSchema.parse((await call(t.app, sessions, 'student', `${CONTENT}/${item.id}/comment?offset=10`)).json());
    expect(second.items.map((comment) => comment.id)).toEqual(ids.slice(10));
    const reloaded = ContentItemSchema.parse((await call(t.app, sessions, 'student', `${CONTENT}/${item.id}`)).json());
    expect(reloaded.commentCount).toBe(12);
  });

  it('sanitizes, refuses empty comments, and keeps comments to their item', async () => {
    const item = await createContent(t.app, sessions, 'student', courseId, { type: 'blog', title: 'Talk', body: '' });
    const other = await createContent(t.app, sessions, 'student', courseId, { type: 'blog', title: 'Other', body: '' });
    const comment = await createComment(t.app, sessions, 'mentor', item.id, '<p onmouseover="x()">Nice<script>alert(1)</script></p>');
    expect(comment.commentText).toBe('<p>Nice</p>');
    const empty = await call(t.app, sessions, 'student', `${CONTENT}/${item.id}/comment`, { method: 'POST', payload: { commentText: '<p> </p><script>x</script>' } });
    expect(empty.statusCode).toBe(400);
    expect(problem(empty).errors?.[0]?.path).toBe('commentText');
    const wrongItem = await call(t.app, sessions, 'mentor', `${CONTENT}/${other.id}/comment/${comment.id}`, { method: 'PUT', payload: { commentText: 'x' } });
    expect(wrongItem.statusCode).toBe(404);
    expect(problem(wrongItem).code).toBe(ERROR_CODES.COMMENT_NOT_FOUND);
    const missingItem = await call(t.app, sessions, 'mentor', `${CONTENT}/2000000000/comment`, { method: 'POST', payload: { commentText: 'x' } });
    expect(problem(missingItem).code).toBe(ERROR_CODES.CONTENT_NOT_FOUND);
  });

  it('lets the comment author and moderators edit and delete, not the item author', async () => {
    const item = await createContent(t.app, sessions, 'student', courseId, { type: 'blog', title: 'Mine', body: '' });
    const comment = await createComment(t.app, sessions, 'mentor', item.id, 'By the mentor');
    const url = `${CONTENT}/${item.id}/comment/${comment.id}`;
    expect((await call(t.app, sessions, 'student', url, { method: 'PUT', payload: { commentText: 'x' } })).statusCode).toBe(403);
    expect((await call(t.app, sessions, 'student', url, { method: 'DELETE' })).statusCode).toBe(403);
    const edited = await call(t.app, sessions, 'mentor', url, { method: 'PUT', payload: { commentText: '<b>Edited</b>' } });
    expect(edited.json<{ commentText: string }>().commentText).toBe('<b>Edited</b>');
    expect((await call(t.app, sessions, 'manager', url, { method: 'DELETE' })).statusCode).toBe(204);
    expect((await call(t.app, sessions, 'manager', url, { method: 'DELETE' })).statusCode).toBe(404);
  });
});

describe('deleting', () => {
  it('deletes the item with its comments (cascade)', async () => {
    const item = await createContent(t.app, sessions, 'student', courseId, { type: 'cmap', title: 'Doc', body: '' });
    await createComment(t.app, sessions, 'instructor', item.id, 'one');
    await createComment(t.app, sessions, 'student', item.id, 'two');
    expect(await t.db.select().from(contentComments).where(eq(contentComments.contentId, item.id))).toHaveLength(2);
    expect((await call(t.app, sessions, 'mentor', `${CONTENT}/${item.id}`, { method: 'DELETE' })).statusCode).toBe(403);
    expect((await call(t.app, sessions, 'student', `${CONTENT}/${item.id}`, { method: 'DELETE' })).statusCode).toBe(204);
    expect(await t.db.select().from(contentComments).where(eq(contentComments.contentId, item.id))).toHaveLength(0);
    const gone = await call(t.app, sessions, 'student', `${CONTENT}/${item.id}`);
    expect(gone.statusCode).toBe(404);
    expect(problem(gone).code).toBe(ERROR_CODES.CONTENT_NOT_FOUND);
  });
});
