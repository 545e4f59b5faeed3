// The video endpoints per route × role: who sees which video (course / selected / private × owner,
// other student, mentor, instructor, manager, guest, admin, outsider, member of another course), the
// list and its filters, changes, deletion with the files, the original download, retry and split screens.
import { ERROR_CODES, VIDEO_ERROR_CODES, VideoListResponseSchema, VideoSchema, VideoSplitscreenSchema, type Problem, type Video } from '@campus/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentProgress, assignments } from '../../db/schema/assignments.ts';
import { contentItems } from '../../db/schema/content.ts';
import { courses } from '../../db/schema/courses.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { taxonomyTerms } from '../../db/schema/taxonomy.ts';
import { videos } from '../../db/schema/videos.ts';
import type { FileStore } from '../../lib/storage.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { videoProcessingJobKey } from '../video-processing/video-processing.sources.ts';
import {
  VIDEO_ROLES,
  callAs,
  createVideoWorld,
  insertVideo,
  removeTestVideoFiles,
  testFileStore,
  testMedia,
  type StoredVideo,
  type VideoCaller,
  type VideoRole,
  type VideoWorld,
} from './testing/video-fixtures.ts';

let t: TestApp;
let world: VideoWorld;
let files: FileStore;
const v = {} as Record<'course' | 'selected' | 'private' | 'processing' | 'failed' | 'elsewhere', StoredVideo>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createVideoWorld(t.app, t.db, 'Videos routes');
  files = testFileStore();
  const { owner, otherStudent, otherCourse } = world.uids;
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
  v.course = await insertVideo(t.db, files, { courseId: world.courseId, ownerId: owner, title: 'Course video', createdAt: at(1) });
  v.selected = await insertVideo(t.db, files, {
    courseId: world.courseId,
    ownerId: owner,
    title: 'Selected video',
    visibility: 'selected',
    sharedWith: [otherStudent],
    createdAt: at(2),
  });
  v.private = await insertVideo(t.db, files, { courseId: world.courseId, ownerId: owner, title: 'Private video', visibility: 'private', createdAt: at(3) });
  v.processing = await insertVideo(t.db, files, { courseId: world.courseId, ownerId: owner, title: 'Processing video', status: 'processing', createdAt: at(4) });
  v.failed = await insertVideo(t.db, files, {
    courseId: world.courseId,
    ownerId: owner,
    title: 'Failed video',
    status: 'failed',
    failureReason: 'moov atom not found',
    createdAt: at(5),
  });
  v.elsewhere = await insertVideo(t.db, files, { courseId: world.otherCourseId, ownerId: otherCourse, title: 'Other course video' });
}, 120_000);

afterAll(async () => {
  await removeTestVideoFiles(testFileStore());
  await t?.close();
});

const call = (caller: VideoCaller, url: string, options: Parameters<typeof callAs>[4] = {}) => callAs(t.app, world, caller, url, options);
const problem = (response: { json(): unknown }) => response.json() as Problem;

