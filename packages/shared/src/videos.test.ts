import { describe, expect, it } from 'vitest';
import { VideoListQuerySchema, VideoUpdateInputSchema, formatVideoTime } from './videos.ts';

describe('formatVideoTime', () => {
  it.each([
    [0, '00:00.0'],
    [2, '00:02.0'],
    [2.04, '00:02.0'],
    [2.05, '00:02.1'],
    [75.4, '01:15.4'],
    [59.96, '01:00.0'],
    [3600, '60:00.0'],
    [-1, '00:00.0'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatVideoTime(seconds)).toBe(expected);
  });
});

describe('VideoListQuerySchema', () => {
  it('defaults offset and limit and accepts both spellings of list filters', () => {
    expect(VideoListQuerySchema.parse({ og: '5', 'uid[]': ['1', '2'], tid: '7', 'assignedme[]': '1', assigneduid: ['3'] })).toEqual({
      og: 5,
      offset: 0,
      limit: 16,
      assignmentIds: [],
      uids: [1, 2],
      tids: [7],
      assignedMe: true,
      assignedUids: [3],
    });
  });

  it('refuses a missing course, a limit over 100 and non-numeric ids', () => {
    expect(VideoListQuerySchema.safeParse({}).success).toBe(false);
    expect(VideoListQuerySchema.safeParse({ og: '1', limit: '101' }).success).toBe(false);
    expect(VideoListQuerySchema.safeParse({ og: '1', 'uid[]': ['x'] }).success).toBe(false);
  });
});

describe('VideoUpdateInputSchema', () => {
  it('takes tids and new topic names, and refuses blank titles and bad visibilities', () => {
    expect(VideoUpdateInputSchema.parse({ topics: [3, ' New topic '] })).toEqual({ topics: [3, 'New topic'] });
    expect(VideoUpdateInputSchema.safeParse({ title: '  ' }).success).toBe(false);
    expect(VideoUpdateInputSchema.safeParse({ visibility: 'public' }).success).toBe(false);
    expect(VideoUpdateInputSchema.parse({ assignmentId: null })).toEqual({ assignmentId: null });
  });
});
