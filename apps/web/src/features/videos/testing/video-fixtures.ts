// Video and comment data as the server sends them, a fetch stand-in and course props, for this
// feature's web tests.
import type { ContentComment, ContentItem, Course, Video, VideoListResponse } from '@campus/shared';
import { fakeApi as sharedFakeApi, type FakeHandler } from '../../../test/fake-api.ts';

export function videoFixture(overrides: Partial<Video> = {}): Video {
  const id = overrides.id ?? 31;
  return {
    id,
    title: 'Pressing drill',
    courseId: 4,
    status: 'ready',
    source: 'upload',
    failureReason: null,
    owner: { uid: 21, name: 'Sam Student' },
    assignmentId: null,
    created: '2026-01-05T10:00:00.000Z',
    updated: '2026-01-05T10:00:00.000Z',
    duration: 20,
    width: 1280,
    height: 720,
    posterUrl: `/api/rest/videos/${id}/poster?exp=1&sig=a`,
    playerURL: `/api/rest/videos/${id}/stream?exp=1&sig=b`,
    tags: [],
    topics: [],
    videoCategories: [],
    visibility: 'course',
    userIds: [],
    player: { type: 'html5', poster: null, sources: [] },
    permissions: { update: false, delete: false, update_access: false },
    commentCount: 0,
    splitscreens: [],
    ...overrides,
  };
}

export function videoList(items: Video[], overrides: Partial<VideoListResponse> = {}): VideoListResponse {
  return { items, total: items.length, offset: 0, limit: 16, ...overrides };
}

export function commentFixture(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    id: 501,
    type: 'videocomment',
    title: '',
    body: '<p>Look at the back line here.</p>',
    author: { uid: 30, name: 'Ina Instructor' },
    created: '2026-01-06T10:00:00.000Z',
    updated: '2026-01-06T10:00:00.000Z',
    courseId: 4,
    assignmentId: null,
    tags: [],
    externalUrl: null,
    video_id: 31,
    videoTime: 2,
    commentCount: 0,
    permissions: { update: false, delete: false, comment: true },
    ...overrides,
  };
}

export function replyFixture(overrides: Partial<ContentComment> = {}): ContentComment {
  return {
    id: 801,
    contentId: 501,
    commentText: '<p>Agreed.</p>',
    assignmentId: null,
    author: { uid: 21, name: 'Sam Student' },
    created: '2026-01-06T11:00:00.000Z',
    updated: '2026-01-06T11:00:00.000Z',
    permissions: { update: true, delete: true },
    ...overrides,
  };
}

type CourseProps = Pick<Course, 'og_id' | 'label' | 'permissions'>;

export const studentCourse: CourseProps = {
  og_id: 4,
  label: 'Coaching Basics',
  permissions: { create_content: 1, upload_video: 1 },
};

export const guestCourse: CourseProps = { og_id: 4, label: 'Coaching Basics', permissions: {} };

export const instructorCourse: CourseProps = {
  og_id: 4,
  label: 'Coaching Basics',
  permissions: { administer_course: 1, upload_video: 1, manage_videos: 1, create_content: 1 },
};

export type { RecordedCall } from '../../../test/fake-api.ts';
export { json, problem } from '../../../test/fake-api.ts';

/** The shared fake API, recording and matching the query decoded. */
export const fakeApi = (routes: Record<string, FakeHandler>) => sharedFakeApi(routes, { decodeQuery: true });
