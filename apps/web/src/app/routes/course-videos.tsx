// course-{id}/app/videos and video-player?id&cid (spec §2, issue 8), and the top-level
// video-upload-modal route, which opens the upload modal over the selected course's videos. Live
// recordings (issue 18): `live-recordings/comments/{nid}` shows a recording with its timed comments (the
// player page, in the recording's course), and live-recording-modal opens the recorder over the selected
// course's videos. One chunk: the live-recording screens share the player with the course's videos.
import { appPath, coursePath } from '@campus/shared';
import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Video } from '@campus/shared';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { useCourse } from '../../features/courses/api/get-course.ts';
import { useVideo } from '../../features/videos/api/get-video.ts';
import { useMe } from '../../features/auth/api/get-me.ts';
import { VideoPlayerPage } from '../../features/videos/components/video-player-page.tsx';
import { VideosPage } from '../../features/videos/components/videos-page.tsx';
import { useSelectedCourseId } from '../../features/courses/store/selected-course.ts';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';
import { uploadTokens } from '../upload-tokens.ts';
import { QueueRunner, useKeepLocalCopy, useQueueUpload } from '../video-upload-wiring.tsx';
import { useCourseOutlet } from './course-layout.tsx';

export function CourseVideosRoute() {
  const userId = useMe().data?.uid ?? null;
  // Issue 19: keep_videos keeps a finished native upload offline; a video that may not upload now waits in
  // the queue on the device, and the queue's runner uploads it here when the network is back.
  const keepLocalCopy = useKeepLocalCopy(userId);
  const queueUpload = useQueueUpload(userId);
  return (
    <>
      <VideosPage course={useCourseOutlet()} tokens={uploadTokens} keepLocalCopy={keepLocalCopy} queueUpload={queueUpload} />
      <QueueRunner userId={userId} keepLocalCopy={keepLocalCopy} />
    </>
  );
}

/** "Keep offline" under the player (issue 19), from the offline videos' own lazy chunk. */
const KeepOfflineAction = lazy(async () => ({ default: (await import('./offline-videos.tsx')).KeepOfflineAction }));

function keepOffline(video: Video): ReactNode {
  return (
    <Suspense fallback={null}>
      <KeepOfflineAction video={video} />
    </Suspense>
  );
}

const positiveId = (value: string | null | undefined) => (value !== null && value !== undefined && /^[1-9]\d*$/.test(value) ? Number(value) : null);

export function CourseVideoPlayerRoute() {
  const course = useCourseOutlet();
  const [search] = useSearchParams();
  const localized = useLocalizedPath();
  const videoId = positiveId(search.get('id'));
  const commentId = positiveId(search.get('cid'));
  if (videoId === null) return <Navigate to={localized(coursePath(course.og_id, 'videos'))} replace />;
  // Key: another video is another page (its own player, comments and split screen).
  return <VideoPlayerPage key={videoId} course={course} videoId={videoId} commentId={commentId} extraActions={keepOffline} />;
}

/** `video-upload-modal` (spec §2 modal route): the upload modal over the selected course's videos. */
export function VideoUploadModalRoute() {
  const courseId = useSelectedCourseId();
  const localized = useLocalizedPath();
  if (courseId === null) return <Navigate to={localized(appPath('course-menu-modal'))} replace />;
  return <Navigate to={localized(`${coursePath(courseId, 'videos')}?upload=1`)} replace />;
}

/** `live-recording-modal` (spec §2 modal route): the recorder over the selected course's videos. */
export function LiveRecordingModalRoute() {
  const courseId = useSelectedCourseId();
  const localized = useLocalizedPath();
  if (courseId === null) return <Navigate to={localized(appPath('course-menu-modal'))} replace />;
  return <Navigate to={localized(`${coursePath(courseId, 'videos')}?record=1`)} replace />;
}

/** `live-recordings/comments/{nid}` (`?cid=` opens at a comment): the recording and its comments. */
export function LiveRecordingCommentsRoute() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const params = useParams();
  const [search] = useSearchParams();
  // The route's loader accepted the segment, so it is a video id.
  const videoId = positiveId(params.nid) ?? 0;
  const commentId = positiveId(search.get('cid'));
  const video = useVideo(videoId);
  const course = useCourse(video.data?.courseId);

  if (video.isError) return <PageError error={video.error} title={t('videos.live.loadFailed')} />;
  if (course.isError) return <PageError error={course.error} title={t('videos.live.loadFailed')} />;
  if (!video.data || !course.data) return <PageLoading />;

  return (
    <Stack gap={0} data-testid="live-recording-page">
      <Group justify="space-between" px={{ base: 'xs', sm: 'md' }} pt={{ base: 'xs', sm: 'md' }}>
        {video.data.source === 'live_recording' ? (
          <Badge color="grape" variant="light" data-testid="live-recording-badge">
            {t('videos.live.badge')}
          </Badge>
        ) : (
          <span />
        )}
        <Anchor component={Link} to={localized(coursePath(course.data.og_id, 'videos'))} size="sm">
          {t('videos.live.allVideos', { course: course.data.label })}
        </Anchor>
      </Group>
      <VideoPlayerPage key={videoId} course={course.data} videoId={videoId} commentId={commentId} extraActions={keepOffline} />
    </Stack>
  );
}
