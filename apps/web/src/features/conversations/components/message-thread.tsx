// The messages of a conversation, oldest at the top, in a scroll box that follows new messages while the
// reader is at the bottom. "Load earlier" fetches the page before the oldest shown and keeps what the
// reader looks at in place. Shown messages move the caller's read marker (only while the tab is visible).
import type { ConversationSummary } from '@campus/shared';
import { Button, Center, Loader, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../components/page-state.tsx';
import { useMessages } from '../api/get-messages.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { flattenMessages } from '../utils/message-pages.ts';
import { readMarkerTarget, seenReceipt } from '../utils/read-receipts.ts';
import classes from './conversations.module.css';
import { MessageItem } from './message-item.tsx';

/** Within this many pixels of the end the reader counts as "at the bottom". */
const BOTTOM_SLACK_PX = 48;

export interface MessageThreadProps {
  conversation: ConversationSummary;
  myUid: number;
  /** Set before the caller sends: the thread then scrolls to the new message whatever the position. */
  followRef: { current: boolean };
}

export function MessageThread({ conversation, myUid, followRef }: MessageThreadProps) {
  const { t } = useTranslation();
  const query = useMessages(conversation.id);
  const markRead = useMarkRead(conversation.id);
  const messages = useMemo(() => flattenMessages(query.data?.pages ?? []), [query.data]);
  const boxRef = useRef<HTMLDivElement>(null);
  const restore = useRef<{ height: number; top: number } | null>(null);
  const sentMarker = useRef(0);

  // Scroll: back to the same message after older ones were put above it, else follow the newest.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box === null) return;
    if (restore.current !== null) {
      box.scrollTop = box.scrollHeight - restore.current.height + restore.current.top;
      restore.current = null;
      return;
    }
    if (followRef.current) box.scrollTop = box.scrollHeight;
  }, [messages, followRef]);

  const me = conversation.participants.find((person) => person.uid === myUid);
  const target = readMarkerTarget(messages, me?.lastReadMessageId ?? null);
  useEffect(() => {
    if (target === null) return undefined;
    const mark = () => {
      if (document.visibilityState !== 'visible' || sentMarker.current >= target) return;
      sentMarker.current = target;
      markRead.mutate(target);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
    // markRead is a new object each render; the marker only depends on the target.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (query.isError) return <PageError error={query.error} title={t('conversations.thread.loadFailed')} />;

  const receipt = seenReceipt(messages, conversation.participants, myUid);
  const seenText =
    receipt === null
      ? undefined
      : conversation.participants.length <= 2
        ? t('conversations.thread.seen')
        : t('conversations.thread.seenBy', { names: receipt.readers.map((person) => person.name).join(', ') });

  const loadEarlier = () => {
    const box = boxRef.current;
    if (box !== null) restore.current = { height: box.scrollHeight, top: box.scrollTop };
    void query.fetchNextPage();
  };

  return (
    <div
      ref={boxRef}
      className={classes.thread}
      role="log"
      aria-label={t('conversations.thread.label')}
      // Focusable, so keyboard users can scroll the thread.
      tabIndex={0}
      data-testid="message-thread"
      onScroll={(event) => {
        const box = event.currentTarget;
        followRef.current = box.scrollHeight - box.scrollTop - box.clientHeight <= BOTTOM_SLACK_PX;
      }}
    >
      {query.hasNextPage ? (
        <Center mb="sm">
          <Button variant="subtle" size="xs" onClick={loadEarlier} loading={query.isFetchingNextPage}>
            {t('conversations.thread.loadEarlier')}
          </Button>
        </Center>
      ) : null}
      {messages.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('conversations.thread.empty')}
        </Text>
      ) : (
        <ul className={classes.messages}>
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              own={message.author.uid === myUid}
              reportable={conversation.courseId !== null}
              seen={receipt?.messageId === message.id ? seenText : undefined}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
