// course-{id}/app/video-player?id&cid (spec §2, issue 8): the HTML5 player with the comments on a
// timeline and in a list beside it (below on a phone), sorted by time. "Comment at current time" pauses
// and opens a composer stamped with the time; clicking a comment or marker seeks to it; `cid` opens at
// that comment. Keyboard: space/k play-pause, j/l ∓5 s, ←/→ ∓1 s, c comment; after posting, focus moves to
// the new comment (its time, text and "Copy link" follow by Tab), after cancelling back to "Comment at
// current time". Split screen beside it.
// `?download=source` and `?export=xls` (the legacy download links) fetch those files once. It resumes
// where this user stopped, on any device, and reports watched ranges (use-watch-progress.ts).
import { hasPermission, type ContentItem, type Course, type Video } from '@campus/shared';
import { Alert, Badge, Box, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-state.tsx';
import { HiddenByModeratorsNote, ReportButton } from '../../../components/report-action.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useVideo } from '../api/get-video.ts';
import { useCreateVideoComment, useVideoComments } from '../api/video-comments.ts';
import { useOpenAtComment } from '../hooks/use-open-at-comment.ts';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts.ts';
import { usePlayerTime } from '../hooks/use-player-time.ts';
import { useVideoDownloads } from '../hooks/use-video-downloads.ts';
import { useWatchProgress } from '../hooks/use-watch-progress.ts';
import { textToCommentHtml } from '../utils/video-comments.ts';
import { roundToTenths } from '../utils/video-time.ts';
import { SplitFollower, SplitScreenPicker, type SplitSelection } from './split-screen.tsx';
import { VideoCommentComposer } from './video-comment-composer.tsx';
import { VideoCommentList } from './video-comment-list.tsx';
import { VideoPlayerActions } from './video-player-actions.tsx';
import { VideoPlayerMedia } from './video-player-media.tsx';
import { VideoTimeline } from './video-timeline.tsx';

export interface VideoPlayerPageProps {
  course: Pick<Course, 'og_id' | 'permissions'>;
  videoId: number;
  /** The comment to open at (`cid`). */
  commentId: number | null;
  /** More actions under the timeline, for the ready video (the app composes other features here). */
  extraActions?: (video: Video) => ReactNode;
}

export function VideoPlayerPage({ course, videoId, commentId, extraActions }: VideoPlayerPageProps) {
  const { t } = useTranslation();
  const video = useVideo(videoId);
  const comments = useVideoComments(course.og_id, videoId);
  const createComment = useCreateVideoComment(course.og_id, videoId);
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const { currentTime, setCurrentTime, duration } = usePlayerTime(element);
  const [composerTime, setComposerTime] = useState<number | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(commentId);
  const [split, setSplit] = useState<SplitSelection | null>(null);
  const [showSplitPicker, setShowSplitPicker] = useState(false);
  const itemRefs = useRef(new Map<number, HTMLDivElement>());
  const commentButtonRef = useRef<HTMLButtonElement | null>(null);
  // A comment just posted, to focus once the refetched list shows it.
  const [focusCommentId, setFocusCommentId] = useState<number | null>(null);

  const list = useMemo(() => comments.data ?? [], [comments.data]);
  const canComment = hasPermission(course.permissions, 'create_content');
  const canManage = hasPermission(course.permissions, 'manage_videos');
  const data = video.data;
  const videoDuration = duration ?? data?.duration ?? null;

  const seekTo = useCallback(
    (comment: ContentItem) => {
      setHighlighted(comment.id);
      if (!element) return;
      element.currentTime = comment.videoTime ?? 0;
      setCurrentTime(element.currentTime);
    },
    [element, setCurrentTime],
  );

  useOpenAtComment({ commentId, comments: list, element, itemRefs, onHighlight: setHighlighted, onTime: setCurrentTime });

  const openComposer = useCallback(() => {
    if (!canComment) return;
    element?.pause();
    setComposerTime(roundToTenths(element?.currentTime ?? 0));
  }, [canComment, element]);

  usePlayerShortcuts({ element, duration: videoDuration, onTime: setCurrentTime, onComment: openComposer });
  // Resume where this user stopped (any device) unless a comment (`cid`) says where to open.
  useWatchProgress({ videoId, element, resume: commentId === null, onTime: setCurrentTime });
  const download = useVideoDownloads(data);

  useEffect(() => {
    if (focusCommentId === null) return;
    const item = itemRefs.current.get(focusCommentId);
    if (!item) return;
    item.focus({ preventScroll: true });
    item.scrollIntoView({ block: 'nearest' });
    setFocusCommentId(null);
  }, [focusCommentId, list]);

  const cancelComment = () => {
    setComposerTime(null);
    commentButtonRef.current?.focus();
  };

  const saveComment = (text: string) => {
    if (composerTime === null) return;
    createComment.mutate(
      { videoTime: composerTime, body: textToCommentHtml(text) },
      {
        onSuccess: (created) => {
          setComposerTime(null);
          setHighlighted(created.id);
          setFocusCommentId(created.id);
        },
      },
    );
  };

  if (video.isPending) return <PageLoading />;
  if (video.isError || !data) {
    return (
      <Alert color="red" role="alert" m="md">
        {errorText(t, video.error)}
      </Alert>
    );
  }

  const player = <VideoPlayerMedia video={data} canManage={canManage} onElement={setElement} />;

  return (
    <Stack p={{ base: 'xs', sm: 'md' }} gap="sm" data-testid="video-player-page">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2" style={{ wordBreak: 'break-word' }}>
          {data.title || t('videos.untitled')}
        </Title>
        <Group gap="xs">
          {data.topics.map((topic) => (
            <Badge key={topic.tid} variant="outline">
              {topic.name}
            </Badge>
          ))}
          {data.permissions.update ? null : <ReportButton kind="video" targetId={data.id} label={data.title || t('videos.untitled')} />}
        </Group>
      </Group>
      <HiddenByModeratorsNote hidden={data.moderation_hidden} />
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
                <VideoPlayerActions
                  canComment={canComment}
                  canDownload={data.permissions.update}
                  splitPickerOpen={showSplitPicker}
                  onComment={openComposer}
                  onToggleSplitPicker={() => setShowSplitPicker((open) => !open)}
                  onDownload={download}
                  commentButtonRef={commentButtonRef}
                >
                  {extraActions?.(data)}
                </VideoPlayerActions>
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
                    error={createComment.isError ? errorText(t, createComment.error) : null}
                    onSave={saveComment}
                    onCancel={cancelComment}
                  />
                )}
              </>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <VideoCommentList
            courseId={course.og_id}
            videoId={videoId}
            comments={list}
            pending={comments.isPending}
            error={comments.isError ? comments.error : null}
            highlightedId={highlighted}
            itemRefs={itemRefs}
            onSeek={seekTo}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