describe('GET /videos/{id}: who sees which video', () => {
  const SEES: Record<'course' | 'selected' | 'private', readonly VideoRole[]> = {
    course: ['owner', 'otherStudent', 'mentor', 'instructor', 'manager', 'guest', 'admin'],
    // Shared with otherStudent only; mentors do not hold manage_videos.
    selected: ['owner', 'otherStudent', 'instructor', 'manager', 'admin'],
    private: ['owner', 'instructor', 'manager', 'admin'],
  };
  const cases = (['course', 'selected', 'private'] as const).flatMap((visibility) => VIDEO_ROLES.map((role) => [visibility, role] as const));

  it.each(cases)('%s video × %s', async (visibility, role) => {
    const response = await call(role, `/api/rest/videos/${v[visibility].id}`);
    if (SEES[visibility].includes(role)) {
      expect(response.statusCode).toBe(200);
      expect(VideoSchema.parse(response.json()).id).toBe(v[visibility].id);
    } else {
      expect(response.statusCode).toBe(404);
      expect(problem(response).code).toBe(VIDEO_ERROR_CODES.notFound);
    }
  });

  it('401 without a token', async () => {
    expect((await call('anonymous', `/api/rest/videos/${v.course.id}`)).statusCode).toBe(401);
  });

  it('staff in student mode act as students: a private video of someone else is hidden', async () => {
    expect((await call('instructor', `/api/rest/videos/${v.private.id}`, { studentMode: true })).statusCode).toBe(404);
    expect((await call('instructor', `/api/rest/videos/${v.course.id}`, { studentMode: true })).statusCode).toBe(200);
  });

  it('404 for an id that does not exist', async () => {
    expect(problem(await call('admin', '/api/rest/videos/2147483647')).code).toBe(VIDEO_ERROR_CODES.notFound);
  });

  it('answers the contract shape: signed media when ready, nulls while processing, permissions', async () => {
    const ready = VideoSchema.parse((await call('otherStudent', `/api/rest/videos/${v.course.id}`)).json());
    expect(ready).toMatchObject({
      title: 'Course video',
      courseId: world.courseId,
      status: 'ready',
      owner: { uid: world.uids.owner },
      duration: 2,
      width: 320,
      height: 180,
      visibility: 'course',
      permissions: { update: false, delete: false, update_access: false },
      commentCount: 0,
      splitscreens: [],
    });
    expect(ready.playerURL).toMatch(new RegExp(`^/api/rest/videos/${v.course.id}/stream\\?exp=\\d+&uid=\\d+&sig=[0-9a-f]{64}$`));
    expect(ready.posterUrl).toMatch(new RegExp(`^/api/rest/videos/${v.course.id}/poster\\?exp=\\d+&uid=\\d+&sig=[0-9a-f]{64}$`));
    expect(ready.player).toEqual({ type: 'html5', poster: ready.posterUrl, sources: [{ src: ready.playerURL, type: 'video/mp4' }] });

    const processing = VideoSchema.parse((await call('owner', `/api/rest/videos/${v.processing.id}`)).json());
    expect(processing).toMatchObject({ status: 'processing', playerURL: null, posterUrl: null, player: { sources: [] } });
    expect(processing.permissions).toEqual({ update: true, delete: true, update_access: true });
  });

  it('shows why processing failed to the owner and staff only', async () => {
    const reason = async (caller: VideoCaller) => VideoSchema.parse((await call(caller, `/api/rest/videos/${v.failed.id}`)).json()).failureReason;
    expect(await reason('owner')).toBe('moov atom not found');
    expect(await reason('instructor')).toBe('moov atom not found');
    expect(await reason('otherStudent')).toBeNull();
    expect(await reason('mentor')).toBeNull();
  });
});

