// `app/conversations`, `conversations` and `course-{id}/app/conversations`: the caller's conversations,
// newest activity first (the real-time stream refetches the list, so it re-sorts by itself), with a
// search, unread counts, the last message and paging; "New conversation" starts one.
import type { ConversationSummary } from '@campus/shared';
import { CONVERSATIONS_PAGE_SIZE } from '@campus/shared';
import { Anchor, Avatar, Badge, Button, Group, Pagination, Paper, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { useConversations } from '../api/get-conversations.ts';
import { conversationName, conversationPath, otherParticipants } from '../utils/conversation-display.ts';
import { NewConversationModal } from './new-conversation-modal.tsx';

const SEARCH_DEBOUNCE_MS = 300;

export interface ConversationsPageProps {
  /** A course's list: only its conversations, and new ones belong to it. */
  courseId?: number;
  myUid: number;
}

function ConversationRow({ conversation, courseId, myUid }: { conversation: ConversationSummary; courseId: number | undefined; myUid: number }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const others = otherParticipants(conversation, myUid);
  const unread = conversation.unreadCount;
  const last = conversation.lastMessage;
  const excerpt = last === null ? t('conversations.list.noMessages') : last.authorUid === myUid ? t('conversations.list.ownExcerpt', { text: last.excerpt }) : last.excerpt;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="conversation-row" data-unread={unread > 0 ? 'true' : 'false'}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar.Group aria-hidden>
          {others.slice(0, 2).map((person) => (
            <Avatar key={person.uid} src={person.picture} name={person.name} color="initials" alt="" />
          ))}
        </Avatar.Group>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Anchor component={Link} to={localized(conversationPath(conversation.id, courseId))} fw={unread > 0 ? 700 : 500} truncate="end">
              {conversationName(conversation, myUid)}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              <RelativeTime value={last?.created ?? conversation.updated} />
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c="dimmed" truncate="end" fw={unread > 0 ? 600 : undefined}>
              {excerpt}
            </Text>
            {unread > 0 ? (
              <Badge size="sm" circle={unread < 10} style={{ flexShrink: 0 }} data-testid="conversation-unread">
                <span aria-hidden>{unread}</span>
                <VisuallyHidden>{t('conversations.list.unread', { count: unread })}</VisuallyHidden>
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

export function ConversationsPage({ courseId, myUid }: ConversationsPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const list = useConversations({ courseId, page, search: debounced });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / CONVERSATIONS_PAGE_SIZE));

  return (
    <Stack gap="md" data-testid="conversations-page">
      <Group justify="space-between">
        <Title order={1}>{t('conversations.title')}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('conversations.new.open')}
        </Button>
      </Group>
      <TextInput
        type="search"
        label={t('conversations.list.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(0);
        }}
      />
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <PageError error={list.error} title={t('conversations.list.loadFailed')} />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed">{debounced ? t('conversations.list.noMatches') : t('conversations.list.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('conversations.list.label')}>
          {list.data.items.map((conversation) => (
            <ConversationRow key={conversation.id} conversation={conversation} courseId={courseId} myUid={myUid} />
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(next) => setPage(next - 1)}
          getControlProps={(control) => ({ 'aria-label': t(`conversations.list.page.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('conversations.list.page.number', { page: item }) })}
        />
      ) : null}
      <NewConversationModal
        opened={creating}
        onClose={() => setCreating(false)}
        {...(courseId === undefined ? {} : { courseId })}
        onCreated={(conversation) => {
          setCreating(false);
          void navigate(localized(conversationPath(conversation.id, courseId)));
        }}
      />
    </Stack>
  );
}
