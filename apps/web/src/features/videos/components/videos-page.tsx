// course-{id}/app/videos (spec §2, issue 8): the course's videos as a grid of cards, 16 a page with
// "load more", filters in the URL, the upload button for members with upload_video. `?upload=1` opens
// the upload modal (the top-level video-upload-modal route and the legacy /videos/upload link land here).
// Where the browser can record (camera and MediaRecorder), "Record video" opens the live-recording modal
// (`?record=1`, the top-level live-recording-modal route lands here too; issue 18).
import { hasPermission, type Course, type Video } from '@campus/shared';
import { liveRecordingSupported } from '@campus/shared/rules/live-recording';
import { Alert, Button, Center, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-state.tsx';
import { useAssignmentOptions } from '../api/get-upload-options.ts';
import { useVideos } from '../api/get-videos.ts';
import type { UploadTokenSource } from '../api/upload-video.ts';
import type { KeepLocalCopy, QueueUpload } from '../hooks/use-video-upload.ts';
import { useRetryVideo } from '../api/video-mutations.ts';
import { readVideoFilters, writeVideoFilters, hasVideoFilters, type VideoFilters } from '../utils/video-filters.ts';
import { VideoCard } from './video-card.tsx';
import { VideoFiltersBar, type FilterOption } from './video-filters-bar.tsx';
import { errorText } from '../../../lib/error-text.ts';

const VideoUploadModal = lazy(async () => ({ default: (await import('./video-upload-modal.tsx')).VideoUploadModal }));
const LiveRecordingModal = lazy(async () => ({ default: (await import('./live-recording-modal.tsx')).LiveRecordingModal }));

/** Whether this browser can record from the camera (checked once per render; tests stub the globals). */
function canRecordHere(): boolean {
  return liveRecordingSupported({ navigator: window.navigator, MediaRecorder: (window as Window & { MediaRecorder?: unknown }).MediaRecorder });
}

export interface VideosPageProps {
  course: Pick<Course, 'og_id' | 'label' | 'permissions'>;
  tokens: UploadTokenSource;
  /** Keeps a finished native upload for offline viewing (keep_videos; composed in app/). */
  keepLocalCopy?: KeepLocalCopy | undefined;
  /** Keeps a video that may not upload now on the device until it can (the offline upload queue). */
  queueUpload?: QueueUpload | undefined;
}

function uniqueOptions(entries: Iterable<FilterOption>): FilterOption[] {
  const map = new Map<number, FilterOption>();
  for (const entry of entries) map.set(entry.value, entry);
  return [...map.values()].sort((a, b) => a.label.localeCompare(b.label));
}

export function VideosPage({ course, tokens, keepLocalCopy, queueUpload }: VideosPageProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readVideoFilters(search), [search]);
  const videos = useVideos(course.og_id, filters);
  const assignments = useAssignmentOptions(course.og_id);
  const retry = useRetryVideo();
  const canUpload = hasPermission(course.permissions, 'upload_video');
  const canManage = hasPermission(course.permissions, 'manage_videos');
  const uploadOpen = search.get('upload') === '1' && canUpload;
  const canRecord = canUpload && canRecordHere();
  const recordOpen = search.get('record') === '1' && canRecord && !uploadOpen;

  const items: Video[] = useMemo(() => videos.data?.pages.flatMap((page) => page.items) ?? [], [videos.data]);
  const total = videos.data?.pages[0]?.total ?? 0;
  const authors = useMemo(
    () => uniqueOptions(items.flatMap((video) => (video.owner ? [{ value: video.owner.uid, label: video.owner.name }] : []))),
    [items],
  );
  const topics = useMemo(() => uniqueOptions(items.flatMap((video) => video.topics.map((topic) => ({ value: topic.tid, label: topic.name })))), [items]);

  const setFilters = (next: VideoFilters) => setSearch(writeVideoFilters(search, next), { replace: true });
  const setModal = (param: 'upload' | 'record', open: boolean) => {
    const next = new URLSearchParams(search);
    if (open) next.set(param, '1');
    else next.delete(param);
    setSearch(next, { replace: !open });
  };
  const setUpload = (open: boolean) => setModal('upload', open);

  const onRetry = (videoId: number) =>
    retry.mutate(videoId, {
      onError: (error) =>
        notifications.show({ color: 'red', message: errorText(t, error) }),
    });

  return (
    <Stack data-testid="videos-page" p={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('videos.title')}
        </Title>
        {canUpload && (
          <Group gap="xs">
            {canRecord && (
              <Button variant="light" onClick={() => setModal('record', true)}>
                {t('videos.actions.record')}
              </Button>
            )}
            <Button onClick={() => setUpload(true)}>{t('videos.actions.upload')}</Button>
          </Group>
        )}
      </Group>
      <VideoFiltersBar
        filters={filters}
        onChange={setFilters}
        assignments={(assignments.data ?? []).map((item) => ({ value: item.id, label: item.title }))}
        authors={authors}
        topics={topics}
      />
      {videos.isPending ? (
        <PageLoading />
      ) : videos.isError ? (
        <Alert color="red" role="alert">
          {errorText(t, videos.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed" data-testid="videos-empty">
          {hasVideoFilters(filters) ? t('videos.emptyFiltered') : t('videos.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="videos-count">
            {t('videos.count', { shown: items.length, total })}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {items.map((video) => (
              <VideoCard
                key={video.id}
                video={video}
                courseId={course.og_id}
                canRetry={canManage}
                retrying={retry.isPending && retry.variables === video.id}
                onRetry={onRetry}
              />
            ))}
          </SimpleGrid>
          {videos.hasNextPage && (
            <Center>
              <Button variant="light" loading={videos.isFetchingNextPage} onClick={() => void videos.fetchNextPage()}>
                {t('videos.actions.loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
      {recordOpen && (
        <Suspense fallback={null}>
          <LiveRecordingModal course={course} opened onClose={() => setModal('record', false)} tokens={tokens} keepLocalCopy={keepLocalCopy} />
        </Suspense>
      )}
      {uploadOpen && (
        <Suspense fallback={null}>
          <VideoUploadModal course={course} opened onClose={() => setUpload(false)} tokens={tokens} initialAssignmentId={filters.assignmentId} keepLocalCopy={keepLocalCopy} queueUpload={queueUpload} />
        </Suspense>
      )}
    </Stack>
  );
}
