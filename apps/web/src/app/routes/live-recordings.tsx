// Live recordings (issue 18, spec §2): `live-recordings/comments/{nid}` shows a recording with its timed
// comments (the videos' player page, in the recording's course), and the top-level live-recording-modal
// route opens the recorder over the selected course's videos.
import { appPath, coursePath } from '@campus/shared';
import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { useCourse } from '../../features/courses/api/get-course.ts';
import { useSelectedCourseId } from '../../features/courses/store/selected-course.ts';
import { useVideo } from '../../features/videos/api/get-video.ts';
import { VideoPlayerPage } from '../../features/videos/components/video-player-page.tsx';
import { useLocalizedPath } from '../../hooks/use-localized-path.ts';

const positiveId = (value: string | null | undefined) => (value !== null && value !== undefined && /^[1-9]\d*$/.test(value) ? Number(value) : null);

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
      <VideoPlayerPage key={videoId} course={course.data} videoId={videoId} commentId={commentId} />
    </Stack>
  );
}
