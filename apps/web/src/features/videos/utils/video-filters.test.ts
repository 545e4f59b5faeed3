import { describe, expect, it } from 'vitest';
import { currentCommentId, sortByVideoTime, textToCommentHtml } from './video-comments.ts';
import { EMPTY_VIDEO_FILTERS, hasVideoFilters, nextVideoOffset, readVideoFilters, videoListRequest, writeVideoFilters } from './video-filters.ts';

describe('video filters', () => {
  it('round-trips through the URL and ignores junk', () => {
    const filters = { assignmentId: 3, uid: 8, tid: null, sharedWithMe: true };
    const search = writeVideoFilters(new URLSearchParams('keep=1'), filters);
    expect(search.toString()).toBe('keep=1&assignment=3&author=8&shared=1');
    expect(readVideoFilters(search)).toEqual(filters);
    expect(readVideoFilters(new URLSearchParams('assignment=0&author=x&topic=-1&shared=yes'))).toEqual(EMPTY_VIDEO_FILTERS);
    expect(hasVideoFilters(EMPTY_VIDEO_FILTERS)).toBe(false);
    expect(hasVideoFilters(filters)).toBe(true);
  });

  it('builds the list request', () => {
    expect(videoListRequest(4, EMPTY_VIDEO_FILTERS, 0, 16)).toEqual({ type: 'all', query: { og: 4, offset: 0, limit: 16 } });
    expect(videoListRequest(4, { assignmentId: 3, uid: 8, tid: 2, sharedWithMe: true }, 16, 16)).toEqual({
      type: 'shared',
      query: { og: 4, offset: 16, limit: 16, 'assignmentId[]': [3], 'uid[]': [8], 'tid[]': [2] },
    });
  });

  it('pages until everything is loaded', () => {
    expect(nextVideoOffset({ offset: 0, limit: 16, total: 20, items: Array(16) })).toBe(16);
    expect(nextVideoOffset({ offset: 16, limit: 16, total: 20, items: Array(4) })).toBeUndefined();
    expect(nextVideoOffset({ offset: 0, limit: 16, total: 5, items: [] })).toBeUndefined();
  });
});

describe('video comments', () => {
  it('sorts by time then id and finds the current one', () => {
    const sorted = sortByVideoTime([
      { id: 3, videoTime: 5 },
      { id: 1, videoTime: 2 },
      { id: 2, videoTime: 2 },
      { id: 4, videoTime: null },
    ]);
    expect(sorted.map((c) => c.id)).toEqual([4, 1, 2, 3]);
    expect(currentCommentId(sorted, 2)).toBe(2);
    expect(currentCommentId(sorted.slice(1), 1)).toBeNull();
    expect(currentCommentId(sorted, 10)).toBe(3);
  });

  it('escapes composer text into paragraphs', () => {
    expect(textToCommentHtml(' a <b> & "c"\nline\n\nnext ')).toBe('<p>a &lt;b&gt; &amp; &quot;c&quot;<br>line</p><p>next</p>');
  });
});
