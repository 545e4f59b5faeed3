// Comments of an item (spec §7, issue 7): oldest first, 10 a page with "load more"; whoever may comment
// adds one; each comment's own permissions show edit and delete (authors their own, staff moderate);
// deleting asks first.
import type { ContentComment, ContentItem } from '@campus/shared';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberName } from '../../../components/member-name.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { HiddenByModeratorsNote, ReportButton } from '../../../components/report-action.tsx';
import { RichTextComposer } from '../../../components/rich-text/rich-text-composer.tsx';
import { RichTextViewer } from '../../../components/rich-text/rich-text-viewer.tsx';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useComments } from '../api/get-comments.ts';
import { useCreateComment, useUpdateComment } from '../api/save-comment.ts';
import { confirmDelete } from './confirm.tsx';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { errorText } from '../../../lib/error-text.ts';

interface CommentEditorProps {
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (html: string) => Promise<boolean>;
  onCancel?: () => void;
}

function CommentEditor({ label, initial, submitLabel, busy, onSubmit, onCancel }: CommentEditorProps) {
  const { t } = useTranslation();
  return (
    <RichTextComposer
      label={label}
      initial={initial}
      submitLabel={submitLabel}
      requiredText={t('content.comments.required')}
      busy={busy}
      onSubmit={onSubmit}
      cancel={onCancel ? { label: t('content.comments.cancel'), onCancel } : undefined}
    />
  );
}

function CommentCard({
  comment,
  contentId,
  courseId,
  linkContainer,
}: {
  comment: ContentComment;
  contentId: number;
  courseId: number;
  linkContainer: (children: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const update = useUpdateComment(contentId);
  const remove = useDeleteComment(contentId);
  const author = comment.author?.name ?? t('content.unknownAuthor');

  async function save(html: string): Promise<boolean> {
    try {
      await update.mutateAsync({ commentId: comment.id, input: { commentText: html } });
      setEditing(false);
      return true;
    } catch (error) {
      notifications.show({ color: 'red', title: t('content.comments.saveFailed'), message: errorText(t, error) });
      return false;
    }
  }

  function askDelete() {
    confirmDelete(t, { title: t('content.comments.deleteTitle'), text: t('content.comments.deleteText') }, () => {
      remove.mutate(comment.id, {
        onError: (error) => notifications.show({ color: 'red', title: t('content.comments.deleteFailed'), message: errorText(t, error) }),
      });
    });
  }

  return (
    <Card withBorder padding="sm" radius="md" data-testid="content-comment" component="li">
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {comment.author ? <MemberName uid={comment.author.uid} name={comment.author.name} courseId={courseId} /> : author} ·{' '}
          <RelativeTime value={comment.created} />
        </Text>
        <HiddenByModeratorsNote hidden={comment.moderation_hidden} />
        {editing ? (
          <CommentEditor
            label={t('content.comments.editLabel')}
            initial={comment.commentText}
            submitLabel={t('content.comments.save')}
            busy={update.isPending}
            onSubmit={save}
            onCancel={() => setEditing(false)}
          />
        ) : (
          linkContainer(<RichTextViewer html={comment.commentText} data-testid="content-comment-text" />)
        )}
        {!editing ? (
          <Group gap="xs">
            {comment.permissions.update ? (
              <Button size="xs" variant="subtle" onClick={() => setEditing(true)} aria-label={t('content.comments.editBy', { author })}>
                {t('content.comments.edit')}
              </Button>
            ) : null}
            {comment.permissions.delete ? (
              <Button size="xs" variant="subtle" color="red" onClick={askDelete} loading={remove.isPending} aria-label={t('content.comments.deleteBy', { author })}>
                {t('content.comments.delete')}
              </Button>
            ) : null}
            {/* Not on a comment the reader may edit (their own, or one they moderate). */}
            {comment.permissions.update ? null : <ReportButton kind="comment" targetId={comment.id} label={t('reports.commentBy', { author })} />}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

export function ContentComments({ item, linkContainer }: { item: ContentItem; linkContainer: (children: ReactNode) => ReactNode }) {
  const { t } = useTranslation();
  const comments = useComments(item.id);
  const create = useCreateComment(item.id);

  async function add(html: string): Promise<boolean> {
    try {
      await create.mutateAsync({ commentText: html, assignmentId: item.assignmentId });
      return true;
    } catch (error) {
      notifications.show({ color: 'red', title: t('content.comments.saveFailed'), message: errorText(t, error) });
      return false;
    }
  }

  const list = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const total = comments.data?.pages.at(-1)?.total ?? item.commentCount;
  return (
    <Stack gap="sm" component="section" aria-labelledby="content-comments-title" data-testid="content-comments">
      <Title order={2} size="h4" id="content-comments-title">
        {t('content.comments.title', { count: total })}
      </Title>
      {comments.isPending ? (
        <PageLoading />
      ) : comments.isError && list.length === 0 ? (
        <PageError error={comments.error} title={t('content.comments.loadFailed')} />
      ) : list.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="content-comments-empty">
          {t('content.comments.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((comment) => (
            <CommentCard key={comment.id} comment={comment} contentId={item.id} courseId={item.courseId} linkContainer={linkContainer} />
          ))}
        </Stack>
      )}
      {comments.hasNextPage ? (
        <Group justify="center">
          <Button variant="light" loading={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}>
            {t('content.comments.loadMore')}
          </Button>
        </Group>
      ) : null}
      {item.permissions.comment ? (
        <CommentEditor label={t('content.comments.add')} submitLabel={t('content.comments.submit')} busy={create.isPending} onSubmit={add} />
      ) : (
        <Alert color="gray" variant="light" data-testid="content-comments-readonly">
          {t('content.comments.readOnly')}
        </Alert>
      )}
    </Stack>
  );
}
