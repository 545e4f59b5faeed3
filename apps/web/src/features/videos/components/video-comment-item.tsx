// One timestamped comment in the list: its time (click to seek), author, text, replies, "Copy link" (its
// deep link); edit and delete for its author and moderators (the item's permissions). The item itself
// takes focus (tabIndex -1) when the page moves a keyboard user to a comment they just posted.
import type { ContentItem } from '@campus/shared';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberName } from '../../../components/member-name.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { HiddenByModeratorsNote, ReportButton } from '../../../components/report-action.tsx';
import { RichTextViewer } from '../../../components/rich-text/rich-text-viewer.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteVideoComment, useUpdateVideoComment } from '../api/video-comments.ts';
import { commentHtmlToText, textToCommentHtml } from '../utils/video-comments.ts';
import { formatPlayerTime } from '../utils/video-time.ts';
import { CopyLinkButton, CopyLinkFallback, useCommentLinkCopy } from './comment-link.tsx';
import { CommentReplies } from './comment-replies.tsx';
import classes from './video-comment-item.module.css';

export interface VideoCommentItemProps {
  courseId: number;
  videoId: number;
  comment: ContentItem;
  highlighted: boolean;
  onSeek(comment: ContentItem): void;
  ref?: Ref<HTMLDivElement>;
}

export function VideoCommentItem({ courseId, videoId, comment, highlighted, onSeek, ref }: VideoCommentItemProps) {
  const { t } = useTranslation();
  const update = useUpdateVideoComment(videoId);
  const remove = useDeleteVideoComment(videoId);
  const [editing, setEditing] = useState<string | null>(null);
  const [showReplies, setShowReplies] = useState(false);
  const time = comment.videoTime ?? 0;
  const linkCopy = useCommentLinkCopy(courseId, videoId, comment.id);
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', message: errorText(t, error) });

  return (
    <Paper
      ref={ref}
      withBorder
      p="xs"
      radius="sm"
      tabIndex={-1}
      className={classes.item}
      data-testid="video-comment"
      data-comment-id={comment.id}
      data-highlighted={highlighted ? 'true' : undefined}
      aria-current={highlighted ? 'true' : undefined}
      style={highlighted ? { borderColor: 'var(--mantine-color-orange-6)', background: 'var(--mantine-color-orange-light)' } : undefined}
    >
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <UnstyledButton onClick={() => onSeek(comment)} aria-label={t('videos.player.seekTo', { time: formatPlayerTime(time) })}>
              <Badge variant="light" style={{ cursor: 'pointer' }} data-testid="comment-time">
                {formatPlayerTime(time)}
              </Badge>
            </UnstyledButton>
            <Text size="sm" fw={500}>
              {comment.author ? <MemberName uid={comment.author.uid} name={comment.author.name} courseId={comment.courseId} /> : t('videos.unknownAuthor')}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            <RelativeTime value={comment.created} />
          </Text>
        </Group>
        <HiddenByModeratorsNote hidden={comment.moderation_hidden} />
        {editing !== null ? (
          <Stack gap="xs">
            <Textarea
              aria-label={t('videos.player.editComment')}
              value={editing}
              onChange={(event) => setEditing(event.currentTarget.value)}
              autosize
              minRows={2}
            />
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                {t('videos.actions.cancel')}
              </Button>
              <Button
                size="xs"
                loading={update.isPending}
                disabled={!editing.trim()}
                onClick={() => update.mutate({ id: comment.id, body: textToCommentHtml(editing) }, { onSuccess: () => setEditing(null), onError: fail })}
              >
                {t('videos.actions.save')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <UnstyledButton onClick={() => onSeek(comment)} style={{ textAlign: 'left' }} data-testid="comment-body">
            <RichTextViewer html={comment.body} />
          </UnstyledButton>
        )}
        <Group gap="sm">
          <Anchor component="button" type="button" size="xs" onClick={() => setShowReplies((open) => !open)} aria-expanded={showReplies}>
            {t('videos.player.replies', { count: comment.commentCount })}
          </Anchor>
          <CopyLinkButton copy={linkCopy} time={formatPlayerTime(time)} />
          {/* Video comments are content items (videocomment); only where the app provides the report modal,
              and not on a comment the reader may edit (their own, or one they moderate). */}
          {comment.permissions.update ? null : (
            <ReportButton look="link" kind="content" targetId={comment.id} label={t('reports.commentBy', { author: comment.author?.name ?? t('videos.unknownAuthor') })} />
          )}
          {editing === null && comment.permissions.update && (
            <Anchor component="button" type="button" size="xs" onClick={() => setEditing(commentHtmlToText(comment.body))}>
              {t('videos.actions.edit')}
            </Anchor>
          )}
          {comment.permissions.delete && (
            <Anchor
              component="button"
              type="button"
              size="xs"
              c="red"
              onClick={() => {
                modals.openConfirmModal({
                  title: t('videos.player.confirmDeleteTitle'),
                  children: <Text size="sm">{t('videos.player.confirmDelete')}</Text>,
                  labels: { confirm: t('videos.actions.delete'), cancel: t('videos.actions.cancel') },
                  confirmProps: { color: 'red' },
                  onConfirm: () => remove.mutate(comment.id, { onError: fail }),
                });
              }}
            >
              {t('videos.actions.delete')}
            </Anchor>
          )}
        </Group>
        {linkCopy.fallback !== null && <CopyLinkFallback link={linkCopy.fallback} onClose={linkCopy.closeFallback} />}
        {showReplies && <CommentReplies videoId={videoId} comment={comment} />}
      </Stack>
    </Paper>
  );
}