describe('GET /videos/{type}', () => {
  const idsSeenBy = async (caller: VideoCaller, query = '', type = 'all') => {
    const response = await call(caller, `/api/rest/videos/${type}?og=${world.courseId}${query}`);
    expect(response.statusCode).toBe(200);
    const body = VideoListResponseSchema.parse(response.json());
    return { ids: body.items.map((item) => item.id), total: body.total };
  };

  it('lists only what each role may see, newest first, with the total', async () => {
    const ownAll = [v.failed, v.processing, v.private, v.selected, v.course].map((video) => video.id);
    expect(await idsSeenBy('owner')).toEqual({ ids: ownAll, total: 5 });
    expect(await idsSeenBy('instructor')).toEqual({ ids: ownAll, total: 5 });
    expect(await idsSeenBy('otherStudent')).toEqual({ ids: [v.failed.id, v.processing.id, v.selected.id, v.course.id], total: 4 });
    expect(await idsSeenBy('mentor')).toEqual({ ids: [v.failed.id, v.processing.id, v.course.id], total: 3 });
    expect(await idsSeenBy('guest')).toEqual({ ids: [v.failed.id, v.processing.id, v.course.id], total: 3 });
    expect((await idsSeenBy('instructor', '', 'all')).ids).not.toContain(v.elsewhere.id);
  });

  it('pages with offset and limit', async () => {
    expect(await idsSeenBy('owner', '&offset=1&limit=2')).toEqual({ ids: [v.processing.id, v.private.id], total: 5 });
    const body = VideoListResponseSchema.parse((await call('owner', `/api/rest/videos/all?og=${world.courseId}`)).json());
    expect(body).toMatchObject({ offset: 0, limit: 16 });
  });

  it('own: uploaded by me; shared: selected and shared with me', async () => {
    expect((await idsSeenBy('owner', '', 'own')).total).toBe(5);
    expect((await idsSeenBy('otherStudent', '', 'own')).ids).toEqual([]);
    expect((await idsSeenBy('otherStudent', '', 'shared')).ids).toEqual([v.selected.id]);
    expect((await idsSeenBy('owner', '', 'shared')).ids).toEqual([]);
  });

  it('filters by uid[], assignedme[], assigneduid[]', async () => {
    expect((await idsSeenBy('instructor', `&uid[]=${world.uids.otherStudent}`)).ids).toEqual([]);
    expect((await idsSeenBy('instructor', `&uid[]=${world.uids.owner}`)).total).toBe(5);
    expect((await idsSeenBy('otherStudent', '&assignedme[]=1')).ids).toEqual([v.selected.id]);
    expect((await idsSeenBy('instructor', `&assigneduid[]=${world.uids.otherStudent}`)).ids).toEqual([v.selected.id]);
    // A student cannot find someone else's private video through a filter.
    expect((await idsSeenBy('mentor', `&uid=${world.uids.owner}`)).ids).toEqual([v.failed.id, v.processing.id, v.course.id]);
  });

  it('400 without og or with a bad filter or type; 404 for a course the user does not see; 401 anonymous', async () => {
    const noCourse = await call('owner', '/api/rest/videos/all');
    expect(noCourse.statusCode).toBe(400);
    expect(problem(noCourse).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await call('owner', `/api/rest/videos/all?og=${world.courseId}&limit=500`)).statusCode).toBe(400);
    expect((await call('owner', `/api/rest/videos/all?og=${world.courseId}&uid[]=abc`)).statusCode).toBe(400);
    expect((await call('owner', `/api/rest/videos/newest?og=${world.courseId}`)).statusCode).toBe(400);
    expect((await call('outsider', `/api/rest/videos/all?og=${world.courseId}`)).statusCode).toBe(404);
    expect((await call('otherCourse', `/api/rest/videos/all?og=${world.courseId}`)).statusCode).toBe(404);
    expect((await call('anonymous', `/api/rest/videos/all?og=${world.courseId}`)).statusCode).toBe(401);
  });
});

