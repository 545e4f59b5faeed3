// The comments on a timeline under the player: a marker at each comment's time; clicking one seeks.
import type { ContentItem } from '@campus/shared';
import { Box, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPlayerTime, markerPercent } from '../utils/video-time.ts';

export interface VideoTimelineProps {
  comments: readonly ContentItem[];
  duration: number | null;
  currentTime: number;
  highlightedId: number | null;
  onSeek(comment: ContentItem): void;
}

export function VideoTimeline({ comments, duration, currentTime, highlightedId, onSeek }: VideoTimelineProps) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="video-timeline"
      pos="relative"
      h={18}
      my={4}
      style={{ background: 'var(--mantine-color-gray-2)', borderRadius: 9 }}
      aria-label={t('videos.player.timeline')}
      role="group"
    >
      <Box
        pos="absolute"
        top={0}
        left={0}
        h="100%"
        w={`${markerPercent(currentTime, duration)}%`}
        style={{ background: 'var(--mantine-color-blue-1)', borderRadius: 9, pointerEvents: 'none' }}
      />
      {comments.map((comment) => {
        const time = comment.videoTime ?? 0;
        const label = t('videos.player.markerLabel', { time: formatPlayerTime(time), author: comment.author?.name ?? t('videos.unknownAuthor') });
        return (
          <Tooltip key={comment.id} label={label} withinPortal>
            <UnstyledButton
              data-testid="timeline-marker"
              data-comment-id={comment.id}
              aria-label={label}
              onClick={() => onSeek(comment)}
              pos="absolute"
              top={2}
              h={14}
              w={14}
              style={{
                left: `calc(${markerPercent(time, duration)}% - 7px)`,
                borderRadius: 7,
                background: comment.id === highlightedId ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-blue-6)',
                border: '2px solid white',
              }}
            />
          </Tooltip>
        );
      })}
    </Box>
  );
}
