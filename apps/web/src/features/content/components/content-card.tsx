// One item of the feed: type, title (link to its page), author, date, excerpt and comment count.
import { coursePath, type ContentItem } from '@campus/shared';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberName } from '../../../components/member-name.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { HiddenByModeratorsNote } from '../../../components/report-action.tsx';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { detailKindOf } from '../utils/content-kind.ts';
import { excerptOf } from '../utils/format.ts';
import { ContentTypeBadge } from './content-type-badge.tsx';

export function ContentCard({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const kind = detailKindOf(item.type);
  const excerpt = excerptOf(item.body);
  return (
    <Card withBorder padding="md" radius="md" component="article" data-testid="content-card" aria-labelledby={`content-${item.id}-title`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs">
            <ContentTypeBadge type={item.type} />
            <HiddenByModeratorsNote hidden={item.moderation_hidden} compact />
          </Group>
          <Group gap={4} c="dimmed" wrap="nowrap" aria-label={t('content.commentCount', { count: item.commentCount })}>
            <IconMessageCircle size={16} aria-hidden />
            <Text size="sm" data-testid="content-comment-count">
              {item.commentCount}
            </Text>
          </Group>
        </Group>
        <Text fw={600} id={`content-${item.id}-title`} style={{ overflowWrap: 'anywhere' }}>
          {kind ? (
            <Anchor component={Link} to={localized(coursePath(item.courseId, 'content-details', { kind, id: item.id }))} inherit>
              {item.title}
            </Anchor>
          ) : (
            item.title
          )}
        </Text>
        <Text size="sm" c="dimmed">
          {item.author ? <MemberName uid={item.author.uid} name={item.author.name} courseId={item.courseId} /> : t('content.unknownAuthor')} ·{' '}
          <RelativeTime value={item.created} />
        </Text>
        {excerpt ? (
          <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }} data-testid="content-excerpt">
            {excerpt}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
