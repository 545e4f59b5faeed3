// `conversation?id=` (top-level or beneath a course): the conversation's name and people, the thread and
// the composer. New messages arrive through the real-time stream (the shell's connection).
import { ActionIcon, Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useSendMessage } from '../api/messages.ts';
import { conversationName, conversationsPath, otherParticipants } from '../utils/conversation-display.ts';
import { Composer } from './composer.tsx';
import { MessageThread } from './message-thread.tsx';

export interface ConversationPageProps {
  conversationId: number;
  /** The course whose screens this was opened from; the back link goes to its list. */
  courseId?: number;
  myUid: number;
}

export function ConversationPage({ conversationId, courseId, myUid }: ConversationPageProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const conversation = useConversation(conversationId);
  const send = useSendMessage(conversationId);
  // The thread follows new messages while the reader is at the bottom, and always after a send.
  const followRef = useRef(true);

  if (conversation.isPending) return <PageLoading />;
  if (conversation.isError) return <PageError error={conversation.error} title={t('conversations.thread.loadFailed')} />;

  const summary = conversation.data;
  const others = otherParticipants(summary, myUid);
  return (
    <Stack gap="sm" data-testid="conversation-page">
      <Group gap="sm" wrap="nowrap" align="center">
        <ActionIcon component={Link} to={localized(conversationsPath(courseId))} variant="subtle" size="lg" aria-label={t('conversations.backToList')}>
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        <Avatar.Group aria-hidden>
          {others.slice(0, 3).map((person) => (
            <Avatar key={person.uid} src={person.picture} name={person.name} color="initials" size="md" alt="" />
          ))}
        </Avatar.Group>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={1} size="h3" lineClamp={2}>
            {conversationName(summary, myUid)}
          </Title>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {t('conversations.participants', { names: summary.participants.map((person) => (person.uid === myUid ? t('conversations.message.you') : person.name)).join(', ') })}
          </Text>
        </Stack>
      </Group>
      <MessageThread conversation={summary} myUid={myUid} followRef={followRef} />
      <Composer
        conversationId={conversationId}
        onSend={(input) => {
          followRef.current = true;
          return send.mutateAsync(input.attachmentIds.length > 0 ? input : { text: input.text });
        }}
      />
    </Stack>
  );
}
