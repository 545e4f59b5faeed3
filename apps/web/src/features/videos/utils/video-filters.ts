// Filters of the videos grid, kept in the URL (?assignment=&author=&topic=&shared=1), and the list query
// of GET /videos/{type} they become.

export interface VideoFilters {
  assignmentId: number | null;
  uid: number | null;
  tid: number | null;
  sharedWithMe: boolean;
}

export const EMPTY_VIDEO_FILTERS: VideoFilters = { assignmentId: null, uid: null, tid: null, sharedWithMe: false };

function positiveInt(value: string | null): number | null {
  return value !== null && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

export function readVideoFilters(search: URLSearchParams): VideoFilters {
  return {
    assignmentId: positiveInt(search.get('assignment')),
    uid: positiveInt(search.get('author')),
    tid: positiveInt(search.get('topic')),
    sharedWithMe: search.get('shared') === '1',
  };
}

export function writeVideoFilters(search: URLSearchParams, filters: VideoFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('assignment', filters.assignmentId === null ? null : String(filters.assignmentId));
  set('author', filters.uid === null ? null : String(filters.uid));
  set('topic', filters.tid === null ? null : String(filters.tid));
  set('shared', filters.sharedWithMe ? '1' : null);
  return next;
}

export function hasVideoFilters(filters: VideoFilters): boolean {
  return filters.assignmentId !== null || filters.uid !== null || filters.tid !== null || filters.sharedWithMe;
}

/** Query of GET /videos/{type}: "shared with me" is the `shared` list, everything else filters `all`. */
export function videoListRequest(
  courseId: number,
  filters: VideoFilters,
  offset: number,
  limit: number,
): { type: 'all' | 'shared'; query: Record<string, number | number[]> } {
  const query: Record<string, number | number[]> = { og: courseId, offset, limit };
  if (filters.assignmentId !== null) query['assignmentId[]'] = [filters.assignmentId];
  if (filters.uid !== null) query['uid[]'] = [filters.uid];
  if (filters.tid !== null) query['tid[]'] = [filters.tid];
  return { type: filters.sharedWithMe ? 'shared' : 'all', query };
}

/** Offset of the next page, or undefined when every item is loaded. */
export function nextVideoOffset(page: { offset: number; limit: number; total: number; items: readonly unknown[] }): number | undefined {
  const next = page.offset + page.items.length;
  return page.items.length > 0 && next < page.total ? next : undefined;
}