describe('PUT /videos/{id}', () => {
  const put = (caller: VideoCaller, id: number, payload: unknown, studentMode = false) =>
    call(caller, `/api/rest/videos/${id}`, { method: 'PUT', payload, studentMode });

  it('401, 403 for a member who sees but does not own it, 404 for an outsider, 400 for a bad body', async () => {
    expect((await put('anonymous', v.course.id, { title: 'x' })).statusCode).toBe(401);
    const other = await put('otherStudent', v.course.id, { title: 'Hijacked' });
    expect(other.statusCode).toBe(403);
    expect((await put('mentor', v.course.id, { title: 'Hijacked' })).statusCode).toBe(403);
    expect((await put('instructor', v.course.id, { title: 'Hijacked' }, true)).statusCode).toBe(403);
    expect((await put('outsider', v.course.id, { title: 'Hijacked' })).statusCode).toBe(404);
    expect((await put('owner', v.course.id, { title: '' })).statusCode).toBe(400);
    expect((await put('owner', v.course.id, { visibility: 'everyone' })).statusCode).toBe(400);
    expect((await put('owner', v.course.id, { userIds: [world.uids.outsider] })).statusCode).toBe(400);
    expect((await put('owner', v.course.id, { assignmentId: 2147483647 })).statusCode).toBe(400);
    expect((await put('owner', v.course.id, { topics: [2147483647] })).statusCode).toBe(400);
    const [row] = await t.db.select({ title: videos.title }).from(videos).where(eq(videos.id, v.course.id));
    expect(row?.title).toBe('Course video');
  });

  it('lets the owner rename, share with selected members and set topics (new names become terms)', async () => {
    const video = await insertVideo(t.db, files, { courseId: world.courseId, ownerId: world.uids.owner, title: 'To edit' });
    const response = await put('owner', video.id, {
      title: 'Edited',
      visibility: 'selected',
      userIds: [world.uids.mentor],
      topics: ['Goalkeeping drills', 'goalkeeping drills'],
    });
    expect(response.statusCode).toBe(200);
    const body = VideoSchema.parse(response.json());
    expect(body).toMatchObject({ title: 'Edited', visibility: 'selected', userIds: [world.uids.mentor] });
    expect(body.topics).toHaveLength(1);
    expect(body.topics[0]?.name).toBe('Goalkeeping drills');
    expect(body.tags).toEqual(body.topics);
    const [term] = await t.db.select({ vid: taxonomyTerms.vid }).from(taxonomyTerms).where(eq(taxonomyTerms.id, body.topics[0]?.tid ?? 0));
    expect(term?.vid).toBe(18);

    // Now the mentor sees it, the other student no longer.
    expect((await call('mentor', `/api/rest/videos/${video.id}`)).statusCode).toBe(200);
    expect((await call('otherStudent', `/api/rest/videos/${video.id}`)).statusCode).toBe(404);

    // Topics by tid; an empty list clears them.
    const again = VideoSchema.parse((await put('instructor', video.id, { topics: [body.topics[0]?.tid] })).json());
    expect(again.topics.map((topic) => topic.tid)).toEqual([body.topics[0]?.tid]);
    expect(VideoSchema.parse((await put('owner', video.id, { topics: [] })).json()).topics).toEqual([]);
  });

  it('with predefined topics on, students pick from the course list; staff may add others', async () => {
    const [course] = await t.db.select({ settings: courses.settings }).from(courses).where(eq(courses.id, world.courseId));
    const original = course?.settings ?? {};
    await t.db
      .update(courses)
      .set({ settings: { ...original, predefinedVideoTopicsEnabled: true, videoTopics: ['Diving saves'], memberVideoTopicsEnabled: false } })
      .where(eq(courses.id, world.courseId));
    try {
      const video = await insertVideo(t.db, files, { courseId: world.courseId, ownerId: world.uids.owner, title: 'Topics' });
      expect((await put('owner', video.id, { topics: ['Something else'] })).statusCode).toBe(400);
      expect((await put('owner', video.id, { topics: ['diving saves'] })).statusCode).toBe(200);
      expect((await put('instructor', video.id, { topics: ['Staff topic'] })).statusCode).toBe(200);
    } finally {
      await t.db.update(courses).set({ settings: original }).where(eq(courses.id, world.courseId));
    }
  });

  it('links the video to an assignment of the course and moves the owner’s assignment to in progress', async () => {
    const [assignment] = await t.db
      .insert(assignments)
      .values({ courseId: world.courseId, title: 'Film your drill', status: 'published' })
      .returning({ id: assignments.id });
    const assignmentId = assignment?.id ?? 0;
    const video = await insertVideo(t.db, files, { courseId: world.courseId, ownerId: world.uids.owner, title: 'Homework' });
    const response = await put('owner', video.id, { assignmentId });
    expect(response.statusCode).toBe(200);
    expect(VideoSchema.parse(response.json()).assignmentId).toBe(assignmentId);
    const [progress] = await t.db
      .select({ status: assignmentProgress.status })
      .from(assignmentProgress)
      .where(and(eq(assignmentProgress.assignmentId, assignmentId), eq(assignmentProgress.userId, world.uids.owner)));
    expect(progress?.status).toBe('in_progress');
    // An assignment of another course is refused.
    const [foreign] = await t.db.insert(assignments).values({ courseId: world.otherCourseId, title: 'Elsewhere' }).returning({ id: assignments.id });
    expect((await put('owner', video.id, { assignmentId: foreign?.id })).statusCode).toBe(400);
    expect(VideoSchema.parse((await put('owner', video.id, { assignmentId: null })).json()).assignmentId).toBeNull();
  });
});

