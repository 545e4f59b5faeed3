// Query keys of the videos feature; mutations invalidate by these prefixes.
import type { VideoFilters } from '../utils/video-filters.ts';

export const videoKeys = {
  all: ['videos'] as const,
  lists: () => [...videoKeys.all, 'list'] as const,
  list: (courseId: number, filters: VideoFilters) => [...videoKeys.lists(), courseId, filters] as const,
  details: () => [...videoKeys.all, 'detail'] as const,
  detail: (videoId: number) => [...videoKeys.details(), videoId] as const,
  comments: (videoId: number) => [...videoKeys.all, 'comments', videoId] as const,
  progress: (videoId: number) => [...videoKeys.all, 'progress', videoId] as const,
  replies: (commentId: number) => [...videoKeys.all, 'replies', commentId] as const,
  assignments: (courseId: number) => [...videoKeys.all, 'assignments', courseId] as const,
};
