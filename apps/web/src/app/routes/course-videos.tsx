// course-{id}/app/videos and video-player?id&cid (spec §2, issue 8), and the top-level
// video-upload-modal route, which opens the upload modal over the selected course's videos.
import { appPath, coursePath } from '@campus/shared';
import { Navigate, useSearchParams } from 'react-router';
import type { UploadTokenSource } from '../../features/videos/api/upload-video.ts';
import { VideoPlayerPage } from '../../features/videos/components/video-player-page.tsx';
import { VideosPage } from '../../features/videos/components/videos-page.tsx';
import { useSelectedCourseId } from '../../features/courses/store/selected-course.ts';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { getAccessToken } from '../../lib/auth-storage.ts';
import { tokenSession } from '../session.ts';
import { useCourseOutlet } from './course-layout.tsx';

/** The upload's Bearer token: the session's checked token, renewed after a 401 (spec §4 token rules). */
export const uploadTokens: UploadTokenSource = {
  current: () => tokenSession.ensureValidToken().catch(() => getAccessToken()),
  renew: (rejected) => tokenSession.renewAfterRejection(rejected),
};

export function CourseVideosRoute() {
  return <VideosPage course={useCourseOutlet()} tokens={uploadTokens} />;
}

const positiveId = (value: string | null) => (value !== null && /^[1-9]\d*$/.test(value) ? Number(value) : null);

export function CourseVideoPlayerRoute() {
  const course = useCourseOutlet();
  const [search] = useSearchParams();
  const localized = useLocalizedPath();
  const videoId = positiveId(search.get('id'));
  const commentId = positiveId(search.get('cid'));
  if (videoId === null) return <Navigate to={localized(coursePath(course.og_id, 'videos'))} replace />;
  // Key: another video is another page (its own player, comments and split screen).
  return <VideoPlayerPage key={videoId} course={course} videoId={videoId} commentId={commentId} />;
}

/** `video-upload-modal` (spec §2 modal route): the upload modal over the selected course's videos. */
export function VideoUploadModalRoute() {
  const courseId = useSelectedCourseId();
  const localized = useLocalizedPath();
  if (courseId === null) return <Navigate to={localized(appPath('course-menu-modal'))} replace />;
  return <Navigate to={localized(`${coursePath(courseId, 'videos')}?upload=1`)} replace />;
}
