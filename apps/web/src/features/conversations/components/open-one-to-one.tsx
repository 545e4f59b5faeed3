// `conversation?uid=` (and the legacy `/messages/new/{uid}`): opens the one-to-one conversation with that
// person, creating it the first time (POST /conversations answers the existing one otherwise), and
// replaces the address with the conversation's own.
import type { ConversationSummary } from '@campus/shared';
import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLoading } from '../../../components/page-state.tsx';
import { useLocalizedPath } from '../../../hooks/use-localized-path.ts';
import { useCreateConversation } from '../api/create-conversation.ts';
import { conversationPath } from '../utils/conversation-display.ts';
import { errorText } from '../../../lib/error-text.ts';
import { CONVERSATION_ERROR_PREFIXES } from '../utils/error-prefixes.ts';

export function OpenOneToOne({ uid, courseId }: { uid: number; courseId?: number }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const create = useCreateConversation();
  const asked = useRef<number | null>(null);

  useEffect(() => {
    // Once per person (development re-runs effects; the answer would be the same conversation anyway).
    if (asked.current === uid) return;
    asked.current = uid;
    create.mutate({ participantUids: [uid], ...(courseId === undefined ? {} : { courseId }) });
  }, [uid, courseId, create]);

  const conversation: ConversationSummary | undefined = create.data;
  if (conversation !== undefined) return <Navigate to={localized(conversationPath(conversation.id, courseId))} replace />;
  if (create.isError) {
    return (
      <Alert color="red" role="alert" title={t('conversations.openFailed')}>
        {errorText(t, create.error, { prefixes: CONVERSATION_ERROR_PREFIXES })}
      </Alert>
    );
  }
  return <PageLoading />;
}
