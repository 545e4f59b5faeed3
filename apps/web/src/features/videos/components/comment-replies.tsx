// Replies to a video comment: the content comments of the videocomment item (/content/{id}/comment).
import type { ContentItem } from '@campus/shared';
import { Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextViewer } from '../../../components/rich-text/rich-text-viewer.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useCreateReply, useDeleteReply, useReplies, useUpdateReply } from '../api/video-comments.ts';
import { commentHtmlToText, textToCommentHtml } from '../utils/video-comments.ts';

export function CommentReplies({ videoId, comment }: { videoId: number; comment: ContentItem }) {
  const { t } = useTranslation();
  const replies = useReplies(comment.id, true);
  const create = useCreateReply(videoId, comment.id);
  const update = useUpdateReply(videoId, comment.id);
  const remove = useDeleteReply(videoId, comment.id);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const fail = (error: unknown) => notifications.show({ color: 'red', message: errorText(t, error) });

  return (
    <Stack gap="xs" pl="md" data-testid="comment-replies" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
      {replies.data?.map((reply) => (
        <Stack key={reply.id} gap={2} data-testid="comment-reply">
          <Text size="xs" c="dimmed">
            {reply.author?.name ?? t('videos.unknownAuthor')}
          </Text>
          {editing?.id === reply.id ? (
            <Group align="flex-end" gap="xs">
              <Textarea
                aria-label={t('videos.player.editReply')}
                value={editing.text}
                onChange={(event) => setEditing({ id: reply.id, text: event.currentTarget.value })}
                autosize
                style={{ flex: 1 }}
              />
              <Button
                size="xs"
                loading={update.isPending}
                disabled={!editing.text.trim()}
                onClick={() =>
                  update.mutate({ id: reply.id, commentText: textToCommentHtml(editing.text) }, { onSuccess: () => setEditing(null), onError: fail })
                }
              >
                {t('videos.actions.save')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                {t('videos.actions.cancel')}
              </Button>
            </Group>
          ) : (
            <RichTextViewer html={reply.commentText} />
          )}
          {editing?.id !== reply.id && (reply.permissions.update || reply.permissions.delete) && (
            <Group gap="xs">
              {reply.permissions.update && (
                <Anchor component="button" type="button" size="xs" onClick={() => setEditing({ id: reply.id, text: commentHtmlToText(reply.commentText) })}>
                  {t('videos.actions.edit')}
                </Anchor>
              )}
              {reply.permissions.delete && (
                <Anchor component="button" type="button" size="xs" c="red" onClick={() => remove.mutate(reply.id, { onError: fail })}>
                  {t('videos.actions.delete')}
                </Anchor>
              )}
            </Group>
          )}
        </Stack>
      ))}
      {comment.permissions.comment && (
        <Group align="flex-end" gap="xs">
          <Textarea
            aria-label={t('videos.player.replyLabel')}
            placeholder={t('videos.player.replyLabel')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={1}
            style={{ flex: 1 }}
          />
          <Button
            size="xs"
            loading={create.isPending}
            disabled={!text.trim()}
            onClick={() => create.mutate(textToCommentHtml(text), { onSuccess: () => setText(''), onError: fail })}
          >
            {t('videos.player.reply')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
