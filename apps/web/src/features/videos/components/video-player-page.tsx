// course-{id}/app/video-player?id&cid (spec §2, issue 8): the HTML5 player with the comments on a
// timeline and in a list beside it (below on a phone), sorted by time. "Comment at current time" pauses
// and opens a composer stamped with the time; clicking a comment or marker seeks to it; `cid` opens at
// that comment. Keyboard: space/k play-pause, j/l ∓5 s, ←/→ ∓1 s, c comment. Split screen beside it.
// `?download=source` and `?export=xls` (the legacy download links) fetch those files once.
import { hasPermission, type ContentItem, type Course } from '@campus/shared';
import { Alert, Badge, Box, Button, Grid, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-state.tsx';
import { downloadCommentsExport, downloadVideoSource } from '../api/downloads.ts';
import { useVideo } from '../api/get-video.ts';
import { useCreateVideoComment, useVideoComments } from '../api/video-comments.ts';
import { useRetryVideo } from '../api/video-mutations.ts';
import { playerShortcut } from '../utils/player-shortcuts.ts';
import { textToCommentHtml } from '../utils/video-comments.ts';
import { roundToTenths, seekBy } from '../utils/video-time.ts';
import { SplitFollower, SplitScreenPicker, type SplitSelection } from './split-screen.tsx';
import { VideoCommentComposer } from './video-comment-composer.tsx';
import { VideoCommentItem } from './video-comment-item.tsx';
import { VideoTimeline } from './video-timeline.tsx';
import { errorCodeOf } from '../../../lib/error-text.ts';

export interface VideoPlayerPageProps {
  course: Pick<Course, 'og_id' | 'permissions'>;
  videoId: number;
  /** The comment to open at (`cid`). */
  commentId: number | null;
}

/** Runs `apply` once the element knows its duration (seeking before that is lost in some browsers). */
function whenMetadata(element: HTMLVideoElement, apply: () => void): () => void {
  if (element.readyState >= 1) {
    apply();
    return () => undefined;
  }
  element.addEventListener('loadedmetadata', apply, { once: true });
  return () => element.removeEventListener('loadedmetadata', apply);
}

export function VideoPlayerPage({ course, videoId, commentId }: VideoPlayerPageProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const video = useVideo(videoId);
  const comments = useVideoComments(course.og_id, videoId);
  const createComment = useCreateVideoComment(course.og_id, videoId);
  const retry = useRetryVideo();
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState<number | null>(null);
  const [composerTime, setComposerTime] = useState<number | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(commentId);
  const [split, setSplit] = useState<SplitSelection | null>(null);
  const [showSplitPicker, setShowSplitPicker] = useState(false);
  const itemRefs = useRef(new Map<number, HTMLDivElement>());
  const appliedCid = useRef<number | null>(null);

  const list = useMemo(() => comments.data ?? [], [comments.data]);
  const canComment = hasPermission(course.permissions, 'create_content');
  const canManage = hasPermission(course.permissions, 'manage_videos');
  const data = video.data;
  const videoDuration = duration ?? data?.duration ?? null;

  // Player state for the timeline.
  useEffect(() => {
    if (!element) return;
    const onTime = () => setCurrentTime(element.currentTime);
    const onMeta = () => setDuration(Number.isFinite(element.duration) && element.duration > 0 ? element.duration : null);
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('seeked', onTime);
    element.addEventListener('loadedmetadata', onMeta);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('seeked', onTime);
      element.removeEventListener('loadedmetadata', onMeta);
    };
  }, [element]);

  const seekTo = useCallback(
    (comment: ContentItem) => {
      setHighlighted(comment.id);
      if (!element) return;
      element.currentTime = comment.videoTime ?? 0;
      setCurrentTime(element.currentTime);
    },
    [element],
  );

  // `cid`: seek to that comment, highlight it and scroll it into view, once.
  useEffect(() => {
    if (commentId === null || appliedCid.current === commentId || !element) return;
    const target = list.find((comment) => comment.id === commentId);
    if (!target) return;
    appliedCid.current = commentId;
    setHighlighted(commentId);
    const reveal = () => itemRefs.current.get(commentId)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    reveal();
    return whenMetadata(element, () => {
      element.currentTime = target.videoTime ?? 0;
      setCurrentTime(element.currentTime);
      // The player has its height now; the comment may have moved out of view (a phone stacks them).
      window.requestAnimationFrame(reveal);
    });
  }, [commentId, list, element]);

  const openComposer = useCallback(() => {
    if (!canComment) return;
    element?.pause();
    setComposerTime(roundToTenths(element?.currentTime ?? 0));
  }, [canComment, element]);

  // Keyboard shortcuts; they stay quiet while the user types.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!element) return;
      const shortcut = playerShortcut(event);
      if (!shortcut) return;
      // Buttons keep space for themselves.
      if (event.key === ' ' && event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      if (shortcut.type === 'toggle') {
        if (element.paused) void element.play()?.catch(() => undefined);
        else element.pause();
      } else if (shortcut.type === 'seek') {
        element.currentTime = seekBy(element.currentTime, shortcut.delta, videoDuration);
        setCurrentTime(element.currentTime);
      } else {
        openComposer();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [element, openComposer, videoDuration]);

  // Legacy download links: ?download=source and ?export=xls fetch the file once, then leave the URL.
  const downloadRequest = search.get('download');
  const exportRequest = search.get('export');
  useEffect(() => {
    if (!data || (downloadRequest !== 'source' && exportRequest !== 'xls')) return;
    const next = new URLSearchParams(search);
    next.delete('download');
    next.delete('export');
    setSearch(next, { replace: true });
    const task = downloadRequest === 'source' ? downloadVideoSource(data.id, data.title) : downloadCommentsExport(data.id);
    task.catch((error: unknown) => notifications.show({ color: 'red', message: t(`errors.${errorCodeOf(error)}`) }));
  }, [data, downloadRequest, exportRequest, search, setSearch, t]);

  const saveComment = (text: string) => {
    if (composerTime === null) return;
    createComment.mutate(
      { videoTime: composerTime, body: textToCommentHtml(text) },
      {
        onSuccess: (created) => {
          setComposerTime(null);
          setHighlighted(created.id);
        },
      },
    );
  };

  const onDownload = (kind: 'source' | 'export') => {
    if (!data) return;
    const task = kind === 'source' ? downloadVideoSource(data.id, data.title) : downloadCommentsExport(data.id);
    task.catch((error: unknown) => notifications.show({ color: 'red', message: t(`errors.${errorCodeOf(error)}`) }));
  };

  if (video.isPending) return <PageLoading />;
  if (video.isError || !data) {
    return (
      <Alert color="red" role="alert" m="md">
        {t(`errors.${errorCodeOf(video.error)}`)}
      </Alert>
    );
  }

  const player =
    data.status === 'ready' && data.playerURL ? (
      <video
        ref={setElement}
        src={data.playerURL}
        poster={data.posterUrl ?? undefined}
        controls
        playsInline
        preload="metadata"
        data-testid="video-element"
        aria-label={data.title}
        style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 4, display: 'block' }}
      />
    ) : data.status === 'failed' ? (
      <Alert color="red" data-testid="video-failed" title={t('videos.status.failed')}>
        {data.failureReason && <Text size="sm">{data.failureReason}</Text>}
        {canManage && (
          <Button
            mt="xs"
            size="xs"
            loading={retry.isPending}
            onClick={() => retry.mutate(data.id, { onError: (error) => notifications.show({ color: 'red', message: t(`errors.${errorCodeOf(error)}`) }) })}
          >
            {t('videos.actions.retry')}
          </Button>
        )}
      </Alert>
    ) : (
      <Alert color="blue" data-testid="video-processing">
        {t('videos.upload.processing')}
      </Alert>
    );

  return (
    <Stack p={{ base: 'xs', sm: 'md' }} gap="sm" data-testid="video-player-page">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} style={{ wordBreak: 'break-word' }}>
          {data.title || t('videos.untitled')}
        </Title>
        <Group gap="xs">
          {data.topics.map((topic) => (
            <Badge key={topic.tid} variant="outline">
              {topic.name}
            </Badge>
          ))}
        </Group>
      </Group>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xs">
            {split ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" data-testid="split-screen">
                <Box>{player}</Box>
                <SplitFollower main={element} selection={split} onOffsetChange={(offset) => setSplit({ ...split, offset })} onClose={() => setSplit(null)} />
              </SimpleGrid>
            ) : (
              player
            )}
            {data.status === 'ready' && (
              <>
                <VideoTimeline comments={list} duration={videoDuration} currentTime={currentTime} highlightedId={highlighted} onSeek={seekTo} />
                <Group gap="xs" wrap="wrap">
                  {canComment && (
                    <Button onClick={openComposer} data-testid="comment-now">
                      {t('videos.player.commentNow')}
                    </Button>
                  )}
                  <Button variant="light" onClick={() => setShowSplitPicker((open) => !open)} aria-expanded={showSplitPicker}>
                    {t('videos.split.button')}
                  </Button>
                  {data.permissions.update && (
                    <>
                      <Button variant="subtle" onClick={() => onDownload('source')}>
                        {t('videos.actions.downloadSource')}
                      </Button>
                      <Button variant="subtle" onClick={() => onDownload('export')}>
                        {t('videos.actions.exportComments')}
                      </Button>
                    </>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {t('videos.player.shortcuts')}
                </Text>
                {showSplitPicker && !split && (
                  <SplitScreenPicker
                    courseId={course.og_id}
                    video={data}
                    onOpen={(selection) => {
                      setSplit(selection);
                      setShowSplitPicker(false);
                    }}
                  />
                )}
                {composerTime !== null && (
                  <VideoCommentComposer
                    time={composerTime}
                    saving={createComment.isPending}
                    error={createComment.isError ? t(`errors.${errorCodeOf(createComment.error)}`) : null}
                    onSave={saveComment}
                    onCancel={() => setComposerTime(null)}
                  />
                )}
              </>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xs" data-testid="video-comments">
            <Title order={3} size="h4">
              {t('videos.player.comments', { count: list.length })}
            </Title>
            {comments.isPending ? (
              <Loader size="sm" aria-label={t('common.loading')} />
            ) : comments.isError ? (
              <Alert color="red">{t(`errors.${errorCodeOf(comments.error)}`)}</Alert>
            ) : list.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('videos.player.noComments')}
              </Text>
            ) : (
              list.map((comment) => (
                <VideoCommentItem
                  key={comment.id}
                  ref={(node) => {
                    if (node) itemRefs.current.set(comment.id, node);
                    else itemRefs.current.delete(comment.id);
                  }}
                  videoId={videoId}
                  comment={comment}
                  highlighted={comment.id === highlighted}
                  onSeek={seekTo}
                />
              ))
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
