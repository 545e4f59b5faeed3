// One video in the grid: poster, title (to the player), owner and date, comment count, status badge
// (processing / failed), a "Live recording" badge on the poster of a recording made in the browser, and
// retry for staff when processing failed.
import { coursePath, type Video } from '@campus/shared';
import { AspectRatio, Badge, Button, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WHOLE_BADGE_STYLES } from '../../../components/whole-badge.ts';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { formatDate } from '../../../lib/dates.ts';

export interface VideoCardProps {
  video: Video;
  courseId: number;
  canRetry: boolean;
  retrying: boolean;
  onRetry(videoId: number): void;
}

export function VideoCard({ video, courseId, canRetry, retrying, onRetry }: VideoCardProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const to = localized(coursePath(courseId, 'video-player', { id: video.id }));
  const created = formatDate(video.created);
  return (
    <Card withBorder padding="sm" radius="md" data-testid="video-card" data-video-id={video.id} data-status={video.status}>
      <Card.Section pos="relative">
        {/* A live recording (issue 18) says so on its poster, without moving the card's text. */}
        {video.source === 'live_recording' && (
          <Badge
            color="grape"
            variant="filled"
            size="sm"
            pos="absolute"
            top={8}
            left={8}
            style={{ zIndex: 1 }}
            data-testid="video-live-recording"
            styles={WHOLE_BADGE_STYLES}
          >
            {t('videos.live.badge')}
          </Badge>
        )}
        <AspectRatio ratio={16 / 9}>
          {video.posterUrl ? (
            <Link to={to} aria-hidden tabIndex={-1}>
              <Image src={video.posterUrl} alt="" data-testid="video-poster" h="100%" fit="cover" />
            </Link>
          ) : (
            <Center bg="gray.1" data-testid="video-poster-placeholder">
              <Text size="sm" c="dimmed">
                {t(`videos.status.${video.status}`)}
              </Text>
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text component={Link} to={to} fw={600} lineClamp={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {video.title || t('videos.untitled')}
          </Text>
          {video.status !== 'ready' && (
            <Badge color={video.status === 'failed' ? 'red' : 'blue'} variant="light" data-testid="video-status" styles={WHOLE_BADGE_STYLES}>
              {t(`videos.status.${video.status}`)}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {[video.owner?.name, created].filter(Boolean).join(' · ')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('videos.commentCount', { count: video.commentCount })}
        </Text>
        {video.status === 'failed' && video.failureReason && (
          <Text size="xs" c="red" data-testid="video-failure-reason">
            {video.failureReason}
          </Text>
        )}
        {video.status === 'failed' && canRetry && (
          <Button size="xs" variant="light" loading={retrying} onClick={() => onRetry(video.id)}>
            {t('videos.actions.retry')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
