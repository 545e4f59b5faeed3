// The comments beside the player (below it on a phone), sorted by time; each one seeks to its time.
import type { ContentItem } from '@campus/shared';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { VideoCommentItem } from './video-comment-item.tsx';

export interface VideoCommentListProps {
  courseId: number;
  videoId: number;
  comments: readonly ContentItem[];
  pending: boolean;
  error: unknown;
  highlightedId: number | null;
  /** The list items by comment id, so the page can scroll one into view. */
  itemRefs: { readonly current: Map<number, HTMLDivElement> };
  onSeek: (comment: ContentItem) => void;
}

export function VideoCommentList({ courseId, videoId, comments, pending, error, highlightedId, itemRefs, onSeek }: VideoCommentListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="video-comments">
      <Title order={3} size="h4">
        {t('videos.player.comments', { count: comments.length })}
      </Title>
      {pending ? (
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      ) : error ? (
        <Alert color="red">{errorText(t, error)}</Alert>
      ) : comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('videos.player.noComments')}
        </Text>
      ) : (
        comments.map((comment) => (
          <VideoCommentItem
            key={comment.id}
            ref={(node) => {
              if (node) itemRefs.current.set(comment.id, node);
              else itemRefs.current.delete(comment.id);
            }}
            courseId={courseId}
            videoId={videoId}
            comment={comment}
            highlighted={comment.id === highlightedId}
            onSeek={onSeek}
          />
        ))
      )}
    </Stack>
  );
}
