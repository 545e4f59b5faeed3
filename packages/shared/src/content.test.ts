// The content schemas and rules shared by server and web (contract-content.md).
import { describe, expect, it } from 'vitest';
import {
  ContentCommentCreateInputSchema,
  ContentCreateInputSchema,
  ContentItemSchema,
  ContentListQuerySchema,
  ContentUpdateInputSchema,
  canCommentContent,
  canCreateContentType,
  canModifyContent,
  contentAppPath,
  contentCreatePermissions,
  externalUrlProblem,
  isValidExternalUrl,
  roundVideoTime,
} from './content.ts';
import { permissionsForRoles } from './permissions.ts';
import { COURSE_ROLE } from './roles.ts';

const student = permissionsForRoles([COURSE_ROLE.student]);
const studentWithNews = permissionsForRoles([COURSE_ROLE.student], { courseFlags: { memberNewsEnabled: true } });
const guest = permissionsForRoles([COURSE_ROLE.guest]);
const mentor = permissionsForRoles([COURSE_ROLE.mentor]);
const instructor = permissionsForRoles([COURSE_ROLE.instructor]);

describe('who may create which type', () => {
  it('maps types to permissions', () => {
    expect(contentCreatePermissions('blog')).toEqual(['create_content']);
    expect(contentCreatePermissions('news')).toEqual(['create_news']);
    expect(contentCreatePermissions('cmap')).toEqual(['create_content', 'create_file_content']);
    expect(contentCreatePermissions('external_content')).toEqual(['create_content']);
    expect(contentCreatePermissions('videocomment')).toEqual(['create_content']);
  });

  it('lets students write news only while the course turns member news on', () => {
    expect(canCreateContentType(student, 'blog')).toBe(true);
    expect(canCreateContentType(student, 'news')).toBe(false);
    expect(canCreateContentType(studentWithNews, 'news')).toBe(true);
    expect(canCreateContentType(instructor, 'news')).toBe(true);
    expect(canCreateContentType(mentor, 'news')).toBe(false);
  });

  it('accepts create_file_content alone for documents', () => {
    expect(canCreateContentType({ create_file_content: 1 }, 'cmap')).toBe(true);
    expect(canCreateContentType({ create_file_content: 1 }, 'blog')).toBe(false);
  });

  it('gives guests nothing to create and no comments', () => {
    for (const type of ['blog', 'news', 'cmap', 'external_content', 'videocomment'] as const) expect(canCreateContentType(guest, type)).toBe(false);
    expect(canCommentContent(guest)).toBe(false);
    expect(canCommentContent(student)).toBe(true);
    expect(canCommentContent(null)).toBe(false);
  });

  it('lets authors and moderators modify', () => {
    expect(canModifyContent({ isAuthor: true, permissions: student })).toBe(true);
    expect(canModifyContent({ isAuthor: false, permissions: student })).toBe(false);
    expect(canModifyContent({ isAuthor: false, permissions: mentor })).toBe(false);
    expect(canModifyContent({ isAuthor: false, permissions: instructor })).toBe(true);
  });
});

