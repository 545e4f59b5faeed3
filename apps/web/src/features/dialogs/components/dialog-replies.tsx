// The replies of a topic, one level deep (utils/reply-tree.ts): each reply with its answers beneath, an
// "Answer" composer under a reply while the topic is open, and edit/delete as each reply's permissions say.
import type { DialogReply } from '@campus/shared';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberName } from '../../../components/member-name.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { RichTextComposer } from '../../../components/rich-text/rich-text-composer.tsx';
import { RichTextViewer } from '../../../components/rich-text/rich-text-viewer.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useCreateReply, useDeleteReply, useUpdateReply } from '../api/save-reply.ts';
import { DIALOG_ERROR_PREFIXES } from '../utils/error-prefixes.ts';
import { isEmptyThread, replyThreads } from '../utils/reply-tree.ts';
import { confirmDialogDelete } from './confirm.tsx';

interface ReplyEditorProps {
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  /** Resolves true when saved (the editor empties), false when refused (the text stays). */
  onSubmit: (html: string) => Promise<boolean>;
  onCancel?: () => void;
}

export function ReplyEditor({ label, initial, submitLabel, busy, onSubmit, onCancel }: ReplyEditorProps) {
  const { t } = useTranslation();
  return (
    <RichTextComposer
      label={label}
      initial={initial}
      submitLabel={submitLabel}
      requiredText={t('dialogs.form.bodyRequired')}
      busy={busy}
      onSubmit={onSubmit}
      cancel={onCancel ? { label: t('dialogs.form.cancel'), onCancel } : undefined}
    />
  );
}

interface ReplyCardProps {
  dialogId: number;
  courseId: number | null;
  reply: DialogReply;
  /** Offer "Answer" (top-level replies while the topic is open and the caller may reply). */
  onAnswer?: (() => void) | undefined;
}

function ReplyCard({ dialogId, courseId, reply, onAnswer }: ReplyCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const update = useUpdateReply(dialogId);
  const remove = useDeleteReply(dialogId);
  const author = reply.author?.name ?? t('dialogs.unknownAuthor');
  const failed = (title: string) => (error: unknown) => notifications.show({ color: 'red', title, message: errorText(t, error, { prefixes: DIALOG_ERROR_PREFIXES }) });

  async function save(html: string): Promise<boolean> {
    try {
      await update.mutateAsync({ replyId: reply.id, body: html });
      setEditing(false);
      return true;
    } catch (error) {
      failed(t('dialogs.reply.saveFailed'))(error);
      return false;
    }
  }

  return (
    <Card withBorder padding="sm" radius="md" data-testid="dialog-reply" data-deleted={reply.deleted}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {reply.author && courseId !== null ? <MemberName uid={reply.author.uid} name={reply.author.name} courseId={courseId} /> : author} ·{' '}
          <RelativeTime value={reply.created} />
          {reply.edited && !reply.deleted ? ` · ${t('dialogs.reply.edited')}` : ''}
        </Text>
        {reply.deleted ? (
          <Text size="sm" fs="italic" c="dimmed">
            {t('dialogs.reply.deleted')}
          </Text>
        ) : editing ? (
          <ReplyEditor label={t('dialogs.reply.editLabel')} initial={reply.body} submitLabel={t('dialogs.form.save')} busy={update.isPending} onSubmit={save} onCancel={() => setEditing(false)} />
        ) : (
          <RichTextViewer html={reply.body} data-testid="dialog-reply-body" />
        )}
        {!reply.deleted && !editing && (onAnswer || reply.permissions.update || reply.permissions.delete) ? (
          <Group gap="xs">
            {onAnswer ? (
              <Button size="xs" variant="subtle" onClick={onAnswer} aria-label={t('dialogs.reply.answerTo', { author })}>
                {t('dialogs.reply.answer')}
              </Button>
            ) : null}
            {reply.permissions.update ? (
              <Button size="xs" variant="subtle" onClick={() => setEditing(true)} aria-label={t('dialogs.reply.editBy', { author })}>
                {t('dialogs.reply.edit')}
              </Button>
            ) : null}
            {reply.permissions.delete ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={remove.isPending}
                aria-label={t('dialogs.reply.deleteBy', { author })}
                onClick={() => confirmDialogDelete(t, t('dialogs.delete.replyText'), () => remove.mutate(reply.id, { onError: failed(t('dialogs.reply.deleteFailed')) }))}
              >
                {t('dialogs.reply.delete')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

export interface DialogRepliesProps {
  dialogId: number;
  courseId: number | null;
  replies: readonly DialogReply[];
  canReply: boolean;
}

export function DialogReplies({ dialogId, courseId, replies, canReply }: DialogRepliesProps) {
  const { t } = useTranslation();
  const create = useCreateReply(dialogId);
  const [answering, setAnswering] = useState<number | null>(null);

  async function add(html: string, parentReplyId: number | null): Promise<boolean> {
    try {
      await create.mutateAsync({ body: html, parentReplyId });
      if (parentReplyId !== null) setAnswering(null);
      return true;
    } catch (error) {
      notifications.show({ color: 'red', title: t('dialogs.reply.saveFailed'), message: errorText(t, error, { prefixes: DIALOG_ERROR_PREFIXES }) });
      return false;
    }
  }

  const threads = replyThreads(replies).filter((thread) => !isEmptyThread(thread));
  return (
    <Stack gap="sm">
      {threads.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="dialog-replies-empty">
          {t('dialogs.reply.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {threads.map(({ reply, answers }) => (
            <Stack gap="xs" component="li" key={reply.id}>
              <ReplyCard dialogId={dialogId} courseId={courseId} reply={reply} onAnswer={canReply && reply.parent_id === null ? () => setAnswering(reply.id) : undefined} />
              {answers.length > 0 || answering === reply.id ? (
                <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, paddingLeft: 'var(--mantine-spacing-lg)' }} aria-label={t('dialogs.reply.answersTo', { author: reply.author?.name ?? t('dialogs.unknownAuthor') })}>
                  {answers.map((answer) => (
                    <li key={answer.id}>
                      <ReplyCard dialogId={dialogId} courseId={courseId} reply={answer} />
                    </li>
                  ))}
                  {answering === reply.id ? (
                    <li>
                      <ReplyEditor
                        label={t('dialogs.reply.answerLabel')}
                        submitLabel={t('dialogs.reply.submit')}
                        busy={create.isPending}
                        onSubmit={(html) => add(html, reply.id)}
                        onCancel={() => setAnswering(null)}
                      />
                    </li>
                  ) : null}
                </Stack>
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
      {canReply ? <ReplyEditor label={t('dialogs.reply.add')} submitLabel={t('dialogs.reply.submit')} busy={create.isPending && answering === null} onSubmit={(html) => add(html, null)} /> : null}
    </Stack>
  );
}