describe('DELETE /videos/{id}', () => {
  it('401, 403 for a member who is not the owner, 404 for an outsider', async () => {
    expect((await call('anonymous', `/api/rest/videos/${v.course.id}`, { method: 'DELETE' })).statusCode).toBe(401);
    expect((await call('otherStudent', `/api/rest/videos/${v.course.id}`, { method: 'DELETE' })).statusCode).toBe(403);
    expect((await call('guest', `/api/rest/videos/${v.course.id}`, { method: 'DELETE' })).statusCode).toBe(403);
    expect((await call('outsider', `/api/rest/videos/${v.course.id}`, { method: 'DELETE' })).statusCode).toBe(404);
    expect((await call('owner', '/api/rest/videos/abc', { method: 'DELETE' })).statusCode).toBe(400);
  });

  it('removes the row, its comments and all stored files (source, playback, poster)', async () => {
    const video = await insertVideo(t.db, files, { courseId: world.courseId, ownerId: world.uids.owner, title: 'Doomed' });
    await t.db.insert(contentItems).values({ courseId: world.courseId, type: 'videocomment', title: '', body: '<p>hi</p>', videoId: video.id, videoTimeTenths: 5 });
    for (const key of [video.sourceKey, video.playbackKey, video.posterKey]) expect(await files.exists(key ?? '')).toBe(true);

    const response = await call('owner', `/api/rest/videos/${video.id}`, { method: 'DELETE' });
    expect(response.statusCode).toBe(204);
    expect(await t.db.select().from(videos).where(eq(videos.id, video.id))).toEqual([]);
    expect(await t.db.select().from(contentItems).where(eq(contentItems.videoId, video.id))).toEqual([]);
    for (const key of [video.sourceKey, video.playbackKey, video.posterKey]) expect(await files.exists(key ?? '')).toBe(false);
    expect((await call('owner', `/api/rest/videos/${video.id}`)).statusCode).toBe(404);
  });

  it('lets staff delete a member’s video', async () => {
    const video = await insertVideo(t.db, files, { courseId: world.courseId, ownerId: world.uids.otherStudent, title: 'Moderated', visibility: 'private' });
    expect((await call('instructor', `/api/rest/videos/${video.id}`, { method: 'DELETE' })).statusCode).toBe(204);
  });
});