describe('external URLs', () => {
  it.each(['https://example.org', 'http://example.org/a?b=1#c', 'HTTPS://EXAMPLE.ORG/x'])('accepts %s', (url) => {
    expect(externalUrlProblem(url)).toBeNull();
    expect(isValidExternalUrl(url)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', 'scheme'],
    ['ftp://example.org', 'scheme'],
    ['data:text/html,x', 'scheme'],
    ['https://user:pw@example.org', 'credentials'],
    ['https://user@example.org', 'credentials'],
    ['example.org', 'invalid'],
    ['https://exa mple.org', 'invalid'],
    ['https:example.org', 'invalid'],
    [`https://example.org/${'x'.repeat(2048)}`, 'too_long'],
  ] as const)('refuses %s (%s)', (url, problem) => {
    expect(externalUrlProblem(url)).toBe(problem);
  });
});

describe('video time', () => {
  it('rounds to tenths', () => {
    expect(roundVideoTime(12.34)).toBe(12.3);
    expect(roundVideoTime(12.35)).toBeCloseTo(12.4, 5);
    expect(roundVideoTime(0)).toBe(0);
  });
});

describe('app paths', () => {
  it('opens content-details per kind and the player at a video comment', () => {
    expect(contentAppPath({ id: 5, courseId: 3, type: 'cmap' })).toBe('/course-3/app/content-details/document?id=5');
    expect(contentAppPath({ id: 5, courseId: 3, type: 'external_content' })).toBe('/course-3/app/content-details/external-content?id=5');
    expect(contentAppPath({ id: 5, courseId: 3, type: 'videocomment', videoId: 9 })).toBe('/course-3/app/video-player?id=9&cid=5');
    expect(contentAppPath({ id: 5, courseId: 3, type: 'dialog' })).toBeNull();
  });
});

describe('ContentListQuerySchema', () => {
  it('merges the bracket, single and repeated spellings into lists', () => {
    expect(ContentListQuerySchema.parse({ og: '3', 'type[]': ['blog', 'news'], type: 'news', 'uid[]': '4', tid: ['5', '6'], offset: '20' })).toEqual({
      og: 3,
      types: ['news', 'blog'],
      assignmentIds: [],
      uids: [4],
      tids: [5, 6],
      videoId: null,
      offset: 20,
    });
  });

  it('defaults the offset and refuses bad values', () => {
    expect(ContentListQuerySchema.parse({ og: '1' }).offset).toBe(0);
    expect(ContentListQuerySchema.safeParse({ og: '1', offset: '-10' }).success).toBe(false);
    expect(ContentListQuerySchema.safeParse({ og: '1', 'type[]': 'poster' }).success).toBe(false);
    expect(ContentListQuerySchema.safeParse({ og: 'x' }).success).toBe(false);
  });
});

describe('ContentCreateInputSchema', () => {
  it('needs a title except for video comments, the URL for external content and the video for video comments', () => {
    expect(ContentCreateInputSchema.safeParse({ type: 'blog', body: '' }).success).toBe(false);
    expect(ContentCreateInputSchema.parse({ type: 'blog', title: ' Plan ' })).toMatchObject({ title: 'Plan', body: '' });
    expect(ContentCreateInputSchema.safeParse({ type: 'external_content', title: 'x' }).success).toBe(false);
    expect(ContentCreateInputSchema.safeParse({ type: 'videocomment', video_id: 1 }).success).toBe(false);
    expect(ContentCreateInputSchema.parse({ type: 'videocomment', video_id: 1, videoTime: 3.14159 })).toMatchObject({ videoTime: 3.1 });
    expect(ContentCreateInputSchema.safeParse({ type: 'blog', title: 'x', videoTime: 1 }).success).toBe(false);
    expect(ContentCreateInputSchema.safeParse({ type: 'dialog', title: 'x' }).success).toBe(false);
    expect(ContentCreateInputSchema.safeParse({ type: 'blog', title: 'x'.repeat(501) }).success).toBe(false);
  });

  it('takes partial updates and comment text', () => {
    expect(ContentUpdateInputSchema.parse({ id: 4, title: 'New' })).toEqual({ id: 4, title: 'New' });
    expect(ContentUpdateInputSchema.safeParse({ title: 'New' }).success).toBe(false);
    expect(ContentUpdateInputSchema.safeParse({ id: 4, videoTime: -1 }).success).toBe(false);
    expect(ContentCommentCreateInputSchema.safeParse({ commentText: 'x'.repeat(10_001) }).success).toBe(false);
    expect(ContentCommentCreateInputSchema.parse({ commentText: 'ok', assignmentId: null })).toEqual({ commentText: 'ok', assignmentId: null });
  });
});

describe('ContentItemSchema', () => {
  it('describes the wire item', () => {
    const item = {
      id: 1,
      type: 'blog',
      title: 't',
      body: '<p>b</p>',
      author: { uid: 2, name: 'Sam' },
      created: '2026-01-01T00:00:00.000Z',
      updated: '2026-01-01T00:00:00.000Z',
      courseId: 3,
      assignmentId: null,
      tags: [{ tid: 4, name: 'x' }],
      externalUrl: null,
      video_id: null,
      videoTime: null,
      commentCount: 0,
      permissions: { update: true, delete: true, comment: true },
    };
    expect(ContentItemSchema.parse(item)).toEqual(item);
    expect(ContentItemSchema.safeParse({ ...item, author: undefined }).success).toBe(false);
  });
});