describe('GET /videos/{id}/source', () => {
  it('sends the original as an attachment with an RFC 5987 file name and nosniff', async () => {
    const { mp4 } = await testMedia();
    const video = await insertVideo(t.db, files, {
      courseId: world.courseId,
      ownerId: world.uids.owner,
      title: 'Named',
      sourceFileName: 'Übung "1".mp4',
    });
    const response = await call('otherStudent', `/api/rest/videos/${video.id}/source`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="_bung 1.mp4"; filename*=UTF-8''%C3%9Cbung%201.mp4`);
    expect(response.rawPayload.equals(mp4)).toBe(true);
  });

  it('never passes on a declared type that is not video', async () => {
    const video = await insertVideo(t.db, files, {
      courseId: world.courseId,
      ownerId: world.uids.owner,
      title: 'Declared html',
      sourceContentType: 'text/html',
    });
    const response = await call('owner', `/api/rest/videos/${video.id}/source`);
    expect(response.headers['content-type']).toBe('application/octet-stream');
  });

  it('401 anonymous; 404 for a video the caller does not see', async () => {
    expect((await call('anonymous', `/api/rest/videos/${v.course.id}/source`)).statusCode).toBe(401);
    expect((await call('otherStudent', `/api/rest/videos/${v.private.id}/source`)).statusCode).toBe(404);
    expect((await call('otherCourse', `/api/rest/videos/${v.course.id}/source`)).statusCode).toBe(404);
    expect((await call('owner', '/api/rest/videos/0/source')).statusCode).toBe(400);
  });
});

describe('POST /videos/{id}/retry', () => {
  it('re-queues a failed video for staff: 202, status processing, a queued job', async () => {
    const video = await insertVideo(t.db, files, { courseId: world.courseId, ownerId: world.uids.owner, title: 'Retry me', status: 'failed' });
    const response = await call('instructor', `/api/rest/videos/${video.id}/retry`, { method: 'POST' });
    expect(response.statusCode).toBe(202);
    expect(VideoSchema.parse(response.json())).toMatchObject({ status: 'processing', failureReason: null });
    const [job] = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.idempotencyKey, videoProcessingJobKey(video.id)));
    expect(job?.status).toBe('queued');
  });

  it('409 VIDEO_NOT_FAILED unless failed; 403 for the owner and for staff in student mode; 404 outsiders; 401', async () => {
    const ready = await call('instructor', `/api/rest/videos/${v.course.id}/retry`, { method: 'POST' });
    expect(ready.statusCode).toBe(409);
    expect(problem(ready).code).toBe(VIDEO_ERROR_CODES.notFailed);
    expect((await call('owner', `/api/rest/videos/${v.failed.id}/retry`, { method: 'POST' })).statusCode).toBe(403);
    expect((await call('instructor', `/api/rest/videos/${v.failed.id}/retry`, { method: 'POST', studentMode: true })).statusCode).toBe(403);
    expect((await call('outsider', `/api/rest/videos/${v.failed.id}/retry`, { method: 'POST' })).statusCode).toBe(404);
    expect((await call('anonymous', `/api/rest/videos/${v.failed.id}/retry`, { method: 'POST' })).statusCode).toBe(401);
    expect((await call('instructor', '/api/rest/videos/x/retry', { method: 'POST' })).statusCode).toBe(400);
  });
});

describe('POST /videos/add-splitscreen', () => {
  const pair = (caller: VideoCaller, payload: unknown) => call(caller, '/api/rest/videos/add-splitscreen', { method: 'POST', payload });

  it('pairs two visible videos of one course (201) and shows the pairing on the main video', async () => {
    const response = await pair('otherStudent', { main_video_id: v.course.id, selected_video_id: v.selected.id, offsetSeconds: 1.5 });
    expect(response.statusCode).toBe(201);
    const created = VideoSplitscreenSchema.parse(response.json());
    expect(created).toMatchObject({ mainVideoId: v.course.id, selectedVideoId: v.selected.id, offsetSeconds: 1.5 });
    const seen = (caller: VideoCaller) => call(caller, `/api/rest/videos/${v.course.id}`).then((r) => (r.json() as Video).splitscreens);
    expect(await seen('otherStudent')).toContainEqual({ id: created.id, selectedVideoId: v.selected.id, offsetSeconds: 1.5 });
    // The mentor does not see the selected video, so not the pairing either.
    expect((await seen('mentor')).map((entry) => entry.id)).not.toContain(created.id);
  });

  it('404 when one video is not visible to the caller; 400 for the same video, another course or a bad body; 401', async () => {
    const hidden = await pair('otherStudent', { main_video_id: v.course.id, selected_video_id: v.private.id });
    expect(hidden.statusCode).toBe(404);
    expect(problem(hidden).code).toBe(VIDEO_ERROR_CODES.notFound);
    expect((await pair('admin', { main_video_id: v.course.id, selected_video_id: v.elsewhere.id })).statusCode).toBe(400);
    expect((await pair('owner', { main_video_id: v.course.id, selected_video_id: v.course.id })).statusCode).toBe(400);
    expect((await pair('owner', { main_video_id: 'x' })).statusCode).toBe(400);
    expect((await pair('anonymous', { main_video_id: v.course.id, selected_video_id: v.selected.id })).statusCode).toBe(401);
  });
});

describe('assignment sources (wired in app.ts)', () => {
  it('shows course-visible videos on the assignment and members’ videos as cockpit submissions', async () => {
    const [assignment] = await t.db
      .insert(assignments)
      .values({ courseId: world.courseId, title: 'Upload your drill', status: 'published', description: '<p>Film it</p>' })
      .returning({ id: assignments.id });
    const assignmentId = assignment?.id ?? 0;
    const shown = await insertVideo(t.db, files, { courseId: world.courseId, ownerId: world.uids.owner, title: 'Drill (course)', assignmentId });
    const hidden = await insertVideo(t.db, files, {
      courseId: world.courseId,
      ownerId: world.uids.owner,
      title: 'Drill (private)',
      visibility: 'private',
      assignmentId,
    });

    const detail = await call('otherStudent', `/api/rest/assignments/${assignmentId}`);
    expect(detail.statusCode).toBe(200);
    const linked = (detail.json() as { videos: { id: number; exerciseId: number; playerURL: string | null }[] }).videos;
    expect(linked.map((video) => video.id)).toEqual([shown.id]);
    expect(linked[0]?.exerciseId).toBe(assignmentId);
    expect(linked[0]?.playerURL).toMatch(new RegExp(`^/api/rest/videos/${shown.id}/stream\\?exp=`));

    const cockpit = await call('instructor', `/api/rest/assignments/${assignmentId}/cockpit`);
    expect(cockpit.statusCode).toBe(200);
    const members = (cockpit.json() as { members: { uid: number; submissions: { kind: string; id: number; url: string | null }[] }[] }).members;
    const ownerRow = members.find((member) => member.uid === world.uids.owner);
    expect(ownerRow?.submissions.filter((entry) => entry.kind === 'video').map((entry) => entry.id).sort()).toEqual([shown.id, hidden.id].sort());
    expect(ownerRow?.submissions.find((entry) => entry.id === shown.id)?.url).toBe(`/course-${world.courseId}/app/video-player?id=${shown.id}`);
  });
});
